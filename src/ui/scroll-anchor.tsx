// A zero-height mark placed just above a widget so a pick elsewhere on the page can bring that
// widget into view (issue 14, item 18): on a phone the order ticket sits ~1,000 px below the price
// list. The margin keeps the sticky header from covering the widget's top.

export { ScrollAnchor } from './scroll-anchor.styles';

/** The share of the viewport's height a widget's top may sit in and still count as in view. */
const IN_VIEW_FRACTION = 0.6;

/** Scrolls to `anchor` unless its widget already starts in the upper part of the viewport. */
export function revealAnchor(anchor: HTMLElement | null): void {
  if (!anchor) return;
  const { top } = anchor.getBoundingClientRect();
  if (top >= 0 && top <= window.innerHeight * IN_VIEW_FRACTION) return;
  anchor.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
}
