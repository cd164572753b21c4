// Every point of the curve as a table, folded away under a summary line: the chart's numbers for
// whoever cannot or would rather not read a drawing. Rows render only while it is open, since
// three years hold about a thousand days.
import { useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import type { EquityPoint } from '../../../../contract/finance';
import { formatDay } from '../istanbul-day';
import { Details, Scroll, Table } from './equity-table.styles';

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
