import { centsFromMicros, isOnLotStep, roundHalfAwayFromZero, roundPrice } from '../../src/engine/money';

describe('money', () => {
  it('rounds half away from zero, unlike Math.round on negatives', () => {
    expect(roundHalfAwayFromZero(30.5)).toBe(31);
    expect(roundHalfAwayFromZero(-30.5)).toBe(-31);
    expect(Math.round(-30.5)).toBe(-30);
    expect(centsFromMicros(-125_000)).toBe(-13);
    expect(centsFromMicros(124_999)).toBe(12);
  });

  it('accepts lots on the 0.01 grid despite float noise', () => {
    expect(isOnLotStep(0.07)).toBe(true);
    expect(isOnLotStep(0.1 + 0.2)).toBe(true);
    expect(isOnLotStep(0.015)).toBe(false);
  });

  it('rounds prices to digits', () => {
    expect(roundPrice(1.234567, 5)).toBe(1.23457);
  });
});
