import { formatLotAmount, formatMoney, formatPrice, formatPercent } from './format-number';

describe('formatMoney', () => {
  it.each([
    [12.5, '12.50'],
    [-3.456, '-3.46'],
    [0, '0.00'],
    [-0.001, '0.00'],
    [10000, '10000.00'],
  ])('%d reads %s', (value, text) => expect(formatMoney(value)).toBe(text));
});

describe('formatPercent', () => {
  it.each([
    [899.971, '899.97%'],
    [0, '0.00%'],
    [-0.001, '0.00%'],
    [-1.5, '-1.50%'],
  ])('%d reads %s', (value, text) => expect(formatPercent(value)).toBe(text));

  it('adds + to a positive value when signed, never to zero', () => {
    expect(formatPercent(4.25, { signed: true })).toBe('+4.25%');
    expect(formatPercent(0.001, { signed: true })).toBe('0.00%');
    expect(formatPercent(-4.25, { signed: true })).toBe('-4.25%');
  });
});

describe('formatLotAmount', () => {
  it('shows lots with 2 decimals', () => {
    expect(formatLotAmount(1)).toBe('1.00');
    expect(formatLotAmount(0.1 + 0.2)).toBe('0.30');
  });
});

describe('formatPrice', () => {
  it('uses the symbol digits when known', () => {
    expect(formatPrice(1.083, 5)).toBe('1.08300');
    expect(formatPrice(2650.456, 2)).toBe('2650.46');
  });

  it('keeps the decimals the server sent, at least two, when digits are unknown', () => {
    expect(formatPrice(1.08321)).toBe('1.08321');
    expect(formatPrice(2650.5)).toBe('2650.50');
    expect(formatPrice(0.1 + 0.2)).toBe('0.300000');
  });

  it('shows a dash for a missing price', () => {
    expect(formatPrice(null)).toBe('-');
    expect(formatPrice(undefined, 2)).toBe('-');
  });
});
