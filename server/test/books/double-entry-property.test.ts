// The broker's books are double-entry at every moment: random deposits, paid and cancelled
// withdrawals, opens and closes at a profit or a loss, swap at rollovers and stop-outs whose
// loss negative-balance protection absorbs, driven through the order routes and the money
// commands, leave every ledger row with its opposite house row and every account summing to zero
// after each step.
import fc from 'fast-check';
import { isDomainError } from '../../src/domain/domain-error';
import { DAY_MS } from '../../src/finance/istanbul-calendar';
import { createManualClock } from '../../src/clock';
import { INSTRUMENTS } from '../../src/engine/catalogue';
import type { TestUser } from '../helpers/register-and-login';
import {
  buildTradingApp,
  marketOrder,
  MONDAY_NOON_MS,
  ordersOf,
  type TradingTestApp,
} from '../trading/trading-test-kit';
import { expectBooksBalance } from './books-check';

/** Crypto trades every day, so the clock can cross rollovers and weekends without closing it. */
const SYMBOLS = ['ETHUSD', 'BTCUSD'] as const;
type Symbol = (typeof SYMBOLS)[number];

type Step =
  | { type: 'deposit'; who: number; usd: number }
  | { type: 'withdraw'; who: number; usd: number; pay: boolean }
  | { type: 'open'; who: number; symbol: Symbol; side: 'Buy' | 'Sell'; lots: number }
  | { type: 'close'; who: number }
  | { type: 'move'; symbol: Symbol; pct: number }
  | { type: 'rollover' };

const CUSTOMERS = 2;
const who = fc.integer({ min: 0, max: CUSTOMERS - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ type: fc.constant('deposit' as const), who, usd: fc.integer({ min: 10, max: 3_000 }) }),
  fc.record({
    type: fc.constant('withdraw' as const),
    who,
    usd: fc.integer({ min: 10, max: 2_000 }),
    pay: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('open' as const),
    who,
    symbol: fc.constantFrom(...SYMBOLS),
    side: fc.constantFrom('Buy' as const, 'Sell' as const),
    lots: fc.integer({ min: 1, max: 100 }).map((hundredths) => hundredths / 100),
  }),
  fc.record({ type: fc.constant('close' as const), who }),
  // Up to 45% in one tick: a gap that large takes a leveraged account through zero.
  fc.record({
    type: fc.constant('move' as const),
    symbol: fc.constantFrom(...SYMBOLS),
    pct: fc.integer({ min: -45, max: 45 }),
  }),
  fc.record({ type: fc.constant('rollover' as const) }),
);

const startBid = (symbol: Symbol) => {
  const instrument = INSTRUMENTS.find((candidate) => candidate.symbol === symbol);
  if (!instrument) throw new Error(`no ${symbol}`);
  return instrument.priceStart;
};

/** Refusals (no margin, nothing held) are part of the game; anything else fails the test. */
async function refusable(action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (!isDomainError(error)) throw error;
  }
}

describe('the double-entry books', () => {
  let t: TradingTestApp;
  const clock = createManualClock(MONDAY_NOON_MS);
  const bids = new Map<Symbol, number>(SYMBOLS.map((symbol) => [symbol, startBid(symbol)]));
  const kindsSeen = new Set<string>();
  beforeAll(async () => {
    t = await buildTradingApp(clock);
  }, 60_000);
  afterAll(() => t.close());

  async function run(steps: Step[]): Promise<void> {
    const people: TestUser[] = [];
    for (let index = 0; index < CUSTOMERS; index += 1) people.push(await t.customer(400 + index * 600));
    await expectBooksBalance(t.db);
    for (const next of steps) {
      const service = t.trading.service;
      switch (next.type) {
        case 'deposit':
          await service.deposit(people[next.who].accountId, next.usd * 100);
          break;
        case 'withdraw': {
          const accountId = people[next.who].accountId;
          const cents = next.usd * 100;
          await refusable(async () => {
            await service.hold(accountId, cents);
            await (next.pay ? service.withdrawHeld(accountId, cents) : service.release(accountId, cents));
          });
          break;
        }
        case 'open':
          await t.send(
            people[next.who],
            'POST',
            '/api/orders',
            marketOrder(next.symbol, next.side, next.lots),
          );
          break;
        case 'close': {
          const [position] = ordersOf(await t.send(people[next.who], 'GET', '/api/orders'));
          if (position) await t.send(people[next.who], 'PUT', '/api/orders/close', { id: position.id });
          break;
        }
        case 'move': {
          const instrument = INSTRUMENTS.find((candidate) => candidate.symbol === next.symbol);
          const bid = Math.max(
            Math.round((bids.get(next.symbol) ?? 0) * (1 + next.pct / 100) * 100) / 100,
            (instrument?.priceStart ?? 1) / 10,
          );
          bids.set(next.symbol, bid);
          t.tick(next.symbol, bid);
          break;
        }
        case 'rollover':
          clock.set(clock.nowMs() + DAY_MS);
          await service.rollover(clock.nowMs());
          break;
      }
      await t.trading.service.whenPersisted();
      await expectBooksBalance(t.db);
    }
    const kinds = await t.db.query<{ kind: string }>('SELECT DISTINCT kind FROM ledger');
    for (const row of kinds) kindsSeen.add(row.kind);
  }

  it('sum to zero after every step of random customers’ money, trades, swaps and stop-outs', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 18 }), run), {
      numRuns: 12,
      // A run that certainly reaches a stop-out with protection and a swap charge.
      examples: [
        [
          [
            { type: 'open', who: 0, symbol: 'ETHUSD', side: 'Buy', lots: 1 },
            { type: 'rollover' },
            { type: 'open', who: 1, symbol: 'ETHUSD', side: 'Sell', lots: 0.5 },
            { type: 'move', symbol: 'ETHUSD', pct: -45 },
            { type: 'close', who: 1 },
            { type: 'deposit', who: 0, usd: 500 },
            { type: 'withdraw', who: 0, usd: 100, pay: true },
          ],
        ],
      ],
    });
    // The runs went through every movement the books must balance.
    expect([...kindsSeen].sort()).toEqual(
      expect.arrayContaining([
        'deposit',
        'practice_reset',
        'realized',
        'stopout_reset',
        'swap',
        'withdrawal',
      ]),
    );
  }, 600_000);
});
