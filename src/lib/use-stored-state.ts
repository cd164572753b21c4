// A small piece of client state kept in localStorage under its own key, for preferences that live on
// one device and never reach the server or the store (the /nft favourites, the /collections
// watchlists). Every component using the same key sees the same value, and so do other tabs (the
// 'storage' event). What is read back is checked by the caller's guard: a value written by an older
// build, or by hand, falls back to the initial value instead of breaking the page.
import { useCallback, useSyncExternalStore } from 'react';

type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();

function notify(key: string): void {
  for (const listener of listeners.get(key) ?? []) listener();
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be refused (private mode, a full quota); the page then works for this visit only.
    return null;
  }
}

/** Parsed values per key and raw text, so a snapshot keeps its identity until the text changes. */
const parsedCache = new Map<string, { raw: string | null; value: unknown }>();

export function useStoredState<T>(
  key: string,
  initial: T,
  isValid: (value: unknown) => value is T,
): [T, (next: T | ((current: T) => T)) => void] {
  const subscribe = useCallback(
    (listener: Listener) => {
      const set = listeners.get(key) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(key, set);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        set.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    [key],
  );

  const getSnapshot = useCallback((): T => {
    const raw = read(key);
    const cached = parsedCache.get(key);
    if (cached && cached.raw === raw) return cached.value as T;
    let value: T = initial;
    if (raw !== null) {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (isValid(parsed)) value = parsed;
      } catch {
        // Unreadable text reads as the initial value.
      }
    }
    parsedCache.set(key, { raw, value });
    return value;
  }, [key, initial, isValid]);

  const value = useSyncExternalStore(subscribe, getSnapshot, () => initial);

  const setValue = useCallback(
    (next: T | ((current: T) => T)) => {
      const current = getSnapshot();
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
      try {
        window.localStorage.setItem(key, JSON.stringify(resolved));
      } catch {
        // Not stored: keep it for this visit so the click still does something.
        parsedCache.set(key, { raw: read(key), value: resolved });
      }
      notify(key);
    },
    [key, getSnapshot],
  );

  return [value, setValue];
}
