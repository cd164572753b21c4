// The customer's watchlists as the server keeps them, and the changes a screen makes: each change
// sends every list (PUT replaces them) and shows at once. Only the answer to the latest change is
// taken into the cache (an older one arriving late would show a state already replaced); when the
// latest is refused, the server's lists are read again. Lists this device kept before they moved
// to the account (localStorage 'watchlists') are merged into the server's once, the first time the
// server's lists arrive; once the server has them the device forgets them. A failed upload keeps
// them for the next visit.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { useToast } from '../../../lib/toast';
import { api } from '../../../api/api-slice';
import { useAppDispatch } from '../../../app/hooks';
import { useGetWatchlistsQuery, useReplaceWatchlistsMutation, watchlistsApi } from '../api/watchlists-api';
import {
  isSameListName,
  isWatchlists,
  mergeDeviceLists,
  toWatchlistInputs,
  UNSAVED_ID_PREFIX,
  withNewList,
  withoutList,
  withoutSymbol,
  withSymbol,
  type Watchlist,
} from '../watchlists';

/** Where this device kept its lists before the server did; read once, then removed. */
export const WATCHLISTS_STORAGE_KEY = 'watchlists';
const NO_LISTS: Watchlist[] = [];

function readDeviceLists(): Watchlist[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(WATCHLISTS_STORAGE_KEY) ?? '[]');
    return isWatchlists(parsed) ? parsed : NO_LISTS;
  } catch {
    return NO_LISTS;
  }
}

function forgetDeviceLists(): void {
  try {
    window.localStorage.removeItem(WATCHLISTS_STORAGE_KEY);
  } catch {
    // Storage refused: the merge is by name, so uploading the same lists again changes nothing.
  }
}

export function useWatchlists() {
  const toast = useToast();
  const { data: lists = NO_LISTS, isSuccess } = useGetWatchlistsQuery();
  const [replace] = useReplaceWatchlistsMutation();
  // The lists as last shown, so two quick changes build on each other rather than on one render.
  const latest = useRef(lists);
  useLayoutEffect(() => {
    latest.current = lists;
  }, [lists]);

  const dispatch = useAppDispatch();
  const lastSave = useRef(0);

  const save = useCallback(
    async (next: Watchlist[]): Promise<Watchlist[] | null> => {
      latest.current = next;
      lastSave.current += 1;
      const thisSave = lastSave.current;
      dispatch(watchlistsApi.util.updateQueryData('getWatchlists', undefined, () => next));
      try {
        const saved = await replace(toWatchlistInputs(next)).unwrap();
        if (thisSave === lastSave.current) {
          dispatch(watchlistsApi.util.upsertQueryData('getWatchlists', undefined, saved));
        }
        return saved;
      } catch (error) {
        const message = (error as { message?: unknown }).message;
        toast.error(typeof message === 'string' && message ? message : tr.errors.generic);
        if (thisSave === lastSave.current) dispatch(api.util.invalidateTags(['Watchlists']));
        return null;
      }
    },
    [dispatch, replace, toast],
  );

  const uploaded = useRef(false);
  useEffect(() => {
    if (!isSuccess || uploaded.current) return;
    uploaded.current = true;
    const device = readDeviceLists();
    if (device.length === 0) return;
    void save(mergeDeviceLists(latest.current, device)).then((saved) => {
      if (saved) forgetDeviceLists();
    });
  }, [isSuccess, save]);

  /** Resolves to the new list's id once the server has it, or null when it refused. */
  const create = useCallback(
    async (name: string): Promise<string | null> => {
      const saved = await save(withNewList(latest.current, name, `${UNSAVED_ID_PREFIX}${name}`));
      return saved?.find((list) => isSameListName(list.name, name.trim()))?.id ?? null;
    },
    [save],
  );
  const remove = useCallback((id: string) => void save(withoutList(latest.current, id)), [save]);
  const addSymbol = useCallback(
    (id: string, symbol: string) => void save(withSymbol(latest.current, id, symbol)),
    [save],
  );
  const removeSymbol = useCallback(
    (id: string, symbol: string) => void save(withoutSymbol(latest.current, id, symbol)),
    [save],
  );
  return { lists, loaded: isSuccess, create, remove, addSymbol, removeSymbol };
}
