// Clears price markers PRICE_MARKER_MS after they were set, for every price cell on the page with
// ONE timer. Hundreds of cells change every second; a React state and a timer per cell would cost
// a re-render and a timer per change. Every marker lives equally long, so the cells ordered by
// when they were marked are also ordered by when they must clear, and a Map keeps that order
// (marking a cell again moves it to the end).
export const PRICE_MARKER_MS = 1000;
export const PRICE_MARKER_CLASSES = ['price-up', 'price-down'] as const;
export type PriceMarkerClass = (typeof PRICE_MARKER_CLASSES)[number];

const clearAtMsByCell = new Map<Element, number>();
let timer: ReturnType<typeof setTimeout> | null = null;

function clearDue(): void {
  timer = null;
  const now = Date.now();
  for (const [cell, clearAtMs] of clearAtMsByCell) {
    if (clearAtMs > now) break;
    cell.classList.remove(...PRICE_MARKER_CLASSES);
    clearAtMsByCell.delete(cell);
  }
  scheduleNext();
}

function scheduleNext(): void {
  if (timer !== null) return;
  const first = clearAtMsByCell.values().next();
  if (first.done) return;
  timer = setTimeout(clearDue, Math.max(0, first.value - Date.now()));
}

/** Shows `marker` on `cell` for PRICE_MARKER_MS, replacing any marker it had. */
export function flashMarker(cell: Element, marker: PriceMarkerClass): void {
  cell.classList.remove(...PRICE_MARKER_CLASSES);
  cell.classList.add(marker);
  clearAtMsByCell.delete(cell);
  clearAtMsByCell.set(cell, Date.now() + PRICE_MARKER_MS);
  scheduleNext();
}

/** A cell leaving the page: nothing to clear any more. */
export function forgetMarker(cell: Element): void {
  clearAtMsByCell.delete(cell);
}
