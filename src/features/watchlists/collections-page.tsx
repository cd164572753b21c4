// /collections (Koleksiyonlar): the customer's own watchlists of market symbols, kept by the server,
// on the collections page grid: the lists in the 'list' slot, the catalogue to add from in 'top'.
// Prices are the live ones the market feature keeps.
import { useMemo, useState } from 'react';
import type { SymbolInfo } from '../../../contract/entities';
import { tr } from '../../i18n/tr-signed-in';
import { PageGrid, PageGridItem } from '../../ui/page-grid';
import { useGetSymbolsQuery } from '../market';
import { CataloguePicker } from './components/catalogue-picker';
import { NewListForm } from './components/new-list-form';
import { WatchlistCard } from './components/watchlist-card';
import { Widget, WidgetNote } from '../../ui/widget';
import { PageHeading } from '../../ui/page-heading';
import { useWatchlists } from './hooks/use-watchlists';

const NO_SYMBOLS: SymbolInfo[] = [];

export default function CollectionsPage() {
  const texts = tr.watchlists;
  const { lists, loaded, create, remove, addSymbol, removeSymbol } = useWatchlists();
  const { data: catalogue = NO_SYMBOLS } = useGetSymbolsQuery();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const bySymbol = useMemo(
    () => Object.fromEntries(catalogue.map((symbol) => [symbol.symbol, symbol])),
    [catalogue],
  );
  // The list symbols go to: the one chosen, else the newest.
  const targetId = lists.some((list) => list.id === chosenId) ? chosenId : (lists.at(-1)?.id ?? null);

  return (
    <>
      <PageHeading>{tr.shell.pages.collections}</PageHeading>
      <PageGrid page="collections">
        <PageGridItem widget="list">
          <Widget aria-labelledby="watchlists-title">
            <h2 id="watchlists-title">{texts.listsLabel}</h2>
            <WidgetNote>{texts.intro}</WidgetNote>
            <NewListForm
              lists={lists}
              onCreate={(name) =>
                void create(name).then((id) => {
                  if (id) setChosenId(id);
                })
              }
            />
            {loaded && lists.length === 0 && <WidgetNote>{texts.empty}</WidgetNote>}
            {lists.map((list) => (
              <WatchlistCard
                key={list.id}
                list={list}
                symbols={bySymbol}
                selected={list.id === targetId}
                onRemoveSymbol={(symbol) => removeSymbol(list.id, symbol)}
                onRemove={() => remove(list.id)}
              />
            ))}
          </Widget>
        </PageGridItem>
        <PageGridItem widget="top">
          <CataloguePicker
            catalogue={catalogue}
            lists={lists}
            targetId={targetId}
            onTarget={setChosenId}
            onAdd={addSymbol}
          />
        </PageGridItem>
      </PageGrid>
    </>
  );
}
