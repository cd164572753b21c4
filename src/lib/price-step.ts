// The optional price fields' stepper (SPEC.md section 5): step 1 when the price has no fraction,
// 0.1 when its integer part has 4 digits, otherwise 0.01; stepped values are shown with 2 decimals.
// "No fraction" is read from the price's value, so '2001.00' steps by 1 like '2001' does (the spec's
// rule, literally: 0.1 steps from 2000.9 land on 2001.00 and continue by 1). Arithmetic is in integer
// hundredths so repeated steps never drift (2000.1 + 0.1 is 2000.20).

/** Stepped prices are shown with this many decimals. */
export const STEPPED_PRICE_DECIMALS = 2;
/** Integer-part length that selects the 0.1 step (e.g. gold at 2034.56). */
const TENTH_STEP_INTEGER_DIGITS = 4;

const HUNDREDTHS = 100;

/** The step in hundredths for a shown price: 100 (1), 10 (0.1) or 1 (0.01). */
export function priceStepHundredthsOf(text: string): number {
  const price = Number(text.trim() === '' ? '0' : text);
  if (!Number.isFinite(price) || Number.isInteger(price)) return HUNDREDTHS;
  const integerDigits = String(Math.trunc(Math.abs(price))).length;
  return integerDigits === TENTH_STEP_INTEGER_DIGITS ? HUNDREDTHS / 10 : 1;
}

/** The step as a price: 1, 0.1 or 0.01. */
export const priceStepOf = (text: string): number => priceStepHundredthsOf(text) / HUNDREDTHS;

/** One step up or down from the shown price, never below 0, shown with 2 decimals. */
export function stepPrice(text: string, direction: 1 | -1): string {
  const price = Number(text.trim() === '' ? '0' : text);
  const current = Number.isFinite(price) ? Math.round(price * HUNDREDTHS) : 0;
  const next = Math.max(0, current + direction * priceStepHundredthsOf(text));
  return (next / HUNDREDTHS).toFixed(STEPPED_PRICE_DECIMALS);
}
