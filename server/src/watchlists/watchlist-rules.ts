// The rules a replacement of a customer's watchlists must meet, as a pure function: names trimmed,
// present and distinct (ignoring case the Turkish way), symbols from the catalogue and each once
// per list, every id sent once. The bounds on counts and lengths are the schema's.
import type { WatchlistInput } from '../../../contract/watchlists';
import type { WatchlistsRefusalCode } from './watchlists-refusals';

export type CheckedWatchlists =
  { ok: true; lists: WatchlistInput[] } | { ok: false; code: WatchlistsRefusalCode };

const nameKey = (name: string) => name.toLocaleLowerCase('tr');

export function checkWatchlists(
  lists: readonly WatchlistInput[],
  isKnownSymbol: (symbol: string) => boolean,
): CheckedWatchlists {
  const names = new Set<string>();
  const ids = new Set<string>();
  const checked: WatchlistInput[] = [];
  for (const list of lists) {
    const name = list.name.trim();
    if (name === '') return { ok: false, code: 'WATCHLIST_NAME_REQUIRED' };
    if (names.has(nameKey(name))) return { ok: false, code: 'WATCHLIST_NAME_TAKEN' };
    names.add(nameKey(name));
    if (list.id !== undefined) {
      if (ids.has(list.id)) return { ok: false, code: 'WATCHLIST_ID_REPEATED' };
      ids.add(list.id);
    }
    if (!list.symbols.every(isKnownSymbol)) return { ok: false, code: 'WATCHLIST_UNKNOWN_SYMBOL' };
    // A symbol sent twice is kept once, where it first appears.
    const symbols = [...new Set(list.symbols)];
    checked.push(list.id === undefined ? { name, symbols } : { id: list.id, name, symbols });
  }
  return { ok: true, lists: checked };
}
