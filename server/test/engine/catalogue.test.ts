import { MARKET_CATEGORIES } from '../../../contract/entities';
import { conversionSymbolOf, findInstrument, INSTRUMENTS } from '../../src/engine/catalogue';

describe('catalogue', () => {
  it('holds at least 60 unique instruments over all six categories', () => {
    expect(INSTRUMENTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(INSTRUMENTS.map((item) => item.symbol)).size).toBe(INSTRUMENTS.length);
    for (const category of MARKET_CATEGORIES) {
      expect(INSTRUMENTS.filter((item) => item.category === category).length).toBeGreaterThanOrEqual(8);
    }
  });

  it('uses all three calc modes and lists every conversion symbol', () => {
    expect(new Set(INSTRUMENTS.map((item) => item.calc))).toEqual(new Set([0, 1, 2]));
    for (const instrument of INSTRUMENTS) {
      const conversion = conversionSymbolOf(instrument);
      if (instrument.calc === 0) expect(instrument.currencyProfit).toBe('USD');
      else expect(findInstrument(conversion ?? '')).toBeDefined();
    }
  });

  it('prices TRY stocks through USDTRY and EUR indices through EURUSD', () => {
    expect(findInstrument('THYAO')).toMatchObject({ calc: 1, currencyProfit: 'TRY' });
    expect(findInstrument('GER40')).toMatchObject({ calc: 2, currencyProfit: 'EUR' });
    expect(findInstrument('USDJPY')).toMatchObject({ calc: 1, currencyProfit: 'JPY' });
    expect(findInstrument('GBPUSD')).toMatchObject({ calc: 0, currencyProfit: 'USD' });
  });

  it('has sane terms for every instrument', () => {
    for (const item of INSTRUMENTS) {
      expect(item.min).toBeGreaterThan(0);
      expect(item.max).toBeGreaterThan(item.min);
      expect(item.lvg).toBeGreaterThanOrEqual(1);
      expect(item.spread).toBeGreaterThanOrEqual(10 ** -item.digits);
      expect(item.spread / item.priceStart).toBeLessThan(0.005);
      expect(item.catCode).toBe(item.category);
    }
  });
});
