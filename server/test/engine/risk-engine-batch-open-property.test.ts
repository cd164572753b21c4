// Property test of the batch open (copy trading's path): for random accounts (balances, holds,
// positions already open), a random symbol (quoted or not, open or closed, or unknown), side,
// stop/take (right or wrong side) and a random list of orders (unknown accounts, repeated
// accounts, lots valid, off-step or out of range), openMarketBatch must give exactly what placing
// the same orders one by one gives: the same outcomes (ids and refusal codes), the same effects
// (fills, margins), the same account figures and positions; and afterwards the same effects,
// ledger rows included, when a tick moves the price (stop-outs) and when everything is closed.
import fc from 'fast-check';
import { findInstrument } from '../../src/engine/catalogue';
import type { EngineEffect } from '../../src/engine/engine-types';
import { roundPrice } from '../../src/engine/money';
import type { BatchOpenOutcome, BatchOpenRequest } from '../../src/engine/risk-batch-open';
import { accountWith, createFixture, order, type EngineFixture } from './engine-fixture';

const PROPERTY_SEED = Number(process.env.BATCH_OPEN_PROPERTY_SEED ?? 42);
const RUNS = 300;
const ACCOUNTS = ['a', 'b', 'c', 'd', 'e'] as const;
/** Every calc mode and calendar; THYAO converts through USDTRY, GER40 is EUR. */
const SYMBOLS = ['EURUSD', 'USDJPY', 'USDTRY', 'THYAO', 'GER40', 'BTCUSD', 'XAUUSD'] as const;
/** Index SYMBOLS.length stands for a symbol the catalogue does not have. */
const UNKNOWN_SYMBOL = 'NOPE';

interface AccountSetup {
  cents: number;
  holdCents: number;
  prior: { symbol: number; buy: boolean; lotSteps: number } | null;
}

interface World {
  accounts: AccountSetup[];
  /** A symbol left without a quote (USDTRY unquoted leaves THYAO without its conversion). */
  unquoted: number | null;
  closed: number | null;
}

interface Batch {
  symbol: number;
  buy: boolean;
  stopPct: number;
  takePct: number;
  orders: { account: number; lots: number }[];
  moveBp: number;
}

const accountSetup: fc.Arbitrary<AccountSetup> = fc.record({
  cents: fc.integer({ min: 0, max: 2_000_000 }),
  holdCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
  prior: fc.option(
    fc.record({
      symbol: fc.nat(SYMBOLS.length - 1),
      buy: fc.boolean(),
      lotSteps: fc.integer({ min: 1, max: 200 }),
    }),
  ),
});

const world: fc.Arbitrary<World> = fc.record({
  accounts: fc.array(accountSetup, { minLength: ACCOUNTS.length, maxLength: ACCOUNTS.length }),
  unquoted: fc.option(fc.nat(SYMBOLS.length - 1), { freq: 4 }),
  closed: fc.option(fc.nat(SYMBOLS.length - 1), { freq: 4 }),
});

/** Lots a copy may ask for: valid sizes (often one shared size), and sizes a check refuses. */
const lots: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.constantFrom(0.01, 0.1, 0.5, 1), weight: 6 },
  { arbitrary: fc.integer({ min: 1, max: 2_000 }).map((steps) => steps / 100), weight: 2 },
  { arbitrary: fc.constantFrom(0, -1, 0.005, 0.123, 1e9, Number.NaN), weight: 1 },
);

/** Distance of a stop or target in %, positive on its right side: none, right, or (less often) wrong. */
const levelPct: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.constant(0), weight: 3 },
  { arbitrary: fc.integer({ min: 1, max: 5 }), weight: 3 },
  { arbitrary: fc.integer({ min: -5, max: -1 }), weight: 1 },
);

const batch: fc.Arbitrary<Batch> = fc.record({
  symbol: fc.oneof(
    { arbitrary: fc.nat(SYMBOLS.length - 1), weight: 12 },
    { arbitrary: fc.constant(SYMBOLS.length), weight: 1 },
  ),
  buy: fc.boolean(),
  stopPct: levelPct,
  takePct: levelPct,
  // Account index ACCOUNTS.length is one the engine does not know.
  orders: fc.array(fc.record({ account: fc.nat(ACCOUNTS.length), lots }), { minLength: 1, maxLength: 30 }),
  moveBp: fc.integer({ min: -3000, max: 3000 }),
});

const accountIdOf = (index: number): string => ACCOUNTS[index] ?? 'ghost';

function build(setup: World): EngineFixture {
  const fixture = createFixture();
  for (const [index, name] of SYMBOLS.entries()) {
    if (index === setup.unquoted) continue;
    const instrument = findInstrument(name);
    if (!instrument) throw new Error(`${name} is not in the catalogue`);
    fixture.prime(
      name,
      instrument.priceStart,
      roundPrice(instrument.priceStart + instrument.spread, instrument.digits),
    );
  }
  for (const [index, account] of setup.accounts.entries()) {
    const accountId = accountIdOf(index);
    accountWith(fixture, accountId, account.cents);
    if (account.holdCents > 0) fixture.engine.hold(accountId, account.holdCents);
    if (account.prior) {
      const { symbol, buy, lotSteps } = account.prior;
      fixture.engine.placeOrder(accountId, order(SYMBOLS[symbol], buy ? 'Buy' : 'Sell', lotSteps / 100));
    }
  }
  if (setup.closed !== null) fixture.closedSymbols.add(SYMBOLS[setup.closed]);
  return fixture;
}

