// The copy's arithmetic by table: lots in proportion to the allocation, rounded down to 0.01,
// skipped under the min lot; partial closes in proportion; the copy stop-loss level.
import { copyLots, copyStopLevelCents, proportionalCloseLots } from '../../src/copy-trading/copy-sizing';

describe('copyLots', () => {
  const cases: [string, number, number, number, number, ReturnType<typeof copyLots>][] = [
    ['a tenth of the equity copies a tenth of the lots', 1, 1_000, 10_000, 0.01, { ok: true, lots: 0.1 }],
    ['rounds down, never up', 1, 1_999, 10_000, 0.01, { ok: true, lots: 0.19 }],
    ['a binary fraction still lands on its step', 0.3, 10_000, 10_000, 0.01, { ok: true, lots: 0.3 }],
    ['more money than the trader copies more lots', 2, 20_000, 10_000, 0.01, { ok: true, lots: 4 }],
    ['exactly the min lot is copied', 1, 100, 10_000, 0.01, { ok: true, lots: 0.01 }],
    ['under the min lot is skipped', 1, 99.99, 10_000, 0.01, { ok: false, reason: 'UNDER_MIN_LOT' }],
    ['a larger min lot skips more', 0.5, 1_000, 10_000, 0.1, { ok: false, reason: 'UNDER_MIN_LOT' }],
    ['a trader without equity is not copied', 1, 1_000, 0, 0.01, { ok: false, reason: 'UNDER_MIN_LOT' }],
    ['a negative equity is not copied', 1, 1_000, -5, 0.01, { ok: false, reason: 'UNDER_MIN_LOT' }],
  ];
  it.each(cases)('%s', (_name, traderLots, sizeUsd, equityUsd, minLots, expected) => {
    expect(copyLots(traderLots, sizeUsd, equityUsd, minLots)).toEqual(expected);
  });

  it('never takes more than its share of the trader, for any inputs', () => {
    for (let index = 0; index < 2_000; index += 1) {
      const traderLots = Math.round(Math.random() * 1_000) / 100 + 0.01;
      const size = 100 + Math.random() * 50_000;
      const equity = 100 + Math.random() * 200_000;
      const decision = copyLots(traderLots, size, equity, 0.01);
      if (decision.ok) expect(decision.lots).toBeLessThanOrEqual(traderLots * (size / equity) + 1e-9);
    }
  });
});

describe('proportionalCloseLots', () => {
  const cases: [string, number, number, number, number, number | null][] = [
    ['half of the trader closes half of the copy', 0.4, 1, 1, 0.01, 0.2],
    ['rounds the closed part down', 0.25, 1, 2, 0.01, 0.08],
    ['a share that rounds to nothing closes nothing', 0.01, 1, 9, 0.01, null],
    ['what would stay under the min lot closes everything', 0.3, 0.5, 0.5, 0.2, 0.3],
    ['the trader closing everything closes everything', 0.3, 1, 0, 0.01, 0.3],
  ];
  it.each(cases)('%s', (_name, followerLots, closedLots, remainingLots, minLots, expected) => {
    expect(proportionalCloseLots(followerLots, closedLots, remainingLots, minLots)).toBe(expected);
  });
});

describe('copyStopLevelCents', () => {
  it.each([
    [100_000, 40, 60_000],
    [100_000, 5, 95_000],
    [100_000, 95, 5_000],
    [12_345, 40, 7_407],
  ])('size %i cents at %i%% stops at %i cents', (size, pct, level) => {
    expect(copyStopLevelCents(size, pct)).toBe(level);
  });
});
