import { finishPriceOnBlur, parsePrice, priceFieldValue, sanitizePriceInput } from './sanitize-price';

describe('sanitizePriceInput', () => {
  test.each([
    ['', ''],
    ['.', '0.'],
    ['.5', '0.5'],
    ['0.', '0.'],
    ['1.0832', '1.0832'],
    ['1.08.3', '1.083'],
    ['12a3', '123'],
    ['-5', '5'],
    ['1,5', '15'],
    ['2034.', '2034.'],
    ['..1', '0.1'],
  ])('%j becomes %j', (typed, shown) => {
    expect(sanitizePriceInput(typed)).toBe(shown);
  });
});

describe('finishPriceOnBlur', () => {
  test.each([
    ['12.', '12'],
    ['0.', '0'],
    ['12.5', '12.5'],
    ['12', '12'],
    ['', ''],
  ])('%j becomes %j on blur', (text, shown) => {
    expect(finishPriceOnBlur(text)).toBe(shown);
  });
});

describe('parsePrice and priceFieldValue', () => {
  test.each([
    ['', null],
    ['12.', 12],
    ['1.0832', 1.0832],
    ['0.', 0],
  ])('%j reads as %p', (text, value) => {
    expect(parsePrice(text)).toBe(value);
  });

  test.each([
    [false, '1.5', null],
    [true, '1.5', 1.5],
    [true, '', null],
  ])('on=%p with %j sends %p', (on, text, value) => {
    expect(priceFieldValue(on, text)).toBe(value);
  });
});
