// A value a screen loads once when it mounts: null until the load answers (or when it answers
// null), and an answer that comes after the screen has gone is dropped, not set. Callers pass a
// module-level function, so the load keeps its identity and runs once per mount.
import { useEffect, useState } from 'react';

export function useLoadedOnce<T>(load: () => Promise<T | null>): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    void load().then((answer) => {
      if (current) setValue(answer);
    });
    return () => {
      current = false;
    };
  }, [load]);
  return value;
}
