import type { SymbolInfo } from '../../../contract/entities';
import type { Quote } from '../../../contract/margin';
import { goldSymbol } from '../../test/fixtures';
import { marginFigures } from './margin-figures';

function symbol(overrides: Partial<SymbolInfo>): SymbolInfo {
  return goldSymbol({ desc: 'Altın', ask: null, bid: null, lvg: 1, contractSize: 1, ...overrides });
}

const quotes: Record<string, Quote> = {
  USDTRY: { ask: 30.1, bid: 29.9 }, // mid 30
  EURUSD: { ask: 1.1001, bid: 1.0999 }, // mid 1.1
};
const quoteOf = (code: string) => quotes[code];

describe('marginFigures (required margin with the 20% display buffer)', () => {
  test.each([
    // Hand-computed: mid x contractSize x amount / lvg, converted to USD, x 1.2, 2 decimals.
    [
      'calc 0: gold, mid 2000 x 100 x 0.5 / 100 = 1000 USD, x 1.2',
      symbol({ calc: 0, contractSize: 100, lvg: 100 }),
      { ask: 2001, bid: 1999 },
      0.5,
      1200,
    ],
    [
      'calc 1: a TRY stock, mid 300 x 1 x 10 / 5 = 600 TRY, / USDTRY 30 = 20 USD, x 1.2',
      symbol({ symbol: 'THYAO', calc: 1, currencyProfit: 'TRY', contractSize: 1, lvg: 5 }),
      { ask: 300.5, bid: 299.5 },
      10,
      24,
    ],
    [
      'calc 2: a EUR index, mid 18000 x 1 x 2 / 20 = 1800 EUR, x EURUSD 1.1 = 1980 USD, x 1.2',
      symbol({ symbol: 'GER40', calc: 2, currencyProfit: 'EUR', contractSize: 1, lvg: 20 }),
      { ask: 18001, bid: 17999 },
      2,
      2376,
    ],
    [
      'calc 0 with the spec defaults lvg 1 and contractSize 1: 1.5 x 0.01 = 0.015, x 1.2 = 0.018',
      symbol({ calc: 0, lvg: 0, contractSize: 0 }),
      { ask: 1.6, bid: 1.4 },
      0.01,
      0.02,
    ],
    ['amount 0 needs no margin', symbol({ calc: 0, lvg: 100 }), { ask: 10, bid: 10 }, 0, 0],
  ])('%s', (_name, info, quote, amount, requiredUsd) => {
    expect(marginFigures(info, quote, amount, quoteOf)).toEqual({ kind: 'ok', requiredUsd });
  });

  test('the live quote wins over the price in the symbol list', () => {
    const info = symbol({ calc: 0, ask: 1, bid: 1 });
    expect(marginFigures(info, { ask: 101, bid: 99 }, 1, quoteOf)).toEqual({ kind: 'ok', requiredUsd: 120 });
  });

  test('falls back to the list price when no live quote arrived yet', () => {
    const info = symbol({ calc: 0, ask: 11, bid: 9 });
    expect(marginFigures(info, undefined, 1, quoteOf)).toEqual({ kind: 'ok', requiredUsd: 12 });
  });

  test('an absent symbol is "Data is missing"', () => {
    expect(marginFigures(undefined, undefined, 1, quoteOf)).toEqual({ kind: 'missing-symbol' });
  });

  test('an unknown calc mode is "Hesaplanamadi"', () => {
    const info = { ...symbol({}), calc: 7 } as unknown as SymbolInfo;
    expect(marginFigures(info, { ask: 2, bid: 2 }, 1, quoteOf)).toEqual({ kind: 'unknown-calc' });
  });

  test.each([
    ['calc 1 without USDJPY', symbol({ symbol: 'JP225', calc: 1, currencyProfit: 'JPY' })],
    ['calc 2 without GBPUSD', symbol({ symbol: 'UK100', calc: 2, currencyProfit: 'GBP' })],
  ])('%s: the conversion symbol is missing', (_name, info) => {
    expect(marginFigures(info, { ask: 2, bid: 2 }, 1, quoteOf)).toEqual({ kind: 'missing-conversion' });
  });
});
