// The arithmetic of the swipeable drawer (SPEC.md 9: swipe area 20, fling velocity 450), kept
// apart from React so it can be tested with plain numbers.

/** A touch that starts this close to the left edge may pull the closed drawer open. */
export const SWIPE_AREA_PX = 20;
/** A release faster than this opens or closes the drawer whatever its position. */
export const FLING_VELOCITY_PX_PER_S = 450;
/** Only the last part of a gesture says how fast the finger was moving when it let go. */
const VELOCITY_WINDOW_MS = 100;
/** Movement under this is not yet a direction (a tap, or the start of a scroll). */
export const DIRECTION_LOCK_PX = 6;

export interface SwipeSample {
  x: number;
  timeMs: number;
}

/** Horizontal speed over the last 100 ms of samples, in px/s; positive means rightwards. */
export function velocityPxPerS(samples: readonly SwipeSample[]): number {
  if (samples.length < 2) return 0;
  const last = samples[samples.length - 1];
  const recent = samples.filter((sample) => last.timeMs - sample.timeMs <= VELOCITY_WINDOW_MS);
  const first = recent.length >= 2 ? recent[0] : samples[samples.length - 2];
  const elapsedMs = last.timeMs - first.timeMs;
  if (elapsedMs <= 0) return 0;
  return ((last.x - first.x) / elapsedMs) * 1000;
}

/** How much of the drawer shows (0 closed, widthPx open) for a finger moved by deltaPx. */
export function dragOffsetPx(startOffsetPx: number, deltaPx: number, widthPx: number): number {
  return Math.min(widthPx, Math.max(0, startOffsetPx + deltaPx));
}

/** Where the drawer settles on release: a fling decides by direction, otherwise the half-way mark. */
export function settlesOpen(offsetPx: number, widthPx: number, velocity: number): boolean {
  if (velocity >= FLING_VELOCITY_PX_PER_S) return true;
  if (velocity <= -FLING_VELOCITY_PX_PER_S) return false;
  return offsetPx > widthPx / 2;
}
