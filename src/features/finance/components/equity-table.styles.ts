// The look of the equity table, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { DataTable } from '../../../ui/data-table';

export const Details = styled.details`
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const Scroll = styled.div`
  max-height: 320px;
  margin-top: ${({ theme }) => theme.spacing.sm};
  overflow: auto;
`;

export const Table = styled(DataTable)`
  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surface};
  }
`;
