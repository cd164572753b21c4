// The one data table of the app: full width, collapsed borders, small type with lined-up digits,
// each cell padded, left-aligned, kept on one line and ruled underneath, the column heads muted.
// Each screen's table builds on it and adds only its own alignment, header look and phone layout.
// A table wider than the screen scrolls sideways inside TableScroll.
import styled from 'styled-components';

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm};
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const TableScroll = styled.div`
  overflow-x: auto;
`;
