import {
  closeAmountLots,
  finishCloseAmountOnBlur,
  isFullClose,
  sanitizeCloseAmountInput,
} from './sanitize-close-amount';

describe('sanitizeCloseAmountInput', () => {
  it.each([
    ['0.5', '0.5'],
    ['0.', '0.'],
    ['.', '.'],
    ['', ''],
    ['12', '12'],
    [' 1.25 ', '1.25'],
    ['abc', '0.01'],
    ['1,5', '0.01'],
    ['1.2.3', '0.01'],
    ['-1', '0.01'],
    ['1e3', '0.01'],
  ])('%j stays or resets to %j', (raw, expected) => {
    expect(sanitizeCloseAmountInput(raw)).toBe(expected);
  });
});

describe('closeAmountLots for a 1.50 lot position', () => {
  it.each([
    ['', 0.01],
    ['.', 0.01],
    ['abc', 0.01],
    ['0', 0.01],
    ['0.001', 0.01],
    ['0.5', 0.5],
    ['0.57', 0.57],
    ['0.579', 0.57],
    ['1.5', 1.5],
    ['2', 1.5],
    ['999', 1.5],
  ])('%j gives %d lots', (text, lots) => {
    expect(closeAmountLots(text, 1.5)).toBe(lots);
  });
});

describe('full close and blur', () => {
  it('compares lots exactly in hundredths', () => {
    expect(isFullClose(closeAmountLots('0.3', 0.1 + 0.2), 0.1 + 0.2)).toBe(true);
    expect(isFullClose(0.29, 0.3)).toBe(false);
  });

  it('shows the amount to be sent with 2 decimals on blur', () => {
    expect(finishCloseAmountOnBlur('', 2)).toBe('0.01');
    expect(finishCloseAmountOnBlur('1.', 2)).toBe('1.00');
    expect(finishCloseAmountOnBlur('5', 2)).toBe('2.00');
  });
});
