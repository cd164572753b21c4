// The 'top' slot of /collections: the market catalogue (GET /api/margin/infos), searchable, each
// symbol with a button that adds it to the chosen watchlist.
import { useState } from 'react';
import type { SymbolInfo } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import type { Watchlist } from '../watchlists';
import { SymbolQuote } from './symbol-quote';
import { Widget, WidgetNote } from '../../../ui/widget';
import { Control, Row, SymbolRows } from './watchlists.styles';

/** Rows shown at once; the search narrows the catalogue to what the customer means. */
const CATALOGUE_ROWS_MAX = 40;

export interface CataloguePickerProps {
  catalogue: readonly SymbolInfo[];
  lists: readonly Watchlist[];
  targetId: string | null;
  onTarget: (id: string) => void;
  onAdd: (listId: string, symbol: string) => void;
}

export function CataloguePicker({ catalogue, lists, targetId, onTarget, onAdd }: CataloguePickerProps) {
  const texts = tr.watchlists;
  const [search, setSearch] = useState('');
  const target = lists.find((list) => list.id === targetId) ?? null;
  const needle = search.trim().toLowerCase();
  const shown = catalogue
    .filter(
      (symbol) =>
        needle === '' ||
        symbol.symbol.toLowerCase().includes(needle) ||
        symbol.desc.toLowerCase().includes(needle),
    )
    .slice(0, CATALOGUE_ROWS_MAX);

  return (
    <Widget aria-labelledby="catalogue-title">
      <h2 id="catalogue-title">{texts.popularTitle}</h2>
      {lists.length === 0 ? (
        <WidgetNote>{texts.noLists}</WidgetNote>
      ) : (
        <Row>
          <Control>
            {texts.targetList}
            <select value={target?.id ?? ''} onChange={(event) => onTarget(event.target.value)}>
              {lists.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </select>
          </Control>
          <Control>
            {texts.catalogueSearch}
            <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </Control>
        </Row>
      )}
      {shown.length === 0 ? (
        <WidgetNote>{catalogue.length === 0 ? tr.loading.english : texts.catalogueEmpty}</WidgetNote>
      ) : (
        <SymbolRows aria-label={texts.popularTitle}>
          {shown.map((symbol) => {
            const inList = target?.symbols.includes(symbol.symbol) ?? false;
            return (
              <li key={symbol.symbol}>
                <span>
                  <strong>{symbol.symbol}</strong>
                  <small>{symbol.desc}</small>
                </span>
                <SymbolQuote symbol={symbol.symbol} digits={symbol.digits} />
                {target && (
                  <Button
                    size="sm"
                    disabled={inList}
                    aria-label={texts.addTo(symbol.symbol, target.name)}
                    onClick={() => onAdd(target.id, symbol.symbol)}
                  >
                    {inList ? texts.inList : texts.add}
                  </Button>
                )}
              </li>
            );
          })}
        </SymbolRows>
      )}
    </Widget>
  );
}
