// One watchlist: its name and size, its symbols with their live prices and a remove button each,
// and a delete for the whole list.
import type { SymbolInfo } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import type { Watchlist } from '../watchlists';
import { SymbolQuote } from './symbol-quote';
import { WidgetNote } from '../../../ui/widget';
import { SymbolRows } from './watchlists.styles';
import { Card } from './watchlist-card.styles';

export interface WatchlistCardProps {
  list: Watchlist;
  symbols: Record<string, SymbolInfo | undefined>;
  selected: boolean;
  onRemoveSymbol: (symbol: string) => void;
  onRemove: () => void;
}

export function WatchlistCard({ list, symbols, selected, onRemoveSymbol, onRemove }: WatchlistCardProps) {
  const texts = tr.watchlists;
  return (
    <Card $selected={selected} aria-label={list.name} data-testid={`watchlist-${list.name}`}>
      <header>
        <h3>
          {list.name} <WidgetNote as="span">({texts.listCount(list.symbols.length)})</WidgetNote>
        </h3>
        <Button size="sm" variant="ghost" aria-label={texts.removeList(list.name)} onClick={onRemove}>
          ✕
        </Button>
      </header>
      {list.symbols.length === 0 ? (
        <WidgetNote>{texts.emptyList}</WidgetNote>
      ) : (
        <SymbolRows>
          {list.symbols.map((symbol) => (
            <li key={symbol}>
              <span>
                <strong>{symbol}</strong>
                <small>{symbols[symbol]?.desc}</small>
              </span>
              <SymbolQuote symbol={symbol} digits={symbols[symbol]?.digits} />
              <Button
                size="sm"
                variant="ghost"
                aria-label={texts.removeSymbol(symbol)}
                onClick={() => onRemoveSymbol(symbol)}
              >
                ✕
              </Button>
            </li>
          ))}
        </SymbolRows>
      )}
    </Card>
  );
}
