// The pure rules of the jurisdiction's terms: the capped leverage per class and category, the
// minimum deposit's line at a USDTRY mid, its reading of withdrawals against losses, and the
// Turkish way the refusal writes amounts.
import { capTable, DEFAULT_LEVERAGE_CAPS, effectiveLeverage } from '../../src/compliance/leverage-caps';
import { depositShortfall, lineCents, turkishAmount } from '../../src/compliance/minimum-deposit';
import { loadTradingTermsConfig } from '../../src/compliance/trading-terms-config';
import { ConfigError } from '../../src/config';

describe('leverage caps', () => {
  const table = capTable(DEFAULT_LEVERAGE_CAPS, [
    { clientCategory: 'retail', assetClass: 'crypto', maxLeverage: 2 },
  ]);

  it('caps retail at 10 per class unless a row says otherwise, never raising a symbol', () => {
    expect(effectiveLeverage({ lvg: 100, catCode: 'forex' }, table.retail)).toBe(10);
    expect(effectiveLeverage({ lvg: 5, catCode: 'equities' }, table.retail)).toBe(5);
    expect(effectiveLeverage({ lvg: 10, catCode: 'crypto' }, table.retail)).toBe(2);
    expect(effectiveLeverage({ lvg: 100, catCode: 'FOREX' }, table.retail)).toBe(10);
  });

  it("gives professionals the symbol's own up to the professional cap", () => {
    expect(effectiveLeverage({ lvg: 100, catCode: 'forex' }, table.professional)).toBe(100);
    const tight = capTable({ retail: 10, professional: 50 }, []);
    expect(effectiveLeverage({ lvg: 100, catCode: 'emtia' }, tight.professional)).toBe(50);
  });
});

describe('the minimum deposit', () => {
  const standing = (depositedCents: number, withdrawnCents = 0) => ({ depositedCents, withdrawnCents });
  const at = (assetsCents: number, heldCents = 0, usdTryMid: number | null = 34.52) => ({
    assetsCents,
    heldCents,
    usdTryMid,
  });

  it('turns 50,000 TRY into whole cents at the mid, rounding up', () => {
    expect(lineCents(50_000, 34.52)).toBe(144_844);
    expect(lineCents(50_000, 40)).toBe(125_000);
    expect(lineCents(50_000, 3)).toBe(1_666_667);
  });

  it('asks the first deposit to reach the line', () => {
    expect(depositShortfall(50_000, standing(100_000), at(100_000))).toEqual({
      reason: 'first-deposit',
      lineCents: 144_844,
      missingCents: 44_844,
    });
    expect(depositShortfall(50_000, standing(144_844), at(144_844))).toBeNull();
  });

  it('blocks when withdrawals took the equity under the line, not when losses did', () => {
    // Pending: 600 held of 2,000.
    expect(depositShortfall(50_000, standing(200_000), at(200_000, 60_000))).toMatchObject({
      reason: 'after-withdrawal',
      missingCents: 4_844,
    });
    // Paid: 600 out, 1,400 left.
    expect(depositShortfall(50_000, standing(200_000, 60_000), at(140_000))).toMatchObject({
      reason: 'after-withdrawal',
    });
    // Losses alone: 1,400 left of 2,000, nothing withdrawn.
    expect(depositShortfall(50_000, standing(200_000), at(140_000))).toBeNull();
    // Losses had taken it under before a small withdrawal: the withdrawal is not what did it.
    expect(depositShortfall(50_000, standing(200_000, 1_000), at(130_000))).toBeNull();
    // Back at the line after a new deposit.
    expect(depositShortfall(50_000, standing(300_000, 60_000), at(240_000))).toBeNull();
  });

  it('cannot decide without a USDTRY quote, and asks nothing when turned off', () => {
    expect(depositShortfall(50_000, standing(0), at(0, 0, null))).toBe('no-price');
    expect(depositShortfall(0, standing(0), at(0, 0, null))).toBeNull();
  });

  it('writes amounts the Turkish way', () => {
    expect(turkishAmount(144_844)).toBe('1.448,44');
    expect(turkishAmount(5_000_000, 0)).toBe('50.000');
    expect(turkishAmount(4_844)).toBe('48,44');
    expect(turkishAmount(123_456_789)).toBe('1.234.567,89');
  });
});

describe('the settings', () => {
  it('reads the defaults and refuses a value out of range, naming the variable', () => {
    expect(loadTradingTermsConfig({})).toEqual({
      minimumDepositTry: 50_000,
      leverageCaps: { retail: 10, professional: 100 },
    });
    expect(loadTradingTermsConfig({ LEVERAGE_CAP_RETAIL: '5', MIN_INITIAL_DEPOSIT_TRY: '0' })).toMatchObject({
      minimumDepositTry: 0,
      leverageCaps: { retail: 5 },
    });
    expect(() => loadTradingTermsConfig({ LEVERAGE_CAP_RETAIL: '0' })).toThrow(ConfigError);
    expect(() => loadTradingTermsConfig({ MIN_INITIAL_DEPOSIT_TRY: '5e4' })).toThrow(
      'MIN_INITIAL_DEPOSIT_TRY must be a whole number from 0 to 100000000, got "5e4"',
    );
  });
});
