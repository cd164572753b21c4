// The benchmark's workload: an engine over the whole catalogue with 10,000 accounts holding 100,000
// open positions, and a precomputed, seeded stream of ticks (so generating prices is not measured).
import { INSTRUMENTS } from '../../server/src/engine/catalogue';
import type { Instrument, Tick } from '../../server/src/engine/engine-types';
import { roundPrice } from '../../server/src/engine/money';
import { mulberry32 } from '../../server/src/engine/prng';
import { RiskEngine } from '../../server/src/engine/risk-engine';

export interface WorkloadOptions {
  accounts: number;
  /** Accounts with a live socket, whose updates are drained (the 1,000 sockets). */
  watchedAccounts: number;
  positions: number;
  ticks: number;
  seed: number;
  /** Percent of positions whose stop trails the price (BENCH_TRAILING, default 0). */
  trailingPct: number;
}

export const DEFAULT_WORKLOAD: WorkloadOptions = {
  accounts: 10_000,
  watchedAccounts: 1_000,
  positions: 100_000,
  ticks: 100_000,
  seed: 1,
  trailingPct: 0,
};

const sizeFromEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
};

/**
 * The default workload resized by BENCH_POSITIONS and BENCH_ACCOUNTS (e.g. 1,000,000 and 100,000),
 * with BENCH_TRAILING percent of the positions trailing their stop (e.g. 10).
 */
export function workloadFromEnv(): WorkloadOptions {
  const trailingPct = Number(process.env.BENCH_TRAILING ?? 0);
  if (!Number.isInteger(trailingPct) || trailingPct < 0 || trailingPct > 100)
    throw new Error('BENCH_TRAILING must be a whole percent from 0 to 100');
  return {
    ...DEFAULT_WORKLOAD,
    positions: sizeFromEnv('BENCH_POSITIONS', DEFAULT_WORKLOAD.positions),
    accounts: sizeFromEnv('BENCH_ACCOUNTS', DEFAULT_WORKLOAD.accounts),
    trailingPct,
  };
}

/** A trailing position's distance: 1% of the starting price, at least one price step. */
const TRAILING_SHARE = 0.01;
const trailingDistanceOf = (instrument: Instrument): number =>
  Math.max(roundPrice(instrument.priceStart * TRAILING_SHARE, instrument.digits), 10 ** -instrument.digits);

/** One order of the workload's book, drawn from the seed (the floor loop rebuilds the same book). */
export interface WorkloadOrder {
  instrumentIndex: number;
  accountIndex: number;
  type: 'Buy' | 'Sell';
  farStop: boolean;
  /** Its stop trails the price (BENCH_TRAILING). */
  trailing: boolean;
}

/** The workload's orders in the order they are placed; the same seed gives the same book. */
export function* workloadOrders(options: WorkloadOptions): Generator<WorkloadOrder> {
  const random = mulberry32(options.seed);
  for (let i = 0; i < options.positions; i++) {
    const instrumentIndex = Math.floor(random() * INSTRUMENTS.length);
    const type = random() < 0.5 ? 'Buy' : 'Sell';
    yield {
      instrumentIndex,
      accountIndex: i % options.accounts,
      type,
      farStop: i % 3 === 0,
      trailing: i % 100 < options.trailingPct,
    };
  }
}

/** Price moves per tick: ±0.02% steps keep triggers and stop-outs rare, as in a calm market. */
const TICK_MOVE = 0.0002;
const START_MS = Date.UTC(2026, 10, 23, 9);

/** The quote every book starts from, so every position of a symbol opens at the same price. */
export function startingQuote(instrument: Instrument): { symbol: string; bid: number; ask: number } {
  const bid = roundPrice(instrument.priceStart - instrument.spread / 2, instrument.digits);
  return { symbol: instrument.symbol, bid, ask: roundPrice(bid + instrument.spread, instrument.digits) };
}

export function buildEngine(options: WorkloadOptions): RiskEngine {
  let nowMs = START_MS;
  let lastId = 0;
  const engine = new RiskEngine({
    instruments: INSTRUMENTS,
    clock: { nowMs: () => nowMs },
    isMarketOpen: () => true,
    newOrderId: () => String((lastId += 1)),
    rolloverChargedUntilMs: START_MS,
    watchAllAccounts: false,
  });
  for (const instrument of INSTRUMENTS) engine.primeQuote({ ...startingQuote(instrument), time: nowMs });
  for (let account = 0; account < options.accounts; account++) {
    engine.openAccount(`u${account}`);
    engine.deposit(`u${account}`, 100_000_000);
  }
  for (const drawn of workloadOrders(options)) {
    const instrument = INSTRUMENTS[drawn.instrumentIndex];
    const accountId = `u${drawn.accountIndex}`;
    const type = drawn.type;
    const amount = instrument.min;
    // A far stop on every third position, so the trigger comparison has real levels to test.
    const quote = engine.quote(instrument.symbol);
    const far = quote ? (type === 'Buy' ? quote.bid * 0.5 : quote.ask * 1.5) : null;
    const stopLoss = drawn.farStop && far !== null ? roundPrice(far, instrument.digits) : null;
    const result = engine.openMarket(accountId, {
      symbol: instrument.symbol,
      type,
      amount,
      marketLimit: null,
      stopLoss,
      takeProfit: null,
      trailingDistance: drawn.trailing ? trailingDistanceOf(instrument) : null,
    });
    if (!result.ok) throw new Error(`workload order refused: ${result.code}`);
    nowMs += 1;
  }
  for (let account = 0; account < options.watchedAccounts; account++) engine.watch(`u${account}`, true);
  engine.drainUpdates();
  return engine;
}

/** A seeded random walk over all instruments, one symbol per tick. */
export function buildTicks(options: WorkloadOptions): Tick[] {
  const random = mulberry32(options.seed + 1);
  const mids = new Map(INSTRUMENTS.map((instrument) => [instrument.symbol, instrument.priceStart]));
  const ticks: Tick[] = [];
  let timeMs = START_MS + 60_000;
  for (let i = 0; i < options.ticks; i++) {
    const instrument = INSTRUMENTS[Math.floor(random() * INSTRUMENTS.length)];
    const mid =
      (mids.get(instrument.symbol) ?? instrument.priceStart) * (1 + (random() - 0.5) * 2 * TICK_MOVE);
    mids.set(instrument.symbol, mid);
    const bid = roundPrice(mid - instrument.spread / 2, instrument.digits);
    const ask = Math.max(
      roundPrice(bid + instrument.spread, instrument.digits),
      roundPrice(bid + 10 ** -instrument.digits, instrument.digits),
    );
    ticks.push({ symbol: instrument.symbol, bid, ask, time: (timeMs += 1) });
  }
  return ticks;
}
