// A test app with market data on a manual feed and the price alerts part: the test pushes every
// tick and reads the alerts and the bell the way a client does.
import type { PriceAlert } from '../../../contract/alerts';
import { ALERTS, alertsPart, type AlertsServices } from '../../src/alerts/alerts-part';
import { createManualClock } from '../../src/clock';
import type { DomainEvent } from '../../src/events/domain-events';
import { marketDataPart } from '../../src/market-data/market-data-part';
import { ManualFeed } from '../helpers/manual-feed';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';
import { MONDAY_NOON_MS, startingQuotes } from '../trading/trading-test-kit';

export interface AlertsTestApp extends TestApp {
  feed: ManualFeed;
  alerts: AlertsServices;
  /** Every alert.triggered event the bus has published, in order. */
  triggered: Extract<DomainEvent, { type: 'alert.triggered' }>[];
  customer(): Promise<TestUser>;
  tick(symbol: string, bid: number, ask?: number): void;
  create(user: TestUser, request: Record<string, unknown>): Promise<Reply>;
  list(user: TestUser): Promise<PriceAlert[]>;
  remove(user: TestUser, id: string): Promise<Reply>;
  move(user: TestUser, id: string, request: Record<string, unknown>): Promise<Reply>;
  /** Waits until every firing decided so far is written and its events handed out. */
  settle(): Promise<void>;
}

export interface Reply {
  statusCode: number;
  body: { status: boolean; message?: string; data?: unknown };
}

export async function buildAlertsApp(): Promise<AlertsTestApp> {
  const clock = createManualClock(MONDAY_NOON_MS);
  const feed = new ManualFeed(startingQuotes(clock.nowMs()));
  const base = await buildTestApp({ clock, parts: [marketDataPart({ feed }), alertsPart()] });
  const alerts = base.server.use(ALERTS);
  const triggered: AlertsTestApp['triggered'] = [];
  base.events.subscribe('alerts-test', (event) => {
    if (event.type === 'alert.triggered') triggered.push(event);
  });
  const inject = async (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const response = await base.app.inject({ method, url, payload, headers: bearer(user.token) });
    return { statusCode: response.statusCode, body: response.json() as Reply['body'] };
  };
  return {
    ...base,
    feed,
    alerts,
    triggered,
    customer: () => registerAndLogin(base.app),
    tick(symbol, bid, ask = bid) {
      feed.push({ symbol, bid, ask, time: clock.nowMs() });
    },
    create: (user, request) => inject(user, 'POST', '/api/alerts', request),
    async list(user) {
      return (await inject(user, 'GET', '/api/alerts')).body.data as PriceAlert[];
    },
    remove: (user, id) => inject(user, 'DELETE', `/api/alerts/${encodeURIComponent(id)}`),
    move: (user, id, request) => inject(user, 'PUT', `/api/alerts/${encodeURIComponent(id)}`, request),
    async settle() {
      await alerts.firing.whenSettled();
      await base.events.whenIdle();
    },
  };
}
