import { convert, CONVERTIBLE_UNITS, formatUnitAmount, rateBetween } from './conversion';
import { CURRENCY_PER_USD, SAMPLE_COINS, SAMPLE_CURRENCIES } from './crypto-samples';

describe('the sample data', () => {
  test('has the fifteen coins and the five currencies of SPEC.md section 3', () => {
    expect(SAMPLE_COINS).toHaveLength(15);
    expect(SAMPLE_CURRENCIES).toEqual(['usd', 'eur', 'gbp', 'aud', 'cad']);
    expect(CONVERTIBLE_UNITS).toHaveLength(20);
    for (const coin of SAMPLE_COINS) {
      expect(Object.keys(coin.exchange)).toEqual([...SAMPLE_CURRENCIES]);
      expect(coin.exchange.usd).toBe(coin.usd);
    }
  });

  test("a coin's exchange figures follow the fixed rates", () => {
    const bitcoin = SAMPLE_COINS.find((coin) => coin.value === 'btc');
    expect(bitcoin?.exchange.eur).toBe(61870);
    expect(bitcoin?.exchange.gbp).toBeCloseTo(67250 * CURRENCY_PER_USD.gbp, 0);
  });
});

describe('convert', () => {
  test.each([
    [1, 'btc', 'usd', 67250],
    [1, 'btc', 'eur', 61870],
    [100, 'usd', 'eur', 92],
    [92, 'eur', 'usd', 100],
    [1, 'eth', 'btc', 3480.25 / 67250],
    [1000, 'usd', 'usdt', 1000],
    [0, 'sol', 'cad', 0],
  ])('%d %s is %d %s', (amount, from, to, expected) => {
    expect(convert(amount, from, to)).toBeCloseTo(expected, 8);
  });

  test('a unit into itself is the same amount, and an unknown unit is null', () => {
    expect(rateBetween('doge', 'doge')).toBe(1);
    expect(convert(5, 'xyz', 'usd')).toBeNull();
  });
});

describe('formatUnitAmount', () => {
  test.each([
    [61870, 'eur', '61870.00'],
    [0.051751, 'btc', '0.051751'],
    [0.123456789, 'eth', '0.12345679'],
    [2, 'sol', '2'],
    [0, 'btc', '0'],
  ])('%d %s shows as %s', (amount, unit, shown) => {
    expect(formatUnitAmount(amount, unit)).toBe(shown);
  });
});
