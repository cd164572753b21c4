// Styled pieces of transaction-row.tsx, beside it: colours and sizes from the theme only.
import styled from 'styled-components';

export const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: 170px 1fr 140px 150px 120px 110px;
    align-items: center;
  }
`;

export const Cell = styled.span`
  min-width: 0;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  /* Two columns on a phone: the right-hand cells sit against the right edge. */
  &:nth-child(even) {
    justify-self: end;
    text-align: right;
  }
  ${({ theme }) => theme.media.up('md')} {
    &:nth-child(even) {
      justify-self: start;
      text-align: left;
    }
  }
`;

export const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  ${({ theme }) => theme.media.up('md')} {
    display: none;
  }
`;

export const Amount = styled(Cell)<{ $withdrawal: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $withdrawal }) => ($withdrawal ? theme.colors.negative : theme.colors.positive)};
`;

export const Reason = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.negative};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
