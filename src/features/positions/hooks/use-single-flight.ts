// Runs an async action at most once at a time. The ref is set before the first await, so a second
// click that lands before React re-renders the button as busy is dropped instead of sent again.
import { useCallback, useRef, useState } from 'react';

export function useSingleFlight<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
): [run: (...args: Args) => Promise<Result | undefined>, busy: boolean] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: Args): Promise<Result | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      try {
        return await action(...args);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  return [run, busy];
}
