// A test app with the trading part on a manual feed: the test decides every price and the clock.
import type { ApiFailure } from '../../../contract/envelope';
import type { Order } from '../../../contract/entities';
import { INSTRUMENTS } from '../../src/engine/catalogue';
import type { Tick } from '../../src/engine/engine-types';
import { roundPrice } from '../../src/engine/money';
import { MARKET_DATA, marketDataPart } from '../../src/market-data/market-data-part';
import type { MarketData } from '../../src/market-data/market-data-services';
import { ManualFeed } from '../helpers/manual-feed';
import { TRADING, tradingPart } from '../../src/trading/trading-part';
import type { TradingServices } from '../../src/trading/trading-plugin';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { useDescribeApp } from '../helpers/describe-app';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';
import type { ManualClock } from '../../src/clock';
import type { Database } from '../../src/db/database';
import type { EventOutbox } from '../../src/events/event-outbox';
import type { PartDefinition } from '../../src/compose/server-part';
import { createManualClock } from '../../src/clock';

/** Monday 5 January 2026, 12:00 UTC (15:00 in Istanbul): every market is open. */
export const MONDAY_NOON_MS = Date.UTC(2026, 0, 5, 12, 0, 0);
/** Saturday 10 January 2026, 12:00 UTC: BIST, forex and US stocks are closed; crypto trades. */
export const SATURDAY_NOON_MS = Date.UTC(2026, 0, 10, 12, 0, 0);

export function startingQuotes(timeMs: number): Tick[] {
  return INSTRUMENTS.map((instrument) => ({
    symbol: instrument.symbol,
    ask: instrument.priceStart + instrument.spread / 2,
    bid: instrument.priceStart - instrument.spread / 2,
    time: timeMs,
  }));
}

export interface TradingTestApp extends TestApp {
  feed: ManualFeed;
  marketData: MarketData;
  trading: TradingServices;
  /** Pushes a quote for one symbol at the clock's time. */
  tick(symbol: string, bid: number, spread?: number): void;
  /** A registered, signed-in customer on their real account, with `depositUsd` deposited there. */
  customer(depositUsd?: number): Promise<TestUser>;
  send(user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<Answer>;
}

export interface Answer {
  statusCode: number;
  body: {
    status: boolean;
    message?: string;
    data?: unknown;
    code?: string;
    currentPage?: number;
    totalPages?: number;
  };
}

export const orderOf = (answer: Answer): Order => answer.body.data as Order;
export const ordersOf = (answer: Answer): Order[] => answer.body.data as Order[];
export const failureOf = (answer: Answer): ApiFailure => answer.body as ApiFailure;

export interface TradingAppOptions {
  /** Lets a test put a faulty database between trading and the real one. */
  wrapDb?: (db: Database) => Database;
  /** Parts built before market data and trading (the compliance part, whose gate trading finds). */
  leadingParts?: readonly PartDefinition<unknown>[];
  /** Cluster mode's outbox of domain events. */
  outbox?: (db: Database) => EventOutbox;
}

export async function buildTradingApp(
  clock: ManualClock = createManualClock(MONDAY_NOON_MS),
  options: TradingAppOptions = {},
): Promise<TradingTestApp> {
  const feed = new ManualFeed(startingQuotes(clock.nowMs()));
  const base = await buildTestApp({
    clock,
    liveFlushIntervalMs: 10,
    parts: [
      ...(options.leadingParts ?? []),
      marketDataPart({ feed }),
      tradingPart({ wrapDb: options.wrapDb }),
    ],
    outbox: options.outbox,
  });
  const services = base.server.use(TRADING);
  const market = base.server.use(MARKET_DATA);
  return {
    ...base,
    feed,
    marketData: market,
    trading: services,
    tick(symbol, bid, spread) {
      const instrument = INSTRUMENTS.find((candidate) => candidate.symbol === symbol);
      const gap = spread ?? instrument?.spread ?? 0;
      const ask = roundPrice(bid + gap, instrument?.digits ?? 5);
      feed.push({ symbol, bid, ask, time: clock.nowMs() });
    },
    async customer(depositUsd = 10_000) {
      const user = await registerAndLogin(base.app);
      const accounts = await base.app.inject({
        method: 'GET',
        url: '/api/users/accounts',
        headers: bearer(user.token),
      });
      const real = (accounts.json() as { data: { id: string; kind: string }[] }).data.find(
        (account) => account.kind === 'real',
      );
      if (!real) throw new Error('a new customer has no real account');
      const switched = await base.app.inject({
        method: 'PUT',
        url: '/api/users/accounts/active',
        headers: bearer(user.token),
        payload: { id: real.id },
      });
      if (switched.statusCode !== 200) throw new Error(`switch failed: ${switched.body}`);
      if (depositUsd > 0) await services.service.deposit(real.id, Math.round(depositUsd * 100));
      return { ...user, accountId: real.id };
    },
    async send(user, method, url, payload) {
      const response = await base.app.inject({
        method,
        url,
        payload,
        headers: user ? bearer(user.token) : {},
      });
      return { statusCode: response.statusCode, body: response.json() };
    },
  };
}

export function marketOrder(symbol: string, type: 'Buy' | 'Sell', amount: number, extra: object = {}) {
  return { symbol, type, amount, marketLimit: null, stopLoss: null, takeProfit: null, ...extra };
}

/** One trading app for the enclosing describe block (useDescribeApp says how it behaves). */
export function useTradingApp(): TradingTestApp {
  return useDescribeApp('trading', () => buildTradingApp(), 30_000);
}
