// The customer's watchlists: named lists of market symbols, kept on this device. Pure functions
// over the lists, so every rule is tested without a screen; each has a named bound so a list kept
// for years stays small.

export interface Watchlist {
  id: string;
  name: string;
  symbols: string[];
}

export const WATCHLISTS_MAX = 20;
export const WATCHLIST_SYMBOLS_MAX = 50;
export const WATCHLIST_NAME_LENGTH_MAX = 40;

export type NewListProblem = 'empty' | 'taken' | 'too-many';

const sameName = (a: string, b: string) => a.localeCompare(b, 'tr', { sensitivity: 'base' }) === 0;

export function newListProblem(lists: readonly Watchlist[], name: string): NewListProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (lists.some((list) => sameName(list.name, trimmed))) return 'taken';
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

/** A guard for what localStorage gives back. */
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
