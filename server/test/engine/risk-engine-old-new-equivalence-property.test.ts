// Old against new: the same random book and the same random ticks replayed through the engine as it
// stood before the tick path was rebuilt for a million positions (a frozen copy under reference/,
// test only) and through today's engine, both whole engines behind the same public methods. Every
// result (effects in order, refusals, values), every live update drained (as a set: the drain's
// order carries no meaning) and every account's figures must be the same after every step. The
// book mixes every conversion path (own-quoted, through itself, through USDTRY, EURUSD, GBPUSD),
// stops and targets, trailing stops, waiting orders and OCO-free pending kinds, accounts with and
// without a listener; the ticks mix calm moves, gaps deep enough for stop-outs, conversion ticks
// and ticks landing exactly on a stop or a target.
import fc from 'fast-check';
import { findInstrument, INSTRUMENTS } from '../../src/engine/catalogue';
import type { EngineEffect, EngineResult } from '../../src/engine/engine-types';
import { roundPrice } from '../../src/engine/money';
import { RiskEngine } from '../../src/engine/risk-engine';
import { RiskEngine as FrozenRiskEngine } from './reference/risk-engine';
import { MONDAY_NOON_MS, order } from './engine-fixture';

const PROPERTY_SEED = Number(process.env.OLD_NEW_EQUIVALENCE_SEED ?? 19);
const RUNS = 80;
const SYMBOLS = ['EURUSD', 'USDJPY', 'USDTRY', 'THYAO', 'GARAN', 'GER40', 'GBPUSD', 'XAUUSD', 'BTCUSD'];
const ACCOUNTS = 8;

interface Opening {
  account: number;
  symbol: number;
  buy: boolean;
  lotSteps: number;
  stopPct: number;
  takePct: number;
  /** Basis points of the price; 0 = no trailing stop. */
  trailBp: number;
  /** Basis points from the market for a waiting order; 0 = a market order. */
  limitBp: number;
}

type Step =
  | { kind: 'tick'; symbol: number; moveBp: number }
  | { kind: 'touch'; account: number; pick: number; target: boolean }
  | { kind: 'close'; account: number; pick: number; part: boolean }
  | { kind: 'deposit'; account: number; cents: number }
  /** Withdraws all but `leftCents` of the free margin: the account sits just above the 100% line. */
  | { kind: 'squeeze'; account: number; leftCents: number }
  | { kind: 'open'; opening: Opening };

const symbol = fc.nat(SYMBOLS.length - 1);
/** The conversion symbols (USDTRY converts THYAO and GARAN, EURUSD GER40) and the books they convert. */
const CONVERSIONS = [0, 1, 2, 6];
const CONVERTED = [3, 4, 5];
const account = fc.nat(ACCOUNTS - 1);
const openingFields = {
  account,
  // Half the book in converted books, so a conversion tick moves many accounts at once.
  symbol: fc.oneof(symbol, fc.constantFrom(...CONVERTED)),
  buy: fc.boolean(),
  lotSteps: fc.integer({ min: 1, max: 300 }),
  stopPct: fc.integer({ min: -6, max: 6 }),
  takePct: fc.integer({ min: -6, max: 6 }),
  trailBp: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 5, max: 400 })),
  limitBp: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: -200, max: 200 })),
};
const opening: fc.Arbitrary<Opening> = fc.record(openingFields);
const tickStep = (moveBp: fc.Arbitrary<number>, on: fc.Arbitrary<number> = symbol) =>
  fc.record({ kind: fc.constant('tick' as const), symbol: on, moveBp });
const gap = fc.oneof(fc.integer({ min: -3000, max: -800 }), fc.integer({ min: 800, max: 3000 }));
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: tickStep(fc.integer({ min: -300, max: 300 })), weight: 8 },
  { arbitrary: tickStep(gap), weight: 2 },
  // Conversion ticks, calm and gapping: the ones that leave converted books stale, and stop out or
  // warn accounts through them alone.
  { arbitrary: tickStep(fc.integer({ min: -300, max: 300 }), fc.constantFrom(...CONVERSIONS)), weight: 2 },
  { arbitrary: tickStep(gap, fc.constantFrom(...CONVERSIONS)), weight: 2 },
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
      kind: fc.constant('close' as const),
      account,
      pick: fc.nat(),
      part: fc.boolean(),
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
  { arbitrary: fc.record({ kind: fc.constant('open' as const), opening }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('squeeze' as const),
      account,
      leftCents: fc.integer({ min: 0, max: 2_000 }),
    }),
    weight: 2,
  },
);

