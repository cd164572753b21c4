// Number display for figures the spec fixes (SPEC.md section 9): lots and money with 2 decimals,
// prices with the symbol's digits, percentages with 2 decimals and the sign glued on ('4.25%').
// Plain dot decimals and no grouping, the way the order ticket shows amounts: every screen formats
// its figures here, so one figure reads the same everywhere (issue 22, item 8).

export const MONEY_DECIMALS = 2;
export const LOT_DISPLAY_DECIMALS = 2;
/** Longest fraction shown for a price whose symbol's digits are unknown. */
const PRICE_DECIMALS_MAX = 6;

/** Money in USD with 2 decimals; -0 is shown as 0.00. */
export function formatMoney(value: number): string {
  const text = value.toFixed(MONEY_DECIMALS);
  return Object.is(Number(text), -0) ? (0).toFixed(MONEY_DECIMALS) : text;
}

/**
 * A percentage with 2 decimals and the sign glued on: '899.97%', '-1.50%'; `signed` adds '+' to a
 * positive value, as ROI and the day's change show it.
 */
export function formatPercent(value: number, { signed = false }: { signed?: boolean } = {}): string {
  const text = formatMoney(value);
  return `${signed && Number(text) > 0 ? '+' : ''}${text}%`;
}

export const formatLotAmount = (lots: number): string => lots.toFixed(LOT_DISPLAY_DECIMALS);

/** Decimal places the number carries as written (1.0832 -> 4), capped so float noise stays hidden. */
function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes('e')) return PRICE_DECIMALS_MAX;
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : Math.min(PRICE_DECIMALS_MAX, text.length - dot - 1);
}

/**
 * A price with the symbol's digits when they are known. Otherwise with the decimals the server
 * sent (it rounds prices to the symbol's digits), but at least two, so 2650.5 reads 2650.50.
 */
export function formatPrice(value: number | null | undefined, digits?: number | null): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const places = digits ?? Math.max(MONEY_DECIMALS, decimalsOf(value));
  return value.toFixed(places);
}
