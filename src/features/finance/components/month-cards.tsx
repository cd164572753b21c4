// The monthly figures on a phone: a card per month, newest first, with the closing balance large,
// the other figures in pairs and the statement's PDF and CSV.
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { monthLabel } from '../istanbul-day';
import { MONTH_COLUMNS } from '../month-columns';
import { Muted } from './finance.styles';
import { MoneyFigure } from './money-figure';
import type { MonthsViewProps } from './months-table';
import { StatementButtons } from './statement-buttons';
import { Closing, Foot, Head, Item, List, Pairs } from './month-cards.styles';

export function MonthCards({ months, currentMonth }: MonthsViewProps) {
  const texts = tr.finance.months;
  const figures = MONTH_COLUMNS.filter((column) => column.key !== 'closingBalance');
  return (
    <List data-testid="month-cards" aria-label={texts.caption}>
      {months.map((month) => (
        <Item key={month.month} data-month={month.month}>
          <Head>
            <h3>{monthLabel(month.month)}</h3>
            {month.month === currentMonth && <Muted as="span">{texts.current}</Muted>}
          </Head>
          <Closing data-figure="closingBalance">
            <small>{texts.closing}</small>
            {formatMoney(month.closingBalance)} {tr.app.currency}
          </Closing>
          <Pairs>
            {figures.map((column) => (
              <div key={column.key} data-figure={column.key}>
                <dt>{column.label}</dt>
                <dd>
                  <MoneyFigure value={month[column.key]} signed={column.signed} />
                </dd>
              </div>
            ))}
          </Pairs>
          <Foot>
            <Muted as="span" data-figure="closedTrades">
              {texts.trades}: {month.closedTrades}
            </Muted>
            <StatementButtons month={month.month} />
          </Foot>
        </Item>
      ))}
    </List>
  );
}
