// The monthly figures on a phone: a card per month, newest first, with the closing balance large,
// the other figures in pairs and the statement's PDF and CSV.
import styled from 'styled-components';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { monthLabel } from '../istanbul-day';
import { MONTH_COLUMNS } from '../month-columns';
import { Figures, Muted } from './finance.styles';
import { MoneyFigure } from './money-figure';
import type { MonthsViewProps } from './months-table';
import { StatementButtons } from './statement-buttons';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Closing = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Pairs = styled(Figures)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

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
