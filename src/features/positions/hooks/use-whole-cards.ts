// How many whole cards fit in a box of fixed height (the dashboard widget's list). The widget shows
// those and no more, rather than a scroll box of its own that cuts the last card in half; the link
// to /transactions carries the rest.
import { useEffect, useState, type RefObject } from 'react';

/** Shown before the box is measured (first render, or jsdom in tests): the list as loaded. */
const UNMEASURED = Number.POSITIVE_INFINITY;

/** Cards of `cardPx` with `gapPx` between them: n cards need n * cardPx + (n - 1) * gapPx. */
export function wholeCardsIn(heightPx: number, cardPx: number, gapPx: number): number {
  if (heightPx <= 0) return UNMEASURED;
  return Math.max(0, Math.floor((heightPx + gapPx) / (cardPx + gapPx)));
}

export function useWholeCards(
  box: RefObject<HTMLElement | null>,
  cardPx: number,
  gapPx: number,
  enabled: boolean,
): number {
  const [heightPx, setHeightPx] = useState(0);

  useEffect(() => {
    const element = box.current;
    if (!element || !enabled || typeof ResizeObserver === 'undefined') return;
    const measure = () => setHeightPx(element.clientHeight);
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    return () => resize.disconnect();
  }, [box, enabled]);

  return enabled ? wholeCardsIn(heightPx, cardPx, gapPx) : UNMEASURED;
}
