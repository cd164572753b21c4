// A symbol's specification, as a terminal's "symbol details" shows it: contract size, leverage,
// lot bounds, overnight swap both ways, trading hours, margin calc mode and profit currency.
import type { SymbolInfo } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { formatLotAmount, formatMoney } from '../../../lib/format-number';
import { List } from './symbol-details.styles';

export interface SymbolDetailsProps {
  info: SymbolInfo;
  id?: string;
}

export function SymbolDetails({ info, id }: SymbolDetailsProps) {
  const t = tr.symbolDetails;
  const rows: readonly [string, string][] = [
    [t.contractSize, String(info.contractSize)],
    [t.leverage, `1:${info.lvg}`],
    [t.minLot, formatLotAmount(info.min)],
    [t.maxLot, formatLotAmount(info.max)],
    [t.swapLong, formatMoney(info.swapLong)],
    [t.swapShort, formatMoney(info.swapShort)],
    [t.hours, t.hoursText[info.hours]],
    [t.calc, t.calcText(info.calc, info.currencyProfit)],
    [t.currency, info.currencyProfit],
  ];
  return (
    <List id={id} aria-label={t.title(info.symbol)} data-testid="symbol-details">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
