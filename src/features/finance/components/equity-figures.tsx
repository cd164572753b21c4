// The curve's figures as text: where the balance started and ended over the range, by how much it
// moved, and the last, highest and lowest equity.
import type { ReactNode } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import type { EquitySummary } from '../equity-summary';
import { Figures } from './finance.styles';
import { MoneyFigure } from './money-figure';

const usd = (value: number) => `${formatMoney(value)} ${tr.app.currency}`;

export function EquityFigures({ summary }: { summary: EquitySummary }) {
  const texts = tr.finance.equity;
  const rows: [string, string, ReactNode][] = [
    ['start', texts.start, usd(summary.startBalance)],
    ['end', texts.end, usd(summary.endBalance)],
    [
      'change',
      texts.change,
      <MoneyFigure key="change" value={summary.change} signed suffix={` ${tr.app.currency}`} />,
    ],
    ['last', texts.last, usd(summary.lastEquity)],
    ['high', texts.high, usd(summary.highEquity)],
    ['low', texts.low, usd(summary.lowEquity)],
  ];
  return (
    <Figures aria-label={texts.figures} data-testid="equity-figures">
      {rows.map(([key, label, value]) => (
        <div key={key} data-figure={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Figures>
  );
}
