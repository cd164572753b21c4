import { nextRolloverAfter } from '../../src/engine/risk-rules';
import { accountWith, createFixture, expectOk, ofType, order, primeMajors } from './engine-fixture';

const HOUR_MS = 3_600_000;
/** 00:00 Istanbul on Tuesday 2026-11-24, the rollover that ends Monday. */
const TUESDAY_ROLLOVER_MS = Date.UTC(2026, 10, 23, 21);

describe('rollover calendar', () => {
  it('rolls over at 00:00 Istanbul after each weekday, three nights after Wednesday', () => {
    expect(nextRolloverAfter(Date.UTC(2026, 10, 23, 9))).toEqual({ atMs: TUESDAY_ROLLOVER_MS, nights: 1 });
    expect(nextRolloverAfter(Date.UTC(2026, 10, 25, 9))).toEqual({
      atMs: Date.UTC(2026, 10, 25, 21),
      nights: 3,
    });
    // After Friday's rollover (Saturday 00:00) the next is Tuesday 00:00: no weekend rollovers.
    expect(nextRolloverAfter(Date.UTC(2026, 10, 27, 21))).toEqual({
      atMs: Date.UTC(2026, 10, 30, 21),
      nights: 1,
    });
  });

  it('never returns the instant it was given', () => {
    expect(nextRolloverAfter(TUESDAY_ROLLOVER_MS).atMs).toBe(TUESDAY_ROLLOVER_MS + 24 * HOUR_MS);
  });
});

describe('swap', () => {
  function setup() {
    const fixture = createFixture();
    primeMajors(fixture);
    accountWith(fixture, 'u1', 1_000_000);
    const long = expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1))).value; // −7 USD a night
    const short = expectOk(fixture.engine.openMarket('u1', order('GBPUSD', 'Sell', 2))).value; // +2 USD a night a lot
    return { fixture, long, short };
  }

  it('charges each open position at the rollover a tick passes, as ledger effects', () => {
    const { fixture, long, short } = setup();
    fixture.clock.set(TUESDAY_ROLLOVER_MS - 1);
    expect(ofType(fixture.quote('BTCUSD', 90_000, 90_030), 'balanceChanged')).toEqual([]);
    fixture.clock.set(TUESDAY_ROLLOVER_MS);
    const swaps = ofType(fixture.quote('BTCUSD', 90_000, 90_030), 'balanceChanged');
    expect(swaps.map(({ kind, amountCents, orderId }) => ({ kind, amountCents, orderId }))).toEqual(
      expect.arrayContaining([
        { kind: 'swap', amountCents: -700, orderId: long.id },
        { kind: 'swap', amountCents: 400, orderId: short.id },
      ]),
    );
    expect(fixture.engine.position(long.id)?.swapCents).toBe(-700);
    expect(fixture.engine.account('u1')?.blc).toBe(9997);
  });

  it('charges three nights at the rollover ending Wednesday and catches up missed rollovers', () => {
    const { fixture, long } = setup();
    const effects = fixture.engine.rollover(Date.UTC(2026, 10, 25, 21));
    const longSwaps = ofType(effects, 'balanceChanged').filter((effect) => effect.orderId === long.id);
    expect(longSwaps.map((effect) => effect.amountCents)).toEqual([-700, -700, -2100]);
    expect(fixture.engine.position(long.id)?.swapCents).toBe(-3500);
  });

  it('does not charge a position opened after the rollover', () => {
    const fixture = createFixture(TUESDAY_ROLLOVER_MS + HOUR_MS);
    primeMajors(fixture);
    accountWith(fixture, 'u1', 1_000_000);
    expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1)));
    expect(fixture.engine.rollover(TUESDAY_ROLLOVER_MS + 2 * HOUR_MS)).toEqual([]);
  });
});
