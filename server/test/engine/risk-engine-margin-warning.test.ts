// The margin warning: once when the margin level reaches 100% or below, re-armed only once it is
// back above 100%, none in the tick that stops the account out, none for an account without margin.
import type { EngineEffect } from '../../src/engine/engine-types';
import { accountWith, createFixture, order, primeMajors, type EngineFixture } from './engine-fixture';

const warnings = (effects: EngineEffect[]) => effects.filter((effect) => effect.type === 'marginWarning');

/** 1,000.00 USD and 0.35 lot of gold bought at 2650.35: margin 927.62 USD, level ≈ 107.8%. */
function goldAccount(): EngineFixture {
  const fixture = createFixture();
  primeMajors(fixture);
  fixture.prime('XAUUSD', 2650, 2650.35);
  accountWith(fixture, 'a1', 100_000);
  const placed = fixture.engine.placeOrder('a1', order('XAUUSD', 'Buy', 0.35));
  expect(placed.ok).toBe(true);
  return fixture;
}

it('warns once per crossing of 100%, not on every tick below it', () => {
  const fixture = goldAccount();
  expect(warnings(fixture.quote('XAUUSD', 2649, 2649.35))).toEqual([]);
  const first = warnings(fixture.quote('XAUUSD', 2645, 2645.35));
  expect(first).toHaveLength(1);
  expect(first[0]).toMatchObject({ type: 'marginWarning', accountId: 'a1' });
  const pct = first[0].type === 'marginWarning' ? first[0].marginPct : Number.NaN;
  expect(pct).toBeLessThanOrEqual(100);
  expect(pct).toBe(fixture.engine.account('a1')?.pct);
  expect(warnings(fixture.quote('XAUUSD', 2644, 2644.35))).toEqual([]);
  expect(warnings(fixture.quote('XAUUSD', 2646, 2646.35))).toEqual([]);
  // Back above 100% re-arms it; the next fall warns again.
  expect(warnings(fixture.quote('XAUUSD', 2652, 2652.35))).toEqual([]);
  expect(warnings(fixture.quote('XAUUSD', 2645, 2645.35))).toHaveLength(1);
});

it('says nothing but the stop-out when one tick goes from above 100% to the stop-out level', () => {
  const fixture = goldAccount();
  const effects = fixture.quote('XAUUSD', 2600, 2600.35);
  expect(warnings(effects)).toEqual([]);
  expect(effects.some((effect) => effect.type === 'positionClosed' && effect.reason === 'stopOut')).toBe(
    true,
  );
});

it('never warns an account without open positions', () => {
  const fixture = createFixture();
  primeMajors(fixture);
  accountWith(fixture, 'a2', 1);
  expect(warnings(fixture.quote('EURUSD', 1.0, 1.0002))).toEqual([]);
});
