// One watchlist: its name and size, its symbols with their live prices and a remove button each,
// and a delete for the whole list.
import styled from 'styled-components';
import { column } from '../../../ui/style-pieces';
import type { SymbolInfo } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import type { Watchlist } from '../watchlists';
import { SymbolQuote } from './symbol-quote';
import { WidgetNote } from '../../../ui/widget';
import { SymbolRows } from './watchlists.styles';

const Card = styled.article<{ $selected: boolean }>`
  ${column('sm')}
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  min-width: 0;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

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
