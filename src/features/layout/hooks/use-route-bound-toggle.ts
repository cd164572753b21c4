// An open/closed flag that closes by itself on every navigation (SPEC.md 4: the sidebar closes on
// route change; so does the account modal once one of its links is followed). It remembers the
// location key it was opened at, so no effect has to reset it after the route changed.
//
// The key it remembers is the browser's current history entry's when there is one. BrowserRouter
// sets its location inside a React transition: while the next page's code loads, the screen and
// useLocation() still show the entry before, although the address has already moved. A panel
// opened in that window (the bell clicked right after an order took the customer to /) belongs to
// the entry being shown next; keyed by the rendered one, it closed the moment that entry arrived.
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/** The key BrowserRouter wrote into the current history entry; the rendered key elsewhere. */
function currentEntryKey(renderedKey: string): string {
  const state: unknown = window.history.state;
  if (state === null || typeof state !== 'object' || !('key' in state)) return renderedKey;
  return typeof state.key === 'string' ? state.key : renderedKey;
}

export function useRouteBoundToggle() {
  const { key } = useLocation();
  const [openedAtKey, setOpenedAtKey] = useState<string | null>(null);
  const open = openedAtKey === key;
  const show = useCallback(() => setOpenedAtKey(currentEntryKey(key)), [key]);
  const hide = useCallback(() => setOpenedAtKey(null), []);
  const toggle = useCallback(
    () => setOpenedAtKey((current) => (current === key ? null : currentEntryKey(key))),
    [key],
  );
  return { open, show, hide, toggle };
}
