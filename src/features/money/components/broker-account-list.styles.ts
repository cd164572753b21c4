// The look of the broker account list, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { ChoiceRow } from './bank-choice.styles';

export const Row = styled(ChoiceRow)`
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
`;

export const Choice = styled.label`
  display: flex;
  flex: 1;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: flex-start;
  min-width: 0;
  cursor: pointer;
`;

export const Details = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  code {
    font-family: inherit;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
