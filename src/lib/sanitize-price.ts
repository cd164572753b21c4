// The optional price fields' input rules (SPEC.md section 5: market limit, stop loss, take profit).
// Pure functions over the field's text; the field is null whenever its checkbox is off.
import { digitsAndFirstDot } from './digits-and-dot';

/**
 * Cleans what the user typed: digits and the first dot survive, anything else is ignored, and a
 * leading dot gets a 0 ('.5' -> '0.5', '.' -> '0.').
 */
export function sanitizePriceInput(raw: string): string {
  const text = digitsAndFirstDot(raw);
  return text.startsWith('.') ? `0${text}` : text;
}

/** On blur a trailing dot is removed ('12.' -> '12'). */
export function finishPriceOnBlur(text: string): string {
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/** The price the text stands for, or null when empty or unreadable. */
export function parsePrice(text: string): number | null {
  const finished = finishPriceOnBlur(text.trim());
  if (finished === '') return null;
  const value = Number(finished);
  return Number.isFinite(value) ? value : null;
}

/** What a field sends: null when off (SPEC.md section 5), else its price. */
export const priceFieldValue = (on: boolean, text: string): number | null => (on ? parsePrice(text) : null);
