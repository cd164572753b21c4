// Which rows of a fixed-row-height list are inside its scroll box (plus OVERSCAN_ROWS either side),
// so only those are rendered: a market tab of hundreds of ticking symbols, or a positions list of
// thousands of loaded trades, costs what a screenful costs.
import { useEffect, useState, type RefObject } from 'react';

const OVERSCAN_ROWS = 4;
/** Rendered when the box has no measurable height yet (first render, or jsdom in tests). */
const UNMEASURED_ROWS = 40;

export interface VisibleRange {
  start: number;
  end: number;
}

export function visibleRange(
  scrollTopPx: number,
  heightPx: number,
  rowHeightPx: number,
  count: number,
): VisibleRange {
  if (heightPx <= 0) return { start: 0, end: Math.min(count, UNMEASURED_ROWS) };
  const first = Math.floor(scrollTopPx / rowHeightPx) - OVERSCAN_ROWS;
  const last = Math.ceil((scrollTopPx + heightPx) / rowHeightPx) + OVERSCAN_ROWS;
  return { start: Math.max(0, first), end: Math.min(count, last) };
}

export function useVisibleRange(
  box: RefObject<HTMLElement | null>,
  rowHeightPx: number,
  count: number,
): VisibleRange {
  const [view, setView] = useState({ scrollTopPx: 0, heightPx: 0 });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setView((previous) =>
        previous.scrollTopPx === element.scrollTop && previous.heightPx === element.clientHeight
          ? previous
          : { scrollTopPx: element.scrollTop, heightPx: element.clientHeight },
      );
    };
    // Scroll events can outpace frames; measuring once per frame is enough.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    element.addEventListener('scroll', onScroll, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resize?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [box]);

  return visibleRange(view.scrollTopPx, view.heightPx, rowHeightPx, count);
}
