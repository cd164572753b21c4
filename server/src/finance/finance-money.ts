// Money in reports: integer cents inside, two-decimal USD on the wire and in files. Cents are
// summed as integers; only the last step turns them into a number or text, so a total is always
// the exact sum of the rows it totals.

/** The JSON figure: 1234.5 for 123450 cents (a number with at most two decimals). */
export function usd(cents: number): number {
  return cents / 100;
}

/** The file figure: '-1234.50' (decimal point, no thousands separator, always two decimals). */
export function centsText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`centsText: not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** USD figures the engine rounded to cents, back to whole cents. */
export function toCents(usdFigure: number): number {
  return Math.round(usdFigure * 100);
}

/** Lots live on the 0.01 grid: as whole hundredths they add up exactly. */
export function lotHundredths(lots: number): number {
  return Math.round(lots * 100);
}
