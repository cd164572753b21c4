// Every point of the curve as a table, folded away under a summary line: the chart's numbers for
// whoever cannot or would rather not read a drawing. Rows render only while it is open, since
// three years hold about a thousand days.
import { useState } from 'react';
import styled from 'styled-components';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { DataTable } from '../../../ui/data-table';
import type { EquityPoint } from '../../../../contract/finance';
import { formatDay } from '../istanbul-day';

const Details = styled.details`
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Scroll = styled.div`
  max-height: 320px;
  margin-top: ${({ theme }) => theme.spacing.sm};
  overflow: auto;
`;

const Table = styled(DataTable)`
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

export function EquityTable({ points }: { points: readonly EquityPoint[] }) {
  const texts = tr.finance.equity;
  const [open, setOpen] = useState(false);
  return (
    <Details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{texts.table}</summary>
      {open && (
        <Scroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{texts.date}</th>
                <th scope="col">{texts.balance}</th>
                <th scope="col">{texts.equity}</th>
                <th scope="col">{texts.source}</th>
              </tr>
            </thead>
            <tbody>
              {[...points].reverse().map((point) => (
                <tr key={point.date}>
                  <th scope="row">{formatDay(point.date)}</th>
                  <td>{formatMoney(point.balance)}</td>
                  <td>{formatMoney(point.equity)}</td>
                  <td>{texts.sources[point.source] ?? point.source}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Details>
  );
}
