// SPEC.md 4: the page does not scroll while a modal or the sidebar drawer is open. Several
// overlays can be open at once (the account modal over the drawer), so locks are counted and the
// page's own overflow comes back only when the last one is released.
import { useEffect } from 'react';

let activeLocks = 0;
let savedOverflow = '';

function lock(): void {
  if (activeLocks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  activeLocks += 1;
}

function unlock(): void {
  activeLocks = Math.max(0, activeLocks - 1);
  if (activeLocks === 0) document.body.style.overflow = savedOverflow;
}

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
