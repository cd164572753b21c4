// The day's change and the spread as the market rows show them, from the live quote and the day's
// figures (the server sends the open; the client divides, so price messages stay small).
import { formatPercent } from '../../lib/format-number';

/** Decimals of a shown change %. Rounding here keeps a cell still while the shown value is. */
export const CHANGE_PCT_DECIMALS = 2;
const CHANGE_PCT_SCALE = 10 ** CHANGE_PCT_DECIMALS;

/** (bid − open) / open in percent, rounded to 2 decimals; null without both figures. */
export function changePctOf(bid: number | undefined, open: number | undefined): number | null {
  if (bid === undefined || open === undefined || !(open > 0)) return null;
  const pct = Math.round(((bid - open) / open) * 100 * CHANGE_PCT_SCALE) / CHANGE_PCT_SCALE;
  // -0 would show as "-0.00" in red; a flat day is zero.
  return pct === 0 ? 0 : pct;
}

/** Ask − bid in points of the symbol's last digit; null without a quote or digits. */
export function spreadPointsOf(
  quote: { ask: number; bid: number } | undefined,
  digits: number | undefined,
): number | null {
  if (!quote || digits === undefined) return null;
  return Math.round((quote.ask - quote.bid) * 10 ** digits);
}

/** '+1.25%' or '-0.40%': the sign is always shown, as terminals do. */
export function formatChangePct(pct: number): string {
  return formatPercent(pct, { signed: true });
}
