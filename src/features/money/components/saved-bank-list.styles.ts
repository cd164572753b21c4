// The look of the saved bank list, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { ChoiceRow } from './bank-choice.styles';

export const Row = styled(ChoiceRow)`
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  label {
    display: flex;
    flex: 1;
    gap: ${({ theme }) => theme.spacing.sm};
    align-items: flex-start;
    min-width: 0;
    cursor: pointer;
  }
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  code {
    font-family: inherit;
    overflow-wrap: anywhere;
  }
`;