function requestOf(fixture: EngineFixture, drawn: Batch): BatchOpenRequest {
  const symbol = SYMBOLS[drawn.symbol] ?? UNKNOWN_SYMBOL;
  const instrument = findInstrument(symbol);
  const quote = fixture.engine.quote(symbol);
  const level = (price: number, percent: number): number | null =>
    percent === 0 || !instrument ? null : roundPrice(price * (1 + percent / 100), instrument.digits);
  return {
    symbol,
    side: drawn.buy ? 'Buy' : 'Sell',
    // A Buy's stop sits below the bid and its target above the ask; a Sell's the other way round.
    stopLoss: quote
      ? level(drawn.buy ? quote.bid : quote.ask, drawn.buy ? -drawn.stopPct : drawn.stopPct)
      : null,
    takeProfit: quote
      ? level(drawn.buy ? quote.ask : quote.bid, drawn.buy ? drawn.takePct : -drawn.takePct)
      : null,
    orders: drawn.orders.map((drawnOrder) => ({
      accountId: accountIdOf(drawnOrder.account),
      lots: drawnOrder.lots,
    })),
  };
}

/** The same orders through placeOrder, one after another. */
function oneByOne(fixture: EngineFixture, request: BatchOpenRequest) {
  const outcomes: BatchOpenOutcome[] = [];
  const effects: EngineEffect[] = [];
  for (const each of request.orders) {
    const result = fixture.engine.placeOrder(
      each.accountId,
      order(request.symbol, request.side, each.lots, {
        stopLoss: request.stopLoss,
        takeProfit: request.takeProfit,
      }),
    );
    if (!result.ok) outcomes.push({ ok: false, code: result.code });
    else {
      outcomes.push({ ok: true, id: result.value.id });
      effects.push(...result.effects);
    }
  }
  return { outcomes, effects };
}

/** Every account's figures, hold and positions (ids, margins, fills, stops, live profit). */
function books(fixture: EngineFixture) {
  return ACCOUNTS.map((accountId) => ({
    figures: fixture.engine.account(accountId),
    heldCents: fixture.engine.heldCents(accountId),
    positions: fixture.engine.positionsOf(accountId),
  }));
}

/** A tick moving the batch's symbol by `moveBp` basis points: triggers, stop-outs, resets. */
function move(fixture: EngineFixture, symbol: string, moveBp: number): EngineEffect[] {
  const instrument = findInstrument(symbol);
  const quote = fixture.engine.quote(symbol);
  if (!instrument || !quote) return [];
  const bid = Math.max(roundPrice(quote.bid * (1 + moveBp / 10_000), instrument.digits), instrument.spread);
  return fixture.engine.applyTick({
    symbol,
    bid,
    ask: roundPrice(bid + instrument.spread, instrument.digits),
    time: fixture.clock.nowMs(),
  });
}

function closeEverything(fixture: EngineFixture): EngineEffect[] {
  fixture.closedSymbols.clear();
  const effects: EngineEffect[] = [];
  for (const accountId of ACCOUNTS) {
    for (const position of fixture.engine.positionsOf(accountId)) {
      const result =
        position.status === 'open'
          ? fixture.engine.close(accountId, position.id)
          : fixture.engine.cancelPending(accountId, position.id);
      if (result.ok) effects.push(...result.effects);
    }
  }
  return effects;
}

describe('openMarketBatch', () => {
  it('gives exactly the fills, refusals, margins and ledger effects of placing the orders one by one', () => {
    const seen = { opened: 0, refusals: new Set<string>(), ledger: 0 };
    fc.assert(
      fc.property(world, batch, (setup, drawn) => {
        const batched = build(setup);
        const single = build(setup);
        const request = requestOf(batched, drawn);
        const fromBatch = batched.engine.openMarketBatch(request);
        const fromSingle = oneByOne(single, request);
        expect(fromBatch.outcomes).toEqual(fromSingle.outcomes);
        expect(fromBatch.effects).toEqual(fromSingle.effects);
        expect(books(batched)).toEqual(books(single));
        const moved = move(batched, request.symbol, drawn.moveBp);
        expect(moved).toEqual(move(single, request.symbol, drawn.moveBp));
        expect(books(batched)).toEqual(books(single));
        const closed = closeEverything(batched);
        expect(closed).toEqual(closeEverything(single));
        expect(books(batched)).toEqual(books(single));
        seen.opened += fromBatch.effects.length;
        for (const outcome of fromBatch.outcomes) if (!outcome.ok) seen.refusals.add(outcome.code);
        seen.ledger += [...moved, ...closed].filter((effect) => effect.type === 'balanceChanged').length;
      }),
      // Seeded so the coverage check below is stable; change the seed to explore other sequences.
      { numRuns: RUNS, seed: PROPERTY_SEED },
    );
    // The runs reached fills, every refusal a batch can meet, and ledger rows afterwards.
    expect(seen.opened).toBeGreaterThan(RUNS);
    expect([...seen.refusals].sort()).toEqual([
      'ACCOUNT_NOT_FOUND',
      'INSUFFICIENT_MARGIN',
      'LOTS_OUT_OF_RANGE',
      'LOTS_STEP',
      'MARKET_CLOSED',
      'NO_PRICE',
      'STOP_LOSS_WRONG_SIDE',
      'TAKE_PROFIT_WRONG_SIDE',
      'UNKNOWN_SYMBOL',
    ]);
    expect(seen.ledger).toBeGreaterThan(0);
  });
});
