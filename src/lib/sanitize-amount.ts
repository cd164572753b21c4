// The order amount's rules (SPEC.md section 5), as pure functions over the input's text. Lots are
// handled in integer hundredths (the lot step, 0.01) so that stepping never drifts: 0.1 + 0.2
// lots is 30 hundredths, never 0.30000000000000004.
import { digitsAndFirstDot } from './digits-and-dot';

/** Lot bounds when a symbol does not give its own (SPEC.md sections 5 and 9). */
export const LOT_MIN_DEFAULT = 0.01;
export const LOT_MAX_DEFAULT = 25;
/** The lot step and the slider's step. */
export const LOT_STEP = 0.01;
/** Lots are shown with two decimals. */
export const LOT_DECIMALS = 2;

const HUNDREDTHS_PER_LOT = 100;

export const toHundredths = (lots: number): number => Math.round(lots * HUNDREDTHS_PER_LOT);
export const fromHundredths = (hundredths: number): number => hundredths / HUNDREDTHS_PER_LOT;
export const formatLots = (lots: number): string => lots.toFixed(LOT_DECIMALS);

/** Digits in the integer part of max: 25 -> 2, 100 -> 3, 0.5 -> 1. */
export function integerDigitsOf(max: number): number {
  return String(Math.trunc(Math.abs(max))).length;
}

/**
 * Cleans what the user typed: only digits and the first dot survive; a lone '.' becomes '0.'.
 * The integer part is cut to the digit count of max's integer part, and so is the fraction, but the
 * fraction keeps at least the lot's two decimals: read literally, max 5 would allow one decimal and
 * 0.01 could never be typed (docs/decisions.md).
 */
export function sanitizeAmountInput(raw: string, max: number = LOT_MAX_DEFAULT): string {
  const text = digitsAndFirstDot(raw);
  if (text === '.') return '0.';
  const digitsMax = integerDigitsOf(max);
  const [integerPart, fractionPart] = text.split('.');
  const integer = integerPart.slice(0, digitsMax);
  if (fractionPart === undefined) return integer;
  const fraction = fractionPart.slice(0, Math.max(digitsMax, LOT_DECIMALS));
  return `${integer === '' ? '0' : integer}.${fraction}`;
}

/** The amount the text stands for, or null when it is empty or not a number. */
export function parseAmount(text: string): number | null {
  if (text.trim() === '' || text === '.') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** On blur: clamped between min and max, two decimals. Empty or unreadable text becomes min. */
export function clampAmountOnBlur(
  text: string,
  min: number = LOT_MIN_DEFAULT,
  max: number = LOT_MAX_DEFAULT,
): string {
  const value = parseAmount(text);
  if (value === null) return formatLots(min);
  const hundredths = Math.min(toHundredths(max), Math.max(toHundredths(min), toHundredths(value)));
  return formatLots(fromHundredths(hundredths));
}

/** Minus: subtracts min, never going below min. */
export function stepAmountDown(text: string, min: number = LOT_MIN_DEFAULT): string {
  const current = toHundredths(parseAmount(text) ?? min);
  const step = toHundredths(min);
  return formatLots(fromHundredths(Math.max(step, current - step)));
}

/** Plus: adds min, never going above max. */
export function stepAmountUp(
  text: string,
  min: number = LOT_MIN_DEFAULT,
  max: number = LOT_MAX_DEFAULT,
): string {
  const current = toHundredths(parseAmount(text) ?? 0);
  const next = Math.max(toHundredths(min), current + toHundredths(min));
  return formatLots(fromHundredths(Math.min(toHundredths(max), next)));
}

/** The minus button is disabled at or below min. */
export const isAmountDownDisabled = (text: string, min: number = LOT_MIN_DEFAULT): boolean =>
  toHundredths(parseAmount(text) ?? 0) <= toHundredths(min);

/** The plus button is disabled at or above max. */
export const isAmountUpDisabled = (text: string, max: number = LOT_MAX_DEFAULT): boolean =>
  toHundredths(parseAmount(text) ?? 0) >= toHundredths(max);

/** Why an amount cannot be sent, as named codes; the ticket maps them to Turkish messages. */
export type AmountProblem = 'empty' | 'below-min' | 'above-max' | 'off-step';

export type AmountCheck = { ok: true; lots: number } | { ok: false; problem: AmountProblem };

/** Checks the text as it would be sent (the client refuses before calling the server). */
export function checkAmount(
  text: string,
  min: number = LOT_MIN_DEFAULT,
  max: number = LOT_MAX_DEFAULT,
): AmountCheck {
  const value = parseAmount(text);
  if (value === null) return { ok: false, problem: 'empty' };
  const hundredths = value * HUNDREDTHS_PER_LOT;
  if (Math.abs(hundredths - Math.round(hundredths)) > 1e-6) return { ok: false, problem: 'off-step' };
  if (Math.round(hundredths) < toHundredths(min)) return { ok: false, problem: 'below-min' };
  if (Math.round(hundredths) > toHundredths(max)) return { ok: false, problem: 'above-max' };
  return { ok: true, lots: fromHundredths(Math.round(hundredths)) };
}
