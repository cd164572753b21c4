// The 'price-up' / 'price-down' marker of SPEC.md section 2: set on the price cell when its price
// changes, cleared PRICE_MARKER_MS later (a new change restarts it). Driven by the quote's change
// counter, so a row that mounts showing an old change shows no marker. The class is set on the
// element directly and cleared by the shared marker clock, so a marker costs no extra render.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { PriceMove } from '../market-slice';
import { flashMarker, forgetMarker } from './marker-clock';

export { PRICE_MARKER_MS } from './marker-clock';

export function usePriceMarker(
  cell: RefObject<HTMLElement | null>,
  move: PriceMove,
  changeSeq: number,
): void {
  const shownSeq = useRef(changeSeq);
  useLayoutEffect(() => {
    if (changeSeq === shownSeq.current) return;
    shownSeq.current = changeSeq;
    if (cell.current && move) flashMarker(cell.current, move === 'up' ? 'price-up' : 'price-down');
  }, [cell, move, changeSeq]);
  useEffect(() => {
    const node = cell.current;
    return () => {
      if (node) forgetMarker(node);
    };
  }, [cell]);
}
