// Steps several test kits take the same way: sending a request as a signed-in user (or as nobody)
// and reading its JSON answer, finding a new customer's real account and making it the session's
// active one, pushing a quote at the clock's time with the catalogue's spread, and the market data
// and trading parts every trading-backed test app starts from.
import type { FastifyInstance } from 'fastify';
import type { ManualClock } from '../../src/clock';
import type { PartDefinition } from '../../src/compose/server-part';
import { INSTRUMENTS } from '../../src/engine/catalogue';
import { roundPrice } from '../../src/engine/money';
import type { DomainEvent } from '../../src/events/domain-events';
import type { DomainEventBus } from '../../src/events/event-bus';
import { marketDataPart } from '../../src/market-data/market-data-part';
import type { PastBarsSource } from '../../src/market-data/market-data-services';
import { tradingPart } from '../../src/trading/trading-part';
import { startingQuotes, type Answer } from '../trading/trading-test-kit';
import { buildTestApp, type TestApp } from './build-test-app';
import { ManualFeed } from './manual-feed';
import { bearer, type TestUser } from './register-and-login';

export type SendAs = (
  user: Pick<TestUser, 'token'> | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  payload?: object,
) => Promise<Answer>;

/** A send that signs the request with the user's token (none for null) and parses the answer. */
export function sendAs(app: FastifyInstance): SendAs {
  return async (user, method, url, payload) => {
    const response = await app.inject({ method, url, payload, headers: user ? bearer(user.token) : {} });
    return { statusCode: response.statusCode, body: response.json() };
  };
}

/** The id of the customer's real account, read through GET /api/users/accounts. */
export async function realAccountId(app: FastifyInstance, user: Pick<TestUser, 'token'>): Promise<string> {
  const accounts = await app.inject({
    method: 'GET',
    url: '/api/users/accounts',
    headers: bearer(user.token),
  });
  const real = (accounts.json() as { data: { id: string; kind: string }[] }).data.find(
    (account) => account.kind === 'real',
  );
  if (!real) throw new Error('a new customer has no real account');
  return real.id;
}

/** Makes the customer's real account the session's active one; answers its id. */
export async function switchToReal(app: FastifyInstance, user: Pick<TestUser, 'token'>): Promise<string> {
  const id = await realAccountId(app, user);
  await app.inject({
    method: 'PUT',
    url: '/api/users/accounts/active',
    headers: bearer(user.token),
    payload: { id },
  });
  return id;
}

/** Pushes a quote for one symbol at the clock's time, the ask at the catalogue's spread above. */
export function pushQuote(feed: ManualFeed, clock: ManualClock, symbol: string, bid: number): void {
  const instrument = INSTRUMENTS.find((candidate) => candidate.symbol === symbol);
  const ask = roundPrice(bid + (instrument?.spread ?? 0), instrument?.digits ?? 5);
  feed.push({ symbol, bid, ask, time: clock.nowMs() });
}

/** Market data on a manual feed at the starting quotes, and trading: the base of a trading app. */
export function quotedTradingParts(clock: ManualClock): PartDefinition<unknown>[] {
  return [marketDataPart({ feed: new ManualFeed(startingQuotes(clock.nowMs())) }), tradingPart()];
}

export interface QuotedAppParts {
  /** Parts built before market data (the compliance part, whose terms trading finds). */
  before?: readonly PartDefinition<unknown>[];
  /** The bars market data serves from before the feed started. */
  pastBars?: PastBarsSource;
  /** Parts built between market data and trading (a seeding step trading's engine loads). */
  beforeTrading?: readonly PartDefinition<unknown>[];
  after: readonly PartDefinition<unknown>[];
}

/** A test app on a manual feed at the starting quotes: `before`, market data and trading, `after`. */
export async function buildQuotedApp(
  clock: ManualClock,
  parts: QuotedAppParts,
): Promise<{ base: TestApp; feed: ManualFeed }> {
  const feed = new ManualFeed(startingQuotes(clock.nowMs()));
  const base = await buildTestApp({
    clock,
    liveFlushIntervalMs: 10,
    parts: [
      ...(parts.before ?? []),
      marketDataPart({ feed, pastBars: parts.pastBars }),
      ...(parts.beforeTrading ?? []),
      tradingPart(),
      ...parts.after,
    ],
  });
  return { base, feed };
}

/** Every domain event published on `events` from now on, in order. */
export function recordEvents(events: DomainEventBus, subscriber: string): DomainEvent[] {
  const seen: DomainEvent[] = [];
  events.subscribe(subscriber, (event) => {
    seen.push(event);
  });
  return seen;
}
