import {
  formatCardNumber,
  formatExpiry,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
  isValidThreeDsCode,
  passesLuhn,
  sanitizeCvc,
  sanitizeThreeDsCode,
} from './card-rules';

describe('card number', () => {
  test.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111-1111 11', '4111 1111 11'],
    ['abc', ''],
    ['41111111111111112222', '4111 1111 1111 1111 222'],
  ])('%j shows as %j', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  test('accepts well-known test numbers and refuses a typo', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('5555 5555 5555 4444')).toBe(true);
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isValidCardNumber('4111')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('expiry', () => {
  const today = new Date(2026, 10, 22);
  test.each([
    ['1', '1'],
    ['12', '12'],
    ['1228', '12/28'],
    ['12/2', '12/2'],
  ])('%j shows as %j', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  test.each([
    ['11/26', true],
    ['12/26', true],
    ['01/27', true],
    ['10/26', false],
    ['13/27', false],
    ['00/27', false],
    ['1/27', false],
  ])('%j valid on 22.11.2026: %p', (text, valid) => {
    expect(isValidExpiry(text, today)).toBe(valid);
  });
});

describe('cvc and 3-D Secure code', () => {
  test('keep digits only, up to their length', () => {
    expect(sanitizeCvc('1a2b34 5')).toBe('1234');
    expect(sanitizeThreeDsCode('12 34 56 78')).toBe('123456');
  });

  test('check their lengths', () => {
    expect(isValidCvc('123')).toBe(true);
    expect(isValidCvc('12')).toBe(false);
    expect(isValidThreeDsCode('123456')).toBe(true);
    expect(isValidThreeDsCode('12345')).toBe(false);
  });
});
