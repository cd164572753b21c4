// An open/closed flag that closes by itself on every navigation (SPEC.md 4: the sidebar closes on
// route change; so does the account modal once one of its links is followed). It remembers the
// location key it was opened at, so no effect has to reset it after the route changed.
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

export function useRouteBoundToggle() {
  const { key } = useLocation();
  const [openedAtKey, setOpenedAtKey] = useState<string | null>(null);
  const open = openedAtKey === key;
  const show = useCallback(() => setOpenedAtKey(key), [key]);
  const hide = useCallback(() => setOpenedAtKey(null), []);
  const toggle = useCallback(() => setOpenedAtKey((current) => (current === key ? null : key)), [key]);
  return { open, show, hide, toggle };
}
