// The look of the favorite toggle, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Star = styled.button`
  flex: none;
  padding: ${({ theme }) => theme.spacing.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.warning};
  }
`;
