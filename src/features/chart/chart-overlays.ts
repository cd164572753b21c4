// What the chart draws over its candles, described as plain data so the React side never touches
// the library: indicator lines (on the price pane or RSI's own pane) and horizontal price lines
// (a position's entry, stop loss and take profit). chart-engine.ts turns them into series.

export type OverlayPane = 'price' | 'rsi';

export interface OverlayPoint {
  /** Bar start, unix seconds (the candle's time). */
  time: number;
  value: number;
}

export interface OverlayLine {
  /** Stable name, so a tick updates the same series instead of replacing it. */
  key: string;
  pane: OverlayPane;
  color: string;
  points: readonly OverlayPoint[];
}

export interface PriceLineSpec {
  key: string;
  price: number;
  title: string;
  color: string;
  dashed: boolean;
}
