// The exposure a converted book keeps per account (risk-conversion.ts's stale bound) is taken
// around a reference quote with a band (SymbolBook.exposureBand), so a book's own tick moves it
// only when its quote leaves the band. The bound is only sound while each account's exposure is at
// least the sum of |profit in the quote currency| of its converted positions at the current quote,
// and only stays sound while it is exactly the sum of what the book added for each of them (else
// closes would drift it). Random opens, partial and whole closes, own ticks inside and outside the
// band and conversion ticks, both checked after every step.
import fc from 'fast-check';
import type { RiskEngine } from '../../src/engine/risk-engine';
import type { RiskOperations } from '../../src/engine/risk-operations';
import type { Position } from '../../src/engine/risk-position';
import { roundPrice } from '../../src/engine/money';
import { accountWith, createFixture, expectOk, order, primeMajors } from './engine-fixture';

const PROPERTY_SEED = Number(process.env.EXPOSURE_BAND_PROPERTY_SEED ?? 23);
const RUNS = 60;
const ACCOUNTS = ['a', 'b', 'c'];
/** Converted books (through GBPUSD, EURUSD, USDTRY) and their conversions, with starting quotes. */
const BOOKS = [
  { symbol: 'EURGBP', bid: 0.8545, spread: 0.0002, digits: 5 },
  { symbol: 'GER40', bid: 19520, spread: 2, digits: 1 },
  { symbol: 'THYAO', bid: 291.5, spread: 0.1, digits: 2 },
];
const CONVERSIONS = [
  { symbol: 'GBPUSD', bid: 1.25, spread: 0.0002, digits: 5 },
  { symbol: 'EURUSD', bid: 1.1, spread: 0.0002, digits: 5 },
  { symbol: 'USDTRY', bid: 40, spread: 0.01, digits: 4 },
];

type Step =
  | { kind: 'open'; account: number; book: number; buy: boolean; lotSteps: number }
  | { kind: 'tick'; book: number; moveBp: number }
  | { kind: 'convert'; conversion: number; moveBp: number }
  | { kind: 'close'; pick: number; part: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('open' as const),
    account: fc.nat({ max: ACCOUNTS.length - 1 }),
    book: fc.nat({ max: BOOKS.length - 1 }),
    buy: fc.boolean(),
    lotSteps: fc.integer({ min: 1, max: 300 }),
  }),
  // Small moves stay inside the band (0.1% of the price), large ones leave it.
  fc.record({
    kind: fc.constant('tick' as const),
    book: fc.nat({ max: BOOKS.length - 1 }),
    moveBp: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -40, max: 40 })),
  }),
  fc.record({
    kind: fc.constant('convert' as const),
    conversion: fc.nat({ max: CONVERSIONS.length - 1 }),
    moveBp: fc.integer({ min: -20, max: 20 }),
  }),
  fc.record({ kind: fc.constant('close' as const), pick: fc.nat(), part: fc.boolean() }),
);

/** Test-only view of the engine's state: the exposure lives in AccountTable, not in any answer. */
const opsOf = (engine: RiskEngine) => (engine as unknown as { ops: RiskOperations }).ops;

/** |profit| of a position in micros of its quote currency at its book's current quote (the rule). */
function profitMagnitude(position: Position): number {
  const book = position.book;
  const close = position.sign > 0 ? book.bid : book.ask;
  return Math.abs(close - position.openPrice) * position.lots * book.instrument.contractSize * 1e6;
}

/** What the book added for the position: |reference close − open| plus the band, rounded up. */
function addedExposure(position: Position): number {
  const book = position.book;
  const close = position.sign > 0 ? book.exposureBid : book.exposureAsk;
  const micros = Math.ceil(
    (Math.abs(close - position.openPrice) + book.exposureBand) *
      position.lots *
      book.instrument.contractSize *
      1e6,
  );
  return micros === micros ? micros : 0;
}

function checkExposure(engine: RiskEngine): void {
  const ops = opsOf(engine);
  const table = ops.table;
  for (const account of table.accounts) {
    const converted = account.open.filter((position) => position.book.converted !== null);
    const held = table.exposure[account.index];
    const atQuote = converted.reduce((sum, position) => sum + profitMagnitude(position), 0);
    const added = converted.reduce((sum, position) => sum + addedExposure(position), 0);
    expect(held).toBeGreaterThanOrEqual(atQuote);
    expect(held).toBe(added);
    expect(table.convertedCount[account.index]).toBe(converted.length);
    expect(table.exposureCeiling).toBeGreaterThanOrEqual(held);
  }
}

function run(steps: Step[]): void {
  const fixture = createFixture();
  primeMajors(fixture);
  const quotes = new Map([...BOOKS, ...CONVERSIONS].map((quote) => [quote.symbol, quote.bid]));
  const tick = (quote: { symbol: string; spread: number; digits: number }, moveBp: number) => {
    const bid = roundPrice((quotes.get(quote.symbol) ?? 0) * (1 + moveBp / 10_000), quote.digits);
    quotes.set(quote.symbol, bid);
    fixture.quote(quote.symbol, bid, roundPrice(bid + quote.spread, quote.digits));
  };
  for (const quote of [...CONVERSIONS, ...BOOKS]) tick(quote, 0);
  for (const accountId of ACCOUNTS) accountWith(fixture, accountId, 1_000_000_000_00);
  const open: { accountId: string; id: string }[] = [];
  for (const next of steps) {
    if (next.kind === 'open') {
      const accountId = ACCOUNTS[next.account];
      const placed = order(BOOKS[next.book].symbol, next.buy ? 'Buy' : 'Sell', next.lotSteps / 100);
      open.push({ accountId, id: expectOk(fixture.engine.openMarket(accountId, placed)).value.id });
    } else if (next.kind === 'tick') tick(BOOKS[next.book], next.moveBp);
    else if (next.kind === 'convert') tick(CONVERSIONS[next.conversion], next.moveBp);
    else if (open.length > 0) {
      const at = next.pick % open.length;
      const { accountId, id } = open[at];
      const lots = fixture.engine.position(id)?.lots ?? 0;
      const piece = next.part && lots >= 0.02 ? Math.floor(lots * 50) / 100 : undefined;
      expectOk(fixture.engine.close(accountId, id, piece));
      if (piece === undefined) open.splice(at, 1);
    }
    checkExposure(fixture.engine);
  }
  // Closing everything leaves no exposure behind: what was added was taken out exactly.
  for (const { accountId, id } of open) expectOk(fixture.engine.close(accountId, id));
  const table = opsOf(fixture.engine).table;
  for (const account of table.accounts) expect(table.exposure[account.index]).toBe(0);
}

describe('the exposure band of converted books', () => {
  it('keeps every account’s exposure at or above its converted |profit| and exactly what was added', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 80 }), (steps) => run(steps)),
      { seed: PROPERTY_SEED, numRuns: RUNS },
    );
  });
});
