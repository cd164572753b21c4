// Required margin, shared by the SPA's margin panel and the server's free-margin check.
//
// SPEC.md section 9: mid x contractSize x amount / lvg, in the profit currency, converted to USD.
// Calc 0 is already USD. Calc 1 divides by the mid of 'USD'+currencyProfit (USDTRY for a TRY stock).
// Calc 2: SPEC.md says "divided by" the mid of currencyProfit+'USD', but EURUSD quotes USD per EUR,
// so a EUR amount is *multiplied* by it to give USD. We convert correctly (docs/decisions.md).
// The SPA shows the figure plus the spec's 20% (MARGIN_DISPLAY_BUFFER); the server checks without it.

export const MARGIN_DISPLAY_BUFFER = 1.2;

export interface MarginSymbol {
  ask: number | null;
  bid: number | null;
  lvg?: number;
  contractSize?: number;
  calc: number;
  currencyProfit: string;
}

export interface Quote {
  ask: number | null;
  bid: number | null;
}

export type MarginResult =
  | { ok: true; requiredUsd: number }
  | { ok: false; reason: 'missing-symbol' | 'missing-price' | 'missing-conversion' | 'unknown-calc' };

export function midPrice(quote: Quote | undefined | null): number | null {
  if (!quote || quote.ask === null || quote.bid === null) return null;
  return (quote.ask + quote.bid) / 2;
}

/** The conversion symbol a calc mode needs, or null for calc 0 and unknown modes. */
export function conversionSymbolFor(calc: number, currencyProfit: string): string | null {
  if (calc === 1) return `USD${currencyProfit}`;
  if (calc === 2) return `${currencyProfit}USD`;
  return null;
}

export const roundCents = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/**
 * Required margin in USD for `amount` lots, unrounded. `quoteOf` looks up a live quote by symbol
 * (used for the conversion symbol).
 */
export function requiredMarginUsd(
  symbol: MarginSymbol | undefined | null,
  amount: number,
  quoteOf: (symbol: string) => Quote | undefined | null,
): MarginResult {
  if (!symbol) return { ok: false, reason: 'missing-symbol' };
  const mid = midPrice(symbol);
  if (mid === null) return { ok: false, reason: 'missing-price' };
  const lvg = symbol.lvg && symbol.lvg > 0 ? symbol.lvg : 1;
  const contractSize = symbol.contractSize && symbol.contractSize > 0 ? symbol.contractSize : 1;
  const inProfitCurrency = (mid * contractSize * (amount || 0)) / lvg;
  if (symbol.calc === 0) return { ok: true, requiredUsd: inProfitCurrency };
  if (symbol.calc !== 1 && symbol.calc !== 2) return { ok: false, reason: 'unknown-calc' };
  const conversion = midPrice(quoteOf(conversionSymbolFor(symbol.calc, symbol.currencyProfit) ?? ''));
  if (conversion === null || conversion <= 0) return { ok: false, reason: 'missing-conversion' };
  return {
    ok: true,
    requiredUsd: symbol.calc === 1 ? inProfitCurrency / conversion : inProfitCurrency * conversion,
  };
}
