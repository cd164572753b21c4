// Equivalence property test: a random book (accounts, market orders with and without stops and
// targets on symbols of every conversion path) and a random stream of ticks (calm moves, gaps deep
// enough for stop-outs, conversion symbols) with manual closes and deposits in between, replayed
// through the engine and through the plain reference evaluator of the old tick rules beside this
// file; a share of the orders trail their stop. Every effect of every tick must be the same, in the same order, and so must every live
// update drained for the accounts someone watches (as a set: the drain's order carries no
// meaning) and every account's figures.
import fc from 'fast-check';
import { findInstrument } from '../../src/engine/catalogue';
import type { EngineEffect } from '../../src/engine/engine-types';
import { roundPrice } from '../../src/engine/money';
import { createFixture, order } from './engine-fixture';
import { ReferenceTickEvaluator } from './reference-tick-evaluator';

const PROPERTY_SEED = Number(process.env.TICK_EQUIVALENCE_SEED ?? 7);
const RUNS = 100;
/** Own-quoted (calc 0), calc 1 through itself and through USDTRY, calc 2 through EURUSD and GBPUSD. */
const SYMBOLS = [
  'EURUSD',
  'USDJPY',
  'USDTRY',
  'THYAO',
  'GARAN',
  'GER40',
  'UK100',
  'GBPUSD',
  'XAUUSD',
  'BTCUSD',
];
const ACCOUNTS = 6;

type Step =
  | { kind: 'tick'; symbol: number; moveBp: number }
  /** A tick whose close price lands exactly on an open position's stop loss or take profit. */
  | { kind: 'touch'; account: number; pick: number; target: boolean }
  | { kind: 'close'; account: number; pick: number }
  | { kind: 'deposit'; account: number; cents: number }
  | { kind: 'open'; order: OpenOrder };

interface OpenOrder {
  account: number;
  symbol: number;
  buy: boolean;
  lotSteps: number;
  stopPct: number;
  takePct: number;
  /** The trailing distance in basis points of the price; 0 = no trailing stop. */
  trailBp: number;
}

const symbol = fc.nat(SYMBOLS.length - 1);
const account = fc.nat(ACCOUNTS - 1);
const openOrder: fc.Arbitrary<OpenOrder> = fc.record({
  account,
  symbol,
  buy: fc.boolean(),
  lotSteps: fc.integer({ min: 1, max: 200 }),
  stopPct: fc.integer({ min: -6, max: 6 }),
  takePct: fc.integer({ min: -6, max: 6 }),
  trailBp: fc.oneof(fc.constant(0), fc.integer({ min: 5, max: 400 })),
});
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      symbol,
      moveBp: fc.integer({ min: -300, max: 300 }),
    }),
    weight: 8,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      symbol,
      moveBp: fc.oneof(fc.integer({ min: -3000, max: -800 }), fc.integer({ min: 800, max: 3000 })),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('close' as const), account, pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('touch' as const),
      account,
      pick: fc.nat(),
      target: fc.boolean(),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      account,
      cents: fc.integer({ min: 1, max: 300_000 }),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('open' as const), order: openOrder }), weight: 2 },
);
const startingCents = fc.array(fc.integer({ min: 10_000, max: 2_000_000 }), {
  minLength: ACCOUNTS,
  maxLength: ACCOUNTS,
});

const level = (price: number, percent: number, digits: number): number | null =>
  percent === 0 ? null : roundPrice(price * (1 + percent / 100), digits);

const sortedByJson = (effects: EngineEffect[]): string[] =>
  effects.map((effect) => JSON.stringify(effect)).sort();

