// True once `delayMs` has passed since mount: the ticket appears 1 s after load (SPEC.md section 2),
// which keeps it from flashing 'Veri Bulunamadi' while the symbol list and socket snapshot arrive.
import { useEffect, useState } from 'react';

export function useRevealAfter(delayMs: number): boolean {
  const [revealed, setRevealed] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setRevealed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return revealed;
}
