// The day's biggest gainers and losers across the whole catalogue, from each symbol's live bid and
// day's open. The ranking is a pure function; the selector keeps its answer while the order of the
// symbols stays, so the widget re-renders only when a symbol climbs or falls out, and each shown
// figure ticks in its own cell.
import type { RootState } from '../../app/store';
import { changePctOf } from './daily-change';

/** How many symbols each side of the top widget lists (its slot is one grid row high). */
export const TOP_MOVERS_PER_SIDE = 3;

export interface TopMovers {
  gainers: readonly string[];
  losers: readonly string[];
}

export interface MoverInput {
  symbol: string;
  changePct: number | null;
}

/** Gainers above zero, best first; losers below zero, worst first; ties by symbol code. */
export function rankMovers(inputs: readonly MoverInput[], perSide: number): TopMovers {
  const known = inputs.filter(
    (input): input is { symbol: string; changePct: number } => input.changePct !== null,
  );
  const bySymbol = (a: { symbol: string }, b: { symbol: string }) => a.symbol.localeCompare(b.symbol);
  const gainers = known
    .filter((input) => input.changePct > 0)
    .sort((a, b) => b.changePct - a.changePct || bySymbol(a, b));
  const losers = known
    .filter((input) => input.changePct < 0)
    .sort((a, b) => a.changePct - b.changePct || bySymbol(a, b));
  return {
    gainers: gainers.slice(0, perSide).map((input) => input.symbol),
    losers: losers.slice(0, perSide).map((input) => input.symbol),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((symbol, index) => symbol === b[index]);

/** Equality for useAppSelector: the same symbols in the same order. */
export const sameMovers = (a: TopMovers, b: TopMovers): boolean =>
  sameList(a.gainers, b.gainers) && sameList(a.losers, b.losers);

export function selectTopMovers(state: RootState): TopMovers {
  const { symbols, quotes, daily } = state.market;
  const inputs = symbols.ids.map((symbol) => ({
    symbol,
    changePct: changePctOf(quotes[symbol]?.bid, daily[symbol]?.open),
  }));
  return rankMovers(inputs, TOP_MOVERS_PER_SIDE);
}
