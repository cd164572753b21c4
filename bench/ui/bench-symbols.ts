// The benchmark's market: SYMBOL_COUNT symbols spread over the six categories, plus the marker
// symbol whose ask carries the time its frame was sent, so the page can measure socket-to-paint.
import { MARKET_CATEGORIES, type SymbolInfo } from '../../contract/entities';
import type { PriceMessage } from '../../contract/live';

export const SYMBOL_COUNT = 300;
/** First row of the first tab (Emtia), so it is on screen in the dashboard widget. */
export const MARKER_SYMBOL = 'AAABENCH';
/** The marker's ask is the send time modulo this, shown with 0 digits (8 digits ~ 27 hours). */
export const MARKER_MODULO_MS = 100_000_000;

function symbolInfo(symbol: string, catCode: string, price: number, digits: number): SymbolInfo {
  return {
    symbol,
    desc: `${symbol} bench symbol`,
    catCode,
    isOpen: true,
    oTime: null,
    min: 0.01,
    max: 25,
    ask: price,
    bid: price,
    lvg: 100,
    contractSize: 1,
    calc: 0,
    currencyProfit: 'USD',
    chart: symbol,
    digits,
    dayOpen: price,
    dayHigh: price,
    dayLow: price,
    swapLong: -5,
    swapShort: 1,
    hours: 'always',
  };
}

/** SYMBOL_COUNT symbols: the marker and XAUUSD (the dashboard's default chart) among them. */
export function benchSymbols(): SymbolInfo[] {
  const symbols: SymbolInfo[] = [
    symbolInfo(MARKER_SYMBOL, 'emtia', 0, 0),
    symbolInfo('XAUUSD', 'emtia', 2650, 2),
  ];
  for (let index = symbols.length; index < SYMBOL_COUNT; index += 1) {
    const category = MARKET_CATEGORIES[index % MARKET_CATEGORIES.length];
    const code = `${category.slice(0, 3).toUpperCase()}${String(index).padStart(3, '0')}`;
    symbols.push(symbolInfo(code, category, 10 + (index % 97) * 13.7, 4));
  }
  return symbols;
}

/** A random walk per symbol; the marker's price is the send time instead. */
export class PriceWalk {
  private readonly mids = new Map<string, number>();
  private readonly digits = new Map<string, number>();

  constructor(symbols: readonly SymbolInfo[]) {
    for (const info of symbols) {
      this.mids.set(info.symbol, info.ask ?? 1);
      this.digits.set(info.symbol, info.digits);
    }
  }

  next(symbol: string, sentAtMs: number): PriceMessage {
    if (symbol === MARKER_SYMBOL) {
      const stamp = sentAtMs % MARKER_MODULO_MS;
      return { type: 'price', symbol, ask: stamp, bid: stamp };
    }
    const digits = this.digits.get(symbol) ?? 4;
    const mid = (this.mids.get(symbol) ?? 1) * (1 + (Math.random() - 0.5) * 0.002);
    this.mids.set(symbol, mid);
    const spread = mid * 0.0002;
    const round = (value: number) => Number(value.toFixed(digits));
    return { type: 'price', symbol, ask: round(mid + spread), bid: round(mid - spread) };
  }
}
