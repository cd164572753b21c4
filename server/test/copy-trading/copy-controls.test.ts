// The copy risk controls' pure rules by table: what a follow may ask for (a refusal names the
// first thing wrong), and the lots one copied trade takes under the controls (fixed or in
// proportion, then the per-trade cap and the symbol's bounds), and the open-trades cap.
import {
  atOpenTradesCap,
  checkControls,
  controlledLots,
  PROPORTIONAL_UNCAPPED,
  type CopyControls,
} from '../../src/copy-trading/copy-controls';

describe('checkControls', () => {
  it.each([
    [{}, { ok: true, controls: PROPORTIONAL_UNCAPPED }],
    [
      { mode: 'fixed', fixedLots: 0.25, maxOpenTrades: 3 },
      { ok: true, controls: { mode: 'fixed', fixedLots: 0.25, maxLotsPerTrade: null, maxOpenTrades: 3 } },
    ],
    [{ maxLotsPerTrade: 0.3 }, { ok: true, controls: { ...PROPORTIONAL_UNCAPPED, maxLotsPerTrade: 0.3 } }],
    [{ mode: 'fixed' }, { ok: false, code: 'COPY_FIXED_LOTS_REQUIRED' }],
    [{ fixedLots: 1 }, { ok: false, code: 'COPY_FIXED_LOTS_ONLY_FIXED' }],
    [
      { mode: 'fixed', fixedLots: -0.01 },
      { ok: false, code: 'COPY_LOTS_OUT_OF_RANGE' },
    ],
    [{ maxLotsPerTrade: 1_000.01 }, { ok: false, code: 'COPY_LOTS_OUT_OF_RANGE' }],
    [{ maxLotsPerTrade: 0.005 }, { ok: false, code: 'COPY_LOTS_STEP' }],
    [{ maxOpenTrades: -1 }, { ok: false, code: 'COPY_MAX_OPEN_TRADES_OUT_OF_RANGE' }],
    [{ maxOpenTrades: 101 }, { ok: false, code: 'COPY_MAX_OPEN_TRADES_OUT_OF_RANGE' }],
  ] as const)('%j', (payload, expected) => {
    expect(checkControls(payload)).toEqual(expected);
  });
});

describe('controlledLots', () => {
  const fixed = (lots: number, cap: number | null = null): CopyControls => ({
    ...PROPORTIONAL_UNCAPPED,
    mode: 'fixed',
    fixedLots: lots,
    maxLotsPerTrade: cap,
  });
  const capped = (cap: number): CopyControls => ({ ...PROPORTIONAL_UNCAPPED, maxLotsPerTrade: cap });
  const under = { ok: false, reason: 'UNDER_MIN_LOT' } as const;
  it.each([
    ['proportional, uncapped', PROPORTIONAL_UNCAPPED, { ok: true, lots: 0.2 }, 0.01, { ok: true, lots: 0.2 }],
    ['a larger copy opens at the cap', capped(0.05), { ok: true, lots: 0.2 }, 0.01, { ok: true, lots: 0.05 }],
    ['a smaller copy is not raised', capped(0.5), { ok: true, lots: 0.2 }, 0.01, { ok: true, lots: 0.2 }],
    ['proportional under the min lot stays skipped', capped(0.5), under, 0.01, under],
    ['fixed ignores the proportional size', fixed(0.3), under, 0.01, { ok: true, lots: 0.3 }],
    ['fixed is capped too', fixed(0.3, 0.1), { ok: true, lots: 1 }, 0.01, { ok: true, lots: 0.1 }],
    ['a cap under the symbol’s min lot skips', capped(0.05), { ok: true, lots: 0.2 }, 0.1, under],
  ] as const)('%s', (_name, controls, proportional, minLots, expected) => {
    expect(controlledLots(controls, proportional, minLots, 100)).toEqual(expected);
  });

  it('never exceeds the symbol’s max', () => {
    expect(controlledLots(fixed(50), under, 0.01, 20)).toEqual({ ok: true, lots: 20 });
  });
});

it('the open-trades cap holds at its count and not before', () => {
  const controls = { ...PROPORTIONAL_UNCAPPED, maxOpenTrades: 2 };
  expect([0, 1, 2, 3].map((open) => atOpenTradesCap(controls, open))).toEqual([false, false, true, true]);
  expect(atOpenTradesCap(PROPORTIONAL_UNCAPPED, 1_000)).toBe(false);
});
