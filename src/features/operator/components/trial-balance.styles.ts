// The look of the trial balance, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const GroupRow = styled.th`
  && {
    white-space: normal;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** An account's name heads its row; it wraps on a phone so both amount columns stay in view. */
export const RowHeader = styled.th`
  && {
    min-width: 9rem;
    white-space: normal;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    background: transparent;
  }
`;

export const Amount = styled.td`
  && {
    text-align: right;
  }
`;

export const AmountHeader = styled.th`
  && {
    text-align: right;
  }
`;

export const Verdict = styled.p<{ $ok: boolean }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.positive : theme.colors.negative)};
`;