/** What the runs reached, so the test fails if the generators stop reaching the hard paths. */
const seen = new Map<string, number>();
function count(effects: EngineEffect[]): void {
  for (const effect of effects) {
    const key =
      effect.type === 'positionModified'
        ? 'trailed'
        : effect.type === 'positionClosed' &&
            effect.trailingDistance !== undefined &&
            effect.reason === 'stopLoss'
          ? 'closed:trailingStop'
          : effect.type === 'positionClosed'
            ? `closed:${effect.reason}`
            : effect.type === 'balanceChanged'
              ? `ledger:${effect.kind}`
              : effect.type;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
}

function runWorld(starting: number[], unwatched: number, book: OpenOrder[], steps: Step[]): void {
  const fixture = createFixture();
  const { engine } = fixture;
  const reference = new ReferenceTickEvaluator();
  for (const name of SYMBOLS) {
    const instrument = findInstrument(name);
    if (!instrument) throw new Error(name);
    const bid = roundPrice(instrument.priceStart, instrument.digits);
    const tick = {
      symbol: name,
      bid,
      ask: roundPrice(bid + instrument.spread, instrument.digits),
      time: fixture.clock.nowMs(),
    };
    engine.primeQuote(tick);
    reference.prime(tick);
  }
  starting.forEach((cents, index) => {
    engine.openAccount(`a${index}`);
    engine.deposit(`a${index}`, cents);
    reference.openAccount(`a${index}`, cents);
  });
  // The last accounts have no listener: few listeners and many take different drain paths.
  for (let index = ACCOUNTS - unwatched; index < ACCOUNTS; index++) {
    engine.watch(`a${index}`, false);
    reference.unwatch(`a${index}`);
  }
  const open = (wanted: OpenOrder) => {
    const name = SYMBOLS[wanted.symbol];
    const instrument = findInstrument(name);
    const quote = engine.quote(name);
    if (!instrument || !quote) throw new Error(name);
    const payload = order(
      name,
      wanted.buy ? 'Buy' : 'Sell',
      Math.min(wanted.lotSteps / 100, instrument.max),
      {
        stopLoss: level(wanted.buy ? quote.bid : quote.ask, wanted.stopPct, instrument.digits),
        takeProfit: level(wanted.buy ? quote.ask : quote.bid, wanted.takePct, instrument.digits),
        trailingDistance:
          wanted.trailBp === 0
            ? null
            : Math.max(
                roundPrice((quote.bid * wanted.trailBp) / 10_000, instrument.digits),
                10 ** -instrument.digits,
              ),
      },
    );
    const result = engine.openMarket(`a${wanted.account}`, payload);
    if (result.ok) reference.opened(result.value);
  };
  for (const wanted of book) open(wanted);
  /** A tick of the position's symbol whose close price is exactly its stop loss (or target). */
  const touchingTick = (wanted: { account: number; pick: number; target: boolean }, atMs: number) => {
    const ids = reference.openIdsOf(`a${wanted.account}`);
    const state = ids.length === 0 ? undefined : engine.position(ids[wanted.pick % ids.length]);
    const level = state ? (wanted.target ? state.takeProfit : state.stopLoss) : null;
    const instrument = state ? findInstrument(state.symbol) : undefined;
    if (!state || level === null || !instrument) return null;
    const spread = roundPrice(instrument.spread, instrument.digits);
    const bid = state.side === 'Buy' ? level : roundPrice(level - spread, instrument.digits);
    if (!(bid > 0)) return null;
    const ask = roundPrice(bid + spread, instrument.digits);
    return { id: state.id, tick: { symbol: state.symbol, bid, ask, time: atMs } };
  };
  expect(sortedByJson(engine.drainUpdates())).toEqual(sortedByJson(reference.drain()));
  for (const current of steps) {
    fixture.clock.set(fixture.clock.nowMs() + 1_000);
    const atMs = fixture.clock.nowMs();
    if (current.kind === 'open') open(current.order);
    if (current.kind === 'deposit') {
      engine.deposit(`a${current.account}`, current.cents);
      reference.deposit(`a${current.account}`, current.cents);
    }
    if (current.kind === 'close') {
      const ids = reference.openIdsOf(`a${current.account}`);
      const id = ids[current.pick % Math.max(ids.length, 1)];
      const closed = id === undefined ? null : engine.close(`a${current.account}`, id);
      if (closed?.ok) {
        count(closed.effects);
        expect(closed.effects).toEqual(reference.close(id, atMs));
      }
    }
    const touching = current.kind === 'touch' ? touchingTick(current, atMs) : null;
    if (touching) {
      const effects = engine.applyTick(touching.tick);
      count(effects);
      expect(effects).toEqual(reference.applyTick(touching.tick));
      if (effects.some((effect) => effect.type === 'positionClosed' && effect.sourceId === touching.id))
        seen.set('closed:atLevel', (seen.get('closed:atLevel') ?? 0) + 1);
    }
    if (current.kind === 'tick') {
      const name = SYMBOLS[current.symbol];
      const instrument = findInstrument(name);
      const quote = engine.quote(name);
      if (!instrument || !quote) throw new Error(name);
      const bid = Math.max(
        roundPrice(quote.bid * (1 + current.moveBp / 10_000), instrument.digits),
        instrument.spread,
      );
      const tick = {
        symbol: name,
        bid,
        ask: roundPrice(bid + instrument.spread, instrument.digits),
        time: atMs,
      };
      const effects = engine.applyTick(tick);
      count(effects);
      expect(effects).toEqual(reference.applyTick(tick));
    }
    expect(sortedByJson(engine.drainUpdates())).toEqual(sortedByJson(reference.drain()));
    for (let index = 0; index < ACCOUNTS; index++)
      expect(engine.account(`a${index}`)).toEqual(reference.figuresOf(`a${index}`));
  }
}

describe('the engine against the reference evaluator of the old tick rules', () => {
  it('gives the same effects, live updates and figures for the same book and ticks', () => {
    fc.assert(
      fc.property(
        startingCents,
        fc.nat(ACCOUNTS - 1),
        fc.array(openOrder, { minLength: 5, maxLength: 40 }),
        fc.array(step, { minLength: 20, maxLength: 120 }),
        runWorld,
      ),
      { numRuns: RUNS, seed: PROPERTY_SEED },
    );
    for (const key of [
      'closed:stopLoss',
      'closed:takeProfit',
      'closed:stopOut',
      'closed:manual',
      'ledger:stopout_reset',
      'marginWarning',
      'trailed',
      'closed:trailingStop',
      'closed:atLevel',
    ])
      expect({ key, reached: (seen.get(key) ?? 0) > 0 }).toEqual({ key, reached: true });
  });
});
