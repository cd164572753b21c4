// The stop-out and margin-call levels AccountTable keeps beside floating profit must draw the line
// exactly where the rule does (2 × assets ≤ margin, assets ≤ margin, in integer micros), at the
// line and one micro either side, and follow balance, credit and margin as they change.
import { AccountTable } from '../../src/engine/risk-account-table';

const MICROS_PER_CENT = 10_000;

function accountAt(balanceCents: number, creditCents: number, marginCents: number, floatingMicros: number) {
  const table = new AccountTable(true);
  const account = table.add('a', balanceCents, creditCents);
  account.marginCents = marginCents;
  account.floatingMicros = floatingMicros;
  return { table, account };
}

/** The rule as written, on assets summed the long way. */
const ruleStopOut = (assetsMicros: number, marginCents: number) =>
  marginCents > 0 && 2 * assetsMicros <= marginCents * MICROS_PER_CENT;
const ruleMarginCall = (assetsMicros: number, marginCents: number) =>
  marginCents > 0 && assetsMicros <= marginCents * MICROS_PER_CENT;

describe('AccountTable stop-out and margin-call levels', () => {
  it('stops out at exactly 50% and warns at exactly 100%, not one micro above', () => {
    // Balance 1,000.00 + credit 0.50, margin 1,500.00: assets of 750.00 is exactly 50%.
    const atHalf = 75_000 * MICROS_PER_CENT - 100_050 * MICROS_PER_CENT;
    for (const delta of [-1, 0, 1]) {
      const { account } = accountAt(100_000, 50, 150_000, atHalf + delta);
      expect(account.isStopOut()).toBe(delta <= 0);
      expect(account.isMarginCall()).toBe(true);
    }
    const atFull = 150_000 * MICROS_PER_CENT - 100_050 * MICROS_PER_CENT;
    for (const delta of [-1, 0, 1]) {
      const { account } = accountAt(100_000, 50, 150_000, atFull + delta);
      expect(account.isMarginCall()).toBe(delta <= 0);
      expect(account.isStopOut()).toBe(false);
    }
  });

  it('never stops out or warns without margin, whatever the loss', () => {
    const { account } = accountAt(0, 0, 0, -1e12);
    expect(account.isStopOut()).toBe(false);
    expect(account.isMarginCall()).toBe(false);
  });

  it('agrees with the rule after balance, credit and margin change', () => {
    const { table, account } = accountAt(250_000, 0, 0, 0);
    const steps: [keyof typeof account & ('balanceCents' | 'creditCents' | 'marginCents'), number][] = [
      ['marginCents', 300_000],
      ['balanceCents', -90_000],
      ['creditCents', 12_345],
      ['marginCents', -210_000],
      ['balanceCents', 1],
    ];
    for (const floating of [-3_000_000_000, -1_234_567_891, 0, 987_654_321]) {
      account.floatingMicros = floating;
      for (const [field, change] of steps) {
        account[field] += change;
        const assets = table.assetsMicros(account.index);
        expect(account.isStopOut()).toBe(ruleStopOut(assets, account.marginCents));
        expect(account.isMarginCall()).toBe(ruleMarginCall(assets, account.marginCents));
      }
    }
  });
});