/** The two engines behind one clock and one id sequence each, stepped together. */
function twoEngines() {
  let nowMs = MONDAY_NOON_MS;
  const clock = { nowMs: () => nowMs };
  const options = (ids: { last: number }) => ({
    instruments: INSTRUMENTS,
    clock,
    isMarketOpen: () => true,
    newOrderId: () => String((ids.last += 1)),
    watchAllAccounts: false,
  });
  return {
    frozen: new FrozenRiskEngine(options({ last: 0 })),
    current: new RiskEngine(options({ last: 0 })),
    advance: (ms: number) => (nowMs += ms),
  };
}

const sortedByJson = (effects: EngineEffect[]): string[] =>
  effects.map((effect) => JSON.stringify(effect)).sort();

const level = (price: number, percent: number, digits: number): number | null =>
  percent === 0 ? null : roundPrice(price * (1 + percent / 100), digits);

/** What the runs reached, so the test fails if the generators stop reaching the hard paths. */
const seen = new Set<string>();
function note(effects: EngineEffect[], on = ''): void {
  for (const effect of effects)
    seen.add(on + (effect.type === 'positionClosed' ? `closed:${effect.reason}` : effect.type));
}

/**
 * `readEvery`: figures and live updates are compared after every step (1) or every few steps, so
 * stale books live across several ticks before anything reads them.
 */
function runWorld(
  starting: number[],
  watched: boolean[],
  book: Opening[],
  steps: Step[],
  readEvery: number,
): void {
  const { frozen, current, advance } = twoEngines();
  const same = <T>(
    run: (engine: RiskEngine) => EngineResult<T> | EngineEffect[],
  ): EngineResult<T> | EngineEffect[] => {
    const expected = run(frozen as unknown as RiskEngine);
    const actual = run(current);
    expect(actual).toEqual(expected);
    note(Array.isArray(actual) ? actual : actual.ok ? actual.effects : []);
    return actual;
  };
  for (const name of SYMBOLS) {
    const instrument = findInstrument(name);
    if (!instrument) throw new Error(name);
    const bid = roundPrice(instrument.priceStart, instrument.digits);
    const tick = { symbol: name, bid, ask: roundPrice(bid + instrument.spread, instrument.digits), time: 0 };
    tick.time = advance(0);
    frozen.primeQuote(tick);
    current.primeQuote(tick);
  }
  starting.forEach((cents, index) => {
    same((engine) => engine.openAccount(`a${index}`));
    same((engine) => engine.deposit(`a${index}`, cents));
    frozen.watch(`a${index}`, watched[index]);
    current.watch(`a${index}`, watched[index]);
  });
  const open = (wanted: Opening) => {
    const name = SYMBOLS[wanted.symbol];
    const instrument = findInstrument(name);
    const quote = current.quote(name);
    if (!instrument || !quote) throw new Error(name);
    const marketLimit =
      wanted.limitBp === 0 ? null : roundPrice(quote.ask * (1 + wanted.limitBp / 10_000), instrument.digits);
    const reference = marketLimit ?? (wanted.buy ? quote.bid : quote.ask);
    const payload = order(
      name,
      wanted.buy ? 'Buy' : 'Sell',
      Math.min(wanted.lotSteps / 100, instrument.max),
      {
        marketLimit,
        stopLoss: level(
          reference,
          wanted.buy ? -Math.abs(wanted.stopPct) : Math.abs(wanted.stopPct),
          instrument.digits,
        ),
        takeProfit: level(reference, wanted.buy ? wanted.takePct : -wanted.takePct, instrument.digits),
        trailingDistance:
          wanted.trailBp === 0
            ? null
            : Math.max(
                roundPrice((quote.bid * wanted.trailBp) / 10_000, instrument.digits),
                10 ** -instrument.digits,
              ),
      },
    );
    same((engine) => engine.placeOrder(`a${wanted.account}`, payload));
  };
  const openIdsOf = (index: number): string[] =>
    current
      .positionsOf(`a${index}`)
      .filter((position) => position.status === 'open')
      .map((position) => position.id);
  for (const wanted of book) open(wanted);
  expect(sortedByJson(current.drainUpdates())).toEqual(sortedByJson(frozen.drainUpdates()));
  let stepsDone = 0;
  for (const current_ of steps) {
    const atMs = advance(1_000);
    if (current_.kind === 'open') open(current_.opening);
    if (current_.kind === 'deposit') same((engine) => engine.deposit(`a${current_.account}`, current_.cents));
    if (current_.kind === 'squeeze') {
      const figures = current.account(`a${current_.account}`);
      const cents = figures ? Math.round(figures.fm * 100) - current_.leftCents : 0;
      if (cents > 0) same((engine) => engine.withdraw(`a${current_.account}`, cents));
    }
    if (current_.kind === 'close') {
      const ids = openIdsOf(current_.account);
      const id = ids[current_.pick % Math.max(ids.length, 1)];
      const lots = current_.part ? 0.01 : undefined;
      if (id !== undefined) same((engine) => engine.close(`a${current_.account}`, id, lots));
    }
    if (current_.kind === 'touch') {
      const ids = openIdsOf(current_.account);
      const state = ids.length === 0 ? null : current.position(ids[current_.pick % ids.length]);
      const at = state ? (current_.target ? state.takeProfit : state.stopLoss) : null;
      const instrument = state ? findInstrument(state.symbol) : undefined;
      if (state && at !== null && instrument) {
        const spread = roundPrice(instrument.spread, instrument.digits);
        const bid = state.side === 'Buy' ? at : roundPrice(at - spread, instrument.digits);
        const tick = {
          symbol: state.symbol,
          bid,
          ask: roundPrice(bid + spread, instrument.digits),
          time: atMs,
        };
        if (bid > 0) same((engine) => engine.applyTick(tick));
      }
    }
    if (current_.kind === 'tick') {
      const name = SYMBOLS[current_.symbol];
      const instrument = findInstrument(name);
      const quote = current.quote(name);
      if (!instrument || !quote) throw new Error(name);
      const bid = Math.max(
        roundPrice(quote.bid * (1 + current_.moveBp / 10_000), instrument.digits),
        instrument.spread,
      );
      const tick = {
        symbol: name,
        bid,
        ask: roundPrice(bid + instrument.spread, instrument.digits),
        time: atMs,
      };
      const effects = same((engine) => engine.applyTick(tick));
      if (CONVERSIONS.includes(current_.symbol) && Array.isArray(effects)) note(effects, 'conversion:');
    }
    if (++stepsDone % readEvery !== 0) continue;
    expect(sortedByJson(current.drainUpdates())).toEqual(sortedByJson(frozen.drainUpdates()));
    for (let index = 0; index < ACCOUNTS; index++)
      expect(current.account(`a${index}`)).toEqual(frozen.account(`a${index}`));
  }
  expect(sortedByJson(current.drainUpdates())).toEqual(sortedByJson(frozen.drainUpdates()));
  for (let index = 0; index < ACCOUNTS; index++)
    expect(current.account(`a${index}`)).toEqual(frozen.account(`a${index}`));
  const counts = current.conversionCounts;
  if (counts.leftStale > 0) seen.add('conversion:leftStale');
  if (counts.valuedEagerly > 0) seen.add('conversion:valuedEagerly');
}

