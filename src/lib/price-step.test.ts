import { priceStepOf, stepPrice } from './price-step';

describe('priceStepOf', () => {
  test.each([
    ['2000', 1],
    ['98250', 1],
    ['0', 1],
    ['', 1],
    ['2034.', 1],
    ['2034.56', 0.1],
    ['1000.5', 0.1],
    ['9999.99', 0.1],
    ['2001.00', 1],
    ['1.08321', 0.01],
    ['152.345', 0.01],
    ['98250.5', 0.01],
    ['0.5', 0.01],
    ['250.00', 1],
    ['250.5', 0.01],
  ])('price %j steps by %d', (price, step) => {
    expect(priceStepOf(price)).toBe(step);
  });
});

describe('stepPrice', () => {
  test.each([
    // [shown price, direction, shown after the step]
    ['2000', 1, '2001.00'],
    ['2000', -1, '1999.00'],
    ['2034.5', 1, '2034.60'],
    ['2034.5', -1, '2034.40'],
    ['1.08321', 1, '1.09'],
    ['1.08', -1, '1.07'],
    ['152.345', 1, '152.36'],
    ['0.005', -1, '0.00'],
    ['0', -1, '0.00'],
    ['', 1, '1.00'],
    ['9999.9', 1, '10000.00'],
  ])('%j stepped %d shows %j', (price, direction, shown) => {
    expect(stepPrice(price, direction as 1 | -1)).toBe(shown);
  });

  test('0.1 steps from 2000.1 never drift: nine land exactly on 2001.00', () => {
    let text = '2000.1';
    for (let i = 0; i < 9; i += 1) text = stepPrice(text, 1);
    expect(text).toBe('2001.00');
    // A whole number has no fraction, so the rule moves to step 1.
    expect(stepPrice(text, 1)).toBe('2002.00');
  });

  test('ten 0.01 steps from 1.1 land exactly on 1.20', () => {
    let text = '1.1';
    for (let i = 0; i < 10; i += 1) text = stepPrice(text, 1);
    expect(text).toBe('1.20');
  });

  test('whole-number prices keep stepping by 1 after being shown with 2 decimals', () => {
    let text = '1998';
    for (let i = 0; i < 3; i += 1) text = stepPrice(text, 1);
    expect(text).toBe('2001.00');
  });
});
