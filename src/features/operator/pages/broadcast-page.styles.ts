// The look of the broadcast page, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { FormColumn } from '../../../ui/form-controls';

/** The shared form column, kept to a readable width. */
export const Form = styled(FormColumn)`
  max-width: 720px;
`;

export const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const Result = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.positiveSoft};
  color: ${({ theme }) => theme.colors.text};
`;