describe('the engine against a frozen copy of the engine before the million-position rebuild', () => {
  it('gives the same results, live updates and figures for the same book and ticks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 10_000, max: 2_000_000 }), { minLength: ACCOUNTS, maxLength: ACCOUNTS }),
        fc.array(fc.boolean(), { minLength: ACCOUNTS, maxLength: ACCOUNTS }),
        fc.array(opening, { minLength: 5, maxLength: 50 }),
        fc.array(step, { minLength: 20, maxLength: 150 }),
        fc.constantFrom(1, 1, 7),
        runWorld,
      ),
      { numRuns: RUNS, seed: PROPERTY_SEED },
    );
    for (const reached of [
      'closed:stopLoss',
      'closed:takeProfit',
      'closed:stopOut',
      'closed:manual',
      'marginWarning',
      'pendingTriggered',
      'positionModified',
      'conversion:closed:stopOut',
      'conversion:marginWarning',
      'conversion:leftStale',
      'conversion:valuedEagerly',
    ])
      expect({ reached, seen: seen.has(reached) }).toEqual({ reached, seen: true });
  });

  // Stale figures at a settle: a calm USDTRY tick leaves the TRY books stale while every account
  // is far from the line; later EURUSD and GER40 ticks walk accounts to it with those books still
  // stale (nothing reads them for many steps), so the settle must value them to decide as before.
  it('decides the same on ticks of other books while converted books are stale', () => {
    const onto = (symbols: number[], bp: number) =>
      tickStep(fc.integer({ min: -bp, max: bp }), fc.constantFrom(...symbols));
    const staleOpening = fc.record({ ...openingFields, symbol: fc.constantFrom(0, 3, 4, 5) });
    const staleStep: fc.Arbitrary<Step> = fc.oneof(
      { arbitrary: onto([2], 300), weight: 2 },
      { arbitrary: onto([0, 5], 400), weight: 6 },
      { arbitrary: onto([3, 4], 200), weight: 1 },
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 10_000, max: 400_000 }), { minLength: ACCOUNTS, maxLength: ACCOUNTS }),
        fc.array(fc.boolean(), { minLength: ACCOUNTS, maxLength: ACCOUNTS }),
        fc.array(staleOpening, { minLength: 8, maxLength: 40 }),
        fc.array(staleStep, { minLength: 40, maxLength: 120 }),
        fc.constant(40),
        runWorld,
      ),
      { numRuns: RUNS, seed: PROPERTY_SEED },
    );
  });
});
