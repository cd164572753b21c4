// Styled pieces the money forms share (deposit, withdrawal, the /actions quick forms). Colours and
// sizes come from the theme only.
import styled from 'styled-components';

// The card, form column, hint, error and input are the shared ones (src/ui/form-controls.tsx).
export {
  FormCard as Card,
  FormColumn as Form,
  FormError as FieldError,
  FormHint as Hint,
  FormInput as Input,
} from '../../../ui/form-controls';

export const Notice = styled.div<{ $tone?: 'warning' | 'info' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid
    ${({ theme, $tone = 'info' }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 720px;
  margin: 0 auto;
  width: 100%;
`;
