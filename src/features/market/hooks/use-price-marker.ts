// The 'price-up' / 'price-down' marker of SPEC.md section 2: set when a price changes, cleared
// PRICE_MARKER_MS later. A new change restarts the timer. Driven by the quote's change counter so a
// row that mounts with an old change shows nothing.
import { useEffect, useState } from 'react';
import type { PriceMove } from '../market-slice';

export const PRICE_MARKER_MS = 1000;

export type PriceMarkerClass = 'price-up' | 'price-down';

export function usePriceMarker(move: PriceMove, changeSeq: number): PriceMarkerClass | undefined {
  const [clearedSeq, setClearedSeq] = useState(changeSeq);
  useEffect(() => {
    if (changeSeq === clearedSeq) return;
    const timer = setTimeout(() => setClearedSeq(changeSeq), PRICE_MARKER_MS);
    return () => clearTimeout(timer);
  }, [changeSeq, clearedSeq]);
  if (changeSeq === clearedSeq || move === null) return undefined;
  return move === 'up' ? 'price-up' : 'price-down';
}
