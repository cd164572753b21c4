// The figures SPEC.md puts on a trader: the three ROI figures (this month, last month, since the
// start) and the positive and negative profit, each green when above zero and red otherwise.
import type { Trader } from '../../../../contract/traders';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney, formatPercent } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';
import { Figures } from './traders.styles';

const pct = (value: number) => formatPercent(value, { signed: true });

export function TraderFigures({ trader }: { trader: Trader }) {
  const texts = tr.traders.figures;
  const rows = [
    ['currentROI', texts.currentROI, trader.currentROI, pct(trader.currentROI)],
    ['beforeROI', texts.beforeROI, trader.beforeROI, pct(trader.beforeROI)],
    ['allROI', texts.allROI, trader.allROI, pct(trader.allROI)],
    [
      'profitPositive',
      texts.profitPositive,
      trader.profitPositive,
      `${formatMoney(trader.profitPositive)} USD`,
    ],
    [
      'profitNegative',
      texts.profitNegative,
      trader.profitNegative,
      `${formatMoney(trader.profitNegative)} USD`,
    ],
  ] as const;
  return (
    <Figures>
      {rows.map(([key, label, value, shown]) => (
        <div key={key} data-testid={`figure-${key}`}>
          <dt>{label}</dt>
          <dd>
            <ValueBadge value={value}>{shown}</ValueBadge>
          </dd>
        </div>
      ))}
    </Figures>
  );
}
