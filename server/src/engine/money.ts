// Money helpers. The engine keeps balances in integer cents and floating profit in integer micro-USD
// (millionths), so sums over many positions are exact and a recomputation from scratch matches the
// running total to the last unit.

export const CENTS_PER_USD = 100;
export const MICROS_PER_USD = 1_000_000;
export const MICROS_PER_CENT = 10_000;

/** Rounds half away from zero, so a loss and a gain of the same size round to the same magnitude. */
export function roundHalfAwayFromZero(value: number): number {
  return value < 0 ? -Math.round(-value) : Math.round(value);
}

export const centsFromUsd = (usd: number): number => roundHalfAwayFromZero(usd * CENTS_PER_USD);
export const microsFromUsd = (usd: number): number => Math.round(usd * MICROS_PER_USD);
export const centsFromMicros = (micros: number): number => roundHalfAwayFromZero(micros / MICROS_PER_CENT);
export const usdFromCents = (cents: number): number => cents / CENTS_PER_USD;

/** Lots are kept on the 0.01 grid as plain numbers; this snaps float noise back onto it. */
export const snapLots = (lots: number): number => Math.round(lots * 100) / 100;

/** True when `lots` is a whole number of 0.01 steps (within float noise). */
export function isOnLotStep(lots: number): boolean {
  const steps = lots * 100;
  return Math.abs(steps - Math.round(steps)) < 1e-7;
}

/** Rounds a price to an instrument's digits. */
export function roundPrice(price: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(price * scale) / scale;
}

/** Fails loudly: the engine's invariants are not business refusals. */
export function assertInvariant(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`engine invariant broken: ${message}`);
}
