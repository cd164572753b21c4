import { moneyProblemOf, parseMoney, quickAmountsWithin, sanitizeMoneyInput } from './money-amount';

describe('sanitizeMoneyInput', () => {
  test.each([
    ['', ''],
    ['.', '0.'],
    ['.5', '0.5'],
    ['-50', '50'],
    ['1,5', '15'],
    ['12.345', '12.34'],
    ['1.2.3', '1.23'],
    ['abc', ''],
    ['1e3', '13'],
    ['12345678901', '123456789'],
  ])('%j becomes %j', (typed, shown) => {
    expect(sanitizeMoneyInput(typed)).toBe(shown);
  });
});

describe('parseMoney', () => {
  test.each([
    ['', null],
    ['.', null],
    ['0.', 0],
    ['12.5', 12.5],
    ['100.', 100],
    ['0.1', 0.1],
  ])('%j reads as %p', (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });
});

describe('moneyProblemOf', () => {
  const deposit = { min: 10, max: 50000 };
  const withdrawal = { min: 20, max: 25000, available: 300 };
  test.each([
    ['', deposit, 'empty'],
    ['0', deposit, 'zero'],
    ['0.00', deposit, 'zero'],
    ['9.99', deposit, 'below-min'],
    ['50000.01', deposit, 'above-max'],
    ['10', deposit, null],
    ['50000', deposit, null],
    ['300.01', withdrawal, 'above-available'],
    ['300', withdrawal, null],
    ['26000', withdrawal, 'above-max'],
  ])('%j with %o is %p', (text, bounds, problem) => {
    expect(moneyProblemOf(text, bounds)).toBe(problem);
  });

  test('an unknown free margin does not block', () => {
    expect(moneyProblemOf('100', { min: 1, max: 1000, available: null })).toBeNull();
  });
});

describe('quickAmountsWithin', () => {
  test('keeps the quick amounts inside the limits and the free margin', () => {
    expect(quickAmountsWithin({ min: 10, max: 50000 })).toEqual([100, 250, 500, 1000, 5000]);
    expect(quickAmountsWithin({ min: 200, max: 1000 })).toEqual([250, 500, 1000]);
    expect(quickAmountsWithin({ min: 20, max: 25000, available: 600 })).toEqual([100, 250, 500]);
  });
});
