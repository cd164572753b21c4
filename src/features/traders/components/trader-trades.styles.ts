// The look of the trader trades, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { DataTable } from '../../../ui/data-table';

export const Table = styled(DataTable)`
  ${({ theme }) => theme.media.below(theme.breakpoints.md)} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody,
    tr {
      display: block;
    }
    tr {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
      padding: ${({ theme }) => theme.spacing.sm} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      display: flex;
      flex-direction: column;
      padding: 0;
      border: 0;
      white-space: normal;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.xs};
    }
  }
`;
