// What the margin panel shows, derived from the shared contract function (contract/margin.ts) so
// the panel and the server's free-margin check can never disagree on the formula. The panel adds
// the spec's 20% (MARGIN_DISPLAY_BUFFER) and rounds to cents.
import type { SymbolInfo } from '../../../contract/entities';
import { MARGIN_DISPLAY_BUFFER, requiredMarginUsd, roundCents, type Quote } from '../../../contract/margin';

export type MarginFigures =
  | { kind: 'ok'; requiredUsd: number }
  /** SPEC.md section 8: 'Data is missing'. The symbol is absent (or has no live price yet). */
  | { kind: 'missing-symbol' }
  /** The calc 1/2 conversion symbol has no price: 'Veri Bulunamadi'. */
  | { kind: 'missing-conversion' }
  /** SPEC.md section 8: 'Hesaplanamadi'. */
  | { kind: 'unknown-calc' };

/**
 * Required margin for `amount` lots as the panel shows it, buffer included. `quote` is the symbol's
 * live price (fresher than the list's); `quoteOf` finds the conversion symbol's price.
 */
export function marginFigures(
  info: SymbolInfo | undefined,
  quote: Quote | undefined,
  amount: number,
  quoteOf: (symbol: string) => Quote | undefined,
): MarginFigures {
  if (!info) return { kind: 'missing-symbol' };
  const priced = quote ? { ...info, ask: quote.ask, bid: quote.bid } : info;
  const result = requiredMarginUsd(priced, amount, quoteOf);
  if (result.ok) return { kind: 'ok', requiredUsd: roundCents(result.requiredUsd * MARGIN_DISPLAY_BUFFER) };
  if (result.reason === 'unknown-calc') return { kind: 'unknown-calc' };
  if (result.reason === 'missing-conversion') return { kind: 'missing-conversion' };
  return { kind: 'missing-symbol' };
}
