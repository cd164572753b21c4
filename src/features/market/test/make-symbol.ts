// Builds a SymbolInfo for tests with sensible defaults; override only what a test is about.
import type { SymbolInfo } from '../../../../contract/entities';

export function makeSymbol(overrides: Partial<SymbolInfo> & { symbol: string }): SymbolInfo {
  return {
    desc: `${overrides.symbol} description`,
    catCode: 'forex',
    isOpen: true,
    oTime: null,
    min: 0.01,
    max: 25,
    ask: 1.5,
    bid: 1.4,
    lvg: 100,
    contractSize: 100000,
    calc: 0,
    currencyProfit: 'USD',
    chart: 'XAUUSD',
    digits: 5,
    dayOpen: null,
    dayHigh: null,
    dayLow: null,
    swapLong: -5,
    swapShort: 1,
    hours: 'forex',
    ...overrides,
  };
}
