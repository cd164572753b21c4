import {
  checkAmount,
  clampAmountOnBlur,
  integerDigitsOf,
  isAmountDownDisabled,
  isAmountUpDisabled,
  parseAmount,
  sanitizeAmountInput,
  stepAmountDown,
  stepAmountUp,
} from './sanitize-amount';

describe('sanitizeAmountInput', () => {
  test.each([
    // [typed, max, shown]
    ['', 25, ''],
    ['.', 25, '0.'],
    ['0.', 25, '0.'],
    ['0', 25, '0'],
    ['1.5', 25, '1.5'],
    ['abc', 25, ''],
    ['1a2', 25, '12'],
    ['-3', 25, '3'],
    ['1,5', 25, '15'],
    ['1e2', 25, '12'],
    ['1.2.3', 25, '1.23'],
    ['..5', 25, '0.5'],
    ['.5', 25, '0.5'],
    ['123', 25, '12'],
    ['999.999', 25, '99.99'],
    ['1.23456', 100, '1.234'],
    ['1234', 100, '123'],
    ['12', 5, '1'],
    ['0.0123', 5, '0.01'],
    ['0.05', 0.5, '0.05'],
    [' 2 . 5 ', 25, '2.5'],
  ])('%j with max %d becomes %j', (typed, max, shown) => {
    expect(sanitizeAmountInput(typed, max)).toBe(shown);
  });

  test('uses max 25 by default', () => {
    expect(sanitizeAmountInput('250.125')).toBe('25.12');
  });
});

describe('integerDigitsOf', () => {
  test.each([
    [25, 2],
    [100, 3],
    [0.5, 1],
    [5, 1],
    [1000, 4],
  ])('max %d has %d integer digits', (max, digits) => {
    expect(integerDigitsOf(max)).toBe(digits);
  });
});

describe('parseAmount', () => {
  test.each([
    ['', null],
    ['.', null],
    ['0.', 0],
    ['1.25', 1.25],
    ['abc', null],
  ])('%j reads as %p', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });
});

describe('clampAmountOnBlur', () => {
  test.each([
    // [text, min, max, shown]
    ['', 0.01, 25, '0.01'],
    ['.', 0.01, 25, '0.01'],
    ['0.', 0.01, 25, '0.01'],
    ['0', 0.01, 25, '0.01'],
    ['0.001', 0.01, 25, '0.01'],
    ['1', 0.01, 25, '1.00'],
    ['1.5', 0.01, 25, '1.50'],
    ['2.345', 0.01, 25, '2.35'],
    ['30', 0.01, 25, '25.00'],
    ['99.99', 0.01, 25, '25.00'],
    ['0.5', 1, 10, '1.00'],
    ['12', 1, 10, '10.00'],
    ['25', 0.01, 25, '25.00'],
  ])('%j in [%d, %d] becomes %j', (text, min, max, shown) => {
    expect(clampAmountOnBlur(text, min, max)).toBe(shown);
  });
});

describe('amount steppers', () => {
  test.each([
    // [text, min, shown after minus]
    ['1.00', 0.01, '0.99'],
    ['0.02', 0.01, '0.01'],
    ['0.01', 0.01, '0.01'],
    ['0', 0.01, '0.01'],
    ['', 0.01, '0.01'],
    ['0.30', 0.1, '0.20'],
    ['0.15', 0.1, '0.10'],
    ['0.05', 0.1, '0.10'],
  ])('minus from %j with min %d gives %j', (text, min, shown) => {
    expect(stepAmountDown(text, min)).toBe(shown);
  });

  test.each([
    // [text, min, max, shown after plus]
    ['0.01', 0.01, 25, '0.02'],
    ['0.1', 0.1, 25, '0.20'],
    ['0.2', 0.1, 25, '0.30'],
    ['24.99', 0.01, 25, '25.00'],
    ['25', 0.01, 25, '25.00'],
    ['24.95', 0.1, 25, '25.00'],
    ['', 0.01, 25, '0.01'],
    ['0', 0.5, 25, '0.50'],
  ])('plus from %j with min %d and max %d gives %j', (text, min, max, shown) => {
    expect(stepAmountUp(text, min, max)).toBe(shown);
  });

  test('a hundred pluses of 0.01 make exactly 1.00 (no float drift)', () => {
    let text = '0';
    for (let i = 0; i < 100; i += 1) text = stepAmountUp(text, 0.01, 25);
    expect(text).toBe('1.00');
  });

  test.each([
    ['0.01', 0.01, true],
    ['0.00', 0.01, true],
    ['', 0.01, true],
    ['0.02', 0.01, false],
    ['1', 1, true],
    ['1.01', 1, false],
  ])('minus disabled at %j with min %d: %p', (text, min, disabled) => {
    expect(isAmountDownDisabled(text, min)).toBe(disabled);
  });

  test.each([
    ['25', 25, true],
    ['25.00', 25, true],
    ['24.99', 25, false],
  ])('plus disabled at %j with max %d: %p', (text, max, disabled) => {
    expect(isAmountUpDisabled(text, max)).toBe(disabled);
  });
});

describe('checkAmount', () => {
  test.each([
    ['', 0.01, 25, { ok: false, problem: 'empty' }],
    ['.', 0.01, 25, { ok: false, problem: 'empty' }],
    ['0', 0.01, 25, { ok: false, problem: 'below-min' }],
    ['0.', 0.01, 25, { ok: false, problem: 'below-min' }],
    ['0.5', 1, 25, { ok: false, problem: 'below-min' }],
    ['26', 0.01, 25, { ok: false, problem: 'above-max' }],
    ['0.015', 0.01, 25, { ok: false, problem: 'off-step' }],
    ['0.01', 0.01, 25, { ok: true, lots: 0.01 }],
    ['1.10', 0.01, 25, { ok: true, lots: 1.1 }],
    ['25.00', 0.01, 25, { ok: true, lots: 25 }],
  ])('%j in [%d, %d] checks as %j', (text, min, max, result) => {
    expect(checkAmount(text, min, max)).toEqual(result);
  });
});
