// /trade's top widget: the day's biggest gainers and losers across the catalogue, live. Each one
// opens its ticket in the page's buy widget.
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { LiveChange, sameMovers, selectTopMovers } from '../../market';
import { TradeWidgetCard } from './trade-widget-card';
import { Columns, Mover, Muted } from './top-movers-widget.styles';

function MoverList({
  title,
  symbols,
  onSelect,
}: {
  title: string;
  symbols: readonly string[];
  onSelect: (symbol: string) => void;
}) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {symbols.map((symbol) => (
          <li key={symbol}>
            <Mover type="button" data-symbol={symbol} onClick={() => onSelect(symbol)}>
              <span>{symbol}</span>
              <LiveChange symbol={symbol} />
            </Mover>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface TopMoversWidgetProps {
  onSelect: (symbol: string) => void;
}

export function TopMoversWidget({ onSelect }: TopMoversWidgetProps) {
  const movers = useAppSelector(selectTopMovers, sameMovers);
  const empty = movers.gainers.length === 0 && movers.losers.length === 0;
  return (
    <TradeWidgetCard widget="top" title={tr.trade.topTitle}>
      {empty ? (
        <Muted>{tr.trade.noMovers}</Muted>
      ) : (
        <Columns>
          <MoverList title={tr.trade.gainers} symbols={movers.gainers} onSelect={onSelect} />
          <MoverList title={tr.trade.losers} symbols={movers.losers} onSelect={onSelect} />
        </Columns>
      )}
    </TradeWidgetCard>
  );
}
