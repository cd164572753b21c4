// The watchlists as stored on this device (localStorage 'watchlists') and the changes a screen makes.
import { useCallback } from 'react';
import { useStoredState } from '../../../lib/use-stored-state';
import {
  isWatchlists,
  withNewList,
  withoutList,
  withoutSymbol,
  withSymbol,
  type Watchlist,
} from '../watchlists';

export const WATCHLISTS_STORAGE_KEY = 'watchlists';
const NO_LISTS: Watchlist[] = [];

/** Ids only need to be unique on this device. */
const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export function useWatchlists() {
  const [lists, setLists] = useStoredState(WATCHLISTS_STORAGE_KEY, NO_LISTS, isWatchlists);
  const create = useCallback(
    (name: string) => {
      const id = newId();
      setLists((current) => withNewList(current, name, id));
      return id;
    },
    [setLists],
  );
  const remove = useCallback((id: string) => setLists((current) => withoutList(current, id)), [setLists]);
  const addSymbol = useCallback(
    (id: string, symbol: string) => setLists((current) => withSymbol(current, id, symbol)),
    [setLists],
  );
  const removeSymbol = useCallback(
    (id: string, symbol: string) => setLists((current) => withoutSymbol(current, id, symbol)),
    [setLists],
  );
  return { lists, create, remove, addSymbol, removeSymbol };
}
