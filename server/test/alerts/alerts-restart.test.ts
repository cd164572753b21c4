// Across a restart on the same database: a fired alert stays fired (no second notification when
// the price is reached again), and an alert still active is loaded and fires after the restart.
import type { PriceAlert } from '../../../contract/alerts';
import { ALERTS, alertsPart } from '../../src/alerts/alerts-part';
import { composeServer } from '../../src/compose/compose-server';
import type { DomainEvent } from '../../src/events/domain-events';
import { DomainEventBus } from '../../src/events/event-bus';
import { LiveHub } from '../../src/live/live-hub';
import { marketDataPart } from '../../src/market-data/market-data-part';
import { ManualFeed } from '../helpers/manual-feed';
import { withCoreParts } from '../helpers/build-test-app';
import { bearer } from '../helpers/register-and-login';
import { startingQuotes } from '../trading/trading-test-kit';
import { buildAlertsApp } from './alerts-test-kit';

const quiet = { error: () => undefined, warn: () => undefined };

it('keeps a fired alert fired and fires a waiting one after a restart', async () => {
  const t = await buildAlertsApp();
  try {
    const user = await t.customer();
    const fired = (await t.create(user, { symbol: 'XAUUSD', side: 'bid', condition: 'above', price: 3000 }))
      .body.data as PriceAlert;
    const waiting = (await t.create(user, { symbol: 'XAUUSD', side: 'ask', condition: 'below', price: 2000 }))
      .body.data as PriceAlert;
    t.tick('XAUUSD', 3001, 3001.5);
    await t.settle();
    expect(t.triggered.map((event) => event.alertId)).toEqual([fired.id]);
    await t.app.close();

    const feed = new ManualFeed(startingQuotes(t.clock.nowMs()));
    const events = new DomainEventBus(quiet);
    const heard: Extract<DomainEvent, { type: 'alert.triggered' }>[] = [];
    events.subscribe('test', (event) => {
      if (event.type === 'alert.triggered') heard.push(event);
    });
    const server = await composeServer({
      config: t.config,
      db: t.db,
      clock: t.clock,
      sessions: t.sessions,
      live: new LiveHub(),
      events,
      parts: withCoreParts([marketDataPart({ feed }), alertsPart()]),
    });
    await server.start();
    try {
      const alerts = server.use(ALERTS);
      expect(alerts.service.activeCount).toBe(1);
      feed.push({ symbol: 'XAUUSD', bid: 3005, ask: 3005.5, time: t.clock.nowMs() });
      feed.push({ symbol: 'XAUUSD', bid: 1999, ask: 1999.5, time: t.clock.nowMs() });
      await alerts.firing.whenSettled();
      await events.whenIdle();
      expect(heard.map((event) => event.alertId)).toEqual([waiting.id]);
      const listed = (
        await server.app.inject({ method: 'GET', url: '/api/alerts', headers: bearer(user.token) })
      ).json().data as PriceAlert[];
      // Both were made at one moment of the manual clock, so their order is not the point here.
      expect(new Map(listed.map((alert) => [alert.id, alert.active]))).toEqual(
        new Map([
          [waiting.id, false],
          [fired.id, false],
        ]),
      );
      expect(listed.find((alert) => alert.id === fired.id)?.triggeredPrice).toBe(3001);
    } finally {
      await server.app.close();
    }
  } finally {
    await t.close();
  }
}, 60_000);
