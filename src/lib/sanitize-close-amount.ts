// The partial close amount (SPEC.md section 5): min 0.01, max the position's amount, empty gives
// 0.01, non-numeric input resets to 0.01. Lots are compared in integer hundredths so that a typed
// 0.3 of a 0.3 lot position is exactly the full amount.

export const CLOSE_AMOUNT_MIN_LOTS = 0.01;
const HUNDREDTHS_PER_LOT = 100;
const MIN_TEXT = CLOSE_AMOUNT_MIN_LOTS.toFixed(2);

const toHundredths = (lots: number): number => Math.round(lots * HUNDREDTHS_PER_LOT);

/** True when the text is a plain decimal as it is being typed: digits with at most one dot. */
const isNumericDraft = (text: string): boolean => /^\d*\.?\d*$/.test(text);

/**
 * What the field keeps while the user types: a numeric draft stays as typed (so '0.' can become
 * '0.5'); anything non-numeric resets the field to the minimum.
 */
export function sanitizeCloseAmountInput(raw: string): string {
  const text = raw.trim();
  return isNumericDraft(text) ? text : MIN_TEXT;
}

/** The lots the text stands for, clamped to [0.01, position amount]; empty or unreadable is 0.01. */
export function closeAmountLots(text: string, positionLots: number): number {
  const minHundredths = toHundredths(CLOSE_AMOUNT_MIN_LOTS);
  const maxHundredths = Math.max(minHundredths, toHundredths(positionLots));
  const trimmed = text.trim();
  const value = trimmed === '' || trimmed === '.' || !isNumericDraft(trimmed) ? NaN : Number(trimmed);
  // Amounts finer than the lot step are cut, never rounded up past what the user asked to close.
  const hundredths = Number.isFinite(value) ? Math.floor(value * HUNDREDTHS_PER_LOT + 1e-9) : minHundredths;
  return Math.min(maxHundredths, Math.max(minHundredths, hundredths)) / HUNDREDTHS_PER_LOT;
}

/** On blur the field shows the amount that will be sent, with 2 decimals. */
export const finishCloseAmountOnBlur = (text: string, positionLots: number): string =>
  closeAmountLots(text, positionLots).toFixed(2);

/** The amount closes the whole position (the form then uses the full-close call). */
export const isFullClose = (lots: number, positionLots: number): boolean =>
  toHundredths(lots) >= toHundredths(positionLots);
