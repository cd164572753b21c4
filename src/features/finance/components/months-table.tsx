// The monthly figures as one wide table (from the desktop layout up): a row per month, newest
// first, each with its statement's PDF and CSV.
import { tr } from '../../../i18n/tr-signed-in';
import { TableScroll } from '../../../ui/data-table';
import type { FinanceMonth } from '../../../../contract/finance';
import { monthLabel } from '../istanbul-day';
import { MONTH_COLUMNS } from '../month-columns';
import { MoneyFigure } from './money-figure';
import { StatementButtons } from './statement-buttons';
import { Table, Current } from './months-table.styles';

export interface MonthsViewProps {
  months: readonly FinanceMonth[];
  /** YYYY-MM of today in Istanbul: its row is still running. */
  currentMonth: string;
}

export function MonthsTable({ months, currentMonth }: MonthsViewProps) {
  const texts = tr.finance.months;
  return (
    <TableScroll>
      <Table data-testid="months-table">
        <caption>{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.month}</th>
            {MONTH_COLUMNS.map((column) => (
              <th scope="col" key={column.key}>
                {column.label}
              </th>
            ))}
            <th scope="col">{texts.trades}</th>
            <th scope="col">{texts.statement}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month} data-month={month.month}>
              <th scope="row">
                {monthLabel(month.month)}
                {month.month === currentMonth && <Current>{texts.current}</Current>}
              </th>
              {MONTH_COLUMNS.map((column) => (
                <td key={column.key} data-figure={column.key}>
                  <MoneyFigure value={month[column.key]} signed={column.signed} />
                </td>
              ))}
              <td data-figure="closedTrades">{month.closedTrades}</td>
              <td>
                <StatementButtons month={month.month} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
