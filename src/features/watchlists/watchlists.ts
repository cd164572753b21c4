// The customer's watchlists: named lists of market symbols, kept by the server for the account.
// Pure functions over the lists, so every rule is tested without a screen; the bounds are the
// contract's, so the screen refuses what the server would.
import {
  WATCHLIST_NAME_LENGTH_MAX,
  WATCHLIST_SYMBOLS_MAX,
  WATCHLISTS_MAX,
  type Watchlist,
  type WatchlistInput,
} from '../../../contract/watchlists';

export { WATCHLIST_NAME_LENGTH_MAX, WATCHLIST_SYMBOLS_MAX, WATCHLISTS_MAX, type Watchlist };

/** A list shown before the server has answered with its id carries an id with this prefix. */
export const UNSAVED_ID_PREFIX = 'unsaved:';

export type NewListProblem = 'empty' | 'taken' | 'too-many';

/** Two list names are one when they differ only in case or accents, the Turkish way. */
export const isSameListName = (a: string, b: string) =>
  a.localeCompare(b, 'tr', { sensitivity: 'base' }) === 0;

export function newListProblem(lists: readonly Watchlist[], name: string): NewListProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (lists.some((list) => isSameListName(list.name, trimmed))) return 'taken';
  if (lists.length >= WATCHLISTS_MAX) return 'too-many';
  return null;
}

/** Adds a list named `name` (trimmed, cut to the length bound); the caller checked newListProblem. */
export function withNewList(lists: readonly Watchlist[], name: string, id: string): Watchlist[] {
  return [...lists, { id, name: name.trim().slice(0, WATCHLIST_NAME_LENGTH_MAX), symbols: [] }];
}

export const withoutList = (lists: readonly Watchlist[], id: string): Watchlist[] =>
  lists.filter((list) => list.id !== id);

/** Adds the symbol once, while the list has room; otherwise the lists stay as they are. */
export function withSymbol(lists: readonly Watchlist[], id: string, symbol: string): Watchlist[] {
  return lists.map((list) =>
    list.id !== id || list.symbols.includes(symbol) || list.symbols.length >= WATCHLIST_SYMBOLS_MAX
      ? list
      : { ...list, symbols: [...list.symbols, symbol] },
  );
}

export const withoutSymbol = (lists: readonly Watchlist[], id: string, symbol: string): Watchlist[] =>
  lists.map((list) =>
    list.id === id ? { ...list, symbols: list.symbols.filter((item) => item !== symbol) } : list,
  );

/** What PUT /api/users/watchlists sends for the lists shown: a list not yet saved goes without id. */
export const toWatchlistInputs = (lists: readonly Watchlist[]): WatchlistInput[] =>
  lists.map(({ id, name, symbols }) =>
    id.startsWith(UNSAVED_ID_PREFIX) ? { name, symbols } : { id, name, symbols },
  );

/**
 * The server's lists with what this device kept before lists moved to the account: a device list
 * whose name the server already has adds its missing symbols to that list; any other becomes a new
 * list, while there is room. Bounds hold: 20 lists, 50 symbols each.
 */
export function mergeDeviceLists(server: readonly Watchlist[], device: readonly Watchlist[]): Watchlist[] {
  let merged: Watchlist[] = [...server];
  for (const list of device) {
    const same = merged.find((kept) => isSameListName(kept.name, list.name.trim()));
    if (same) {
      for (const symbol of list.symbols) merged = withSymbol(merged, same.id, symbol);
    } else if (newListProblem(merged, list.name) === null) {
      const id = `${UNSAVED_ID_PREFIX}${merged.length}`;
      merged = withNewList(merged, list.name, id);
      for (const symbol of list.symbols) merged = withSymbol(merged, id, symbol);
    }
  }
  return merged;
}

/** A guard for what localStorage gives back (the lists a device kept before they moved). */
export function isWatchlists(value: unknown): value is Watchlist[] {
  return (
    Array.isArray(value) &&
    value.every(
      (list) =>
        typeof list === 'object' &&
        list !== null &&
        typeof (list as Watchlist).id === 'string' &&
        typeof (list as Watchlist).name === 'string' &&
        Array.isArray((list as Watchlist).symbols) &&
        (list as Watchlist).symbols.every((symbol) => typeof symbol === 'string'),
    )
  );
}
