// The look of the months table, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { DataTable } from '../../../ui/data-table';
import { Muted } from './finance.styles';

export const Table = styled(DataTable)`
  caption {
    padding-bottom: ${({ theme }) => theme.spacing.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-align: left;
  }
  th,
  td {
    text-align: right;
  }
  th:first-child {
    text-align: left;
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  td[data-figure='closingBalance'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

export const Current = styled(Muted).attrs({ as: 'span' })`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;
