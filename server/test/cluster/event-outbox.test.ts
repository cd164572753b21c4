// Cluster mode's outbox of domain events (migration 025) on the database alone, no NATS: an
// order's events are written in the transaction that records the order, and not at all when that
// transaction rolls back; events published after their own commit are appended after it; and a
// durable consumer applies an event once however often it is handed the event (processed_events).
// On PGlite in `npm test`, on PostgreSQL in `npm run test:pg`.
import { createManualClock } from '../../src/clock';
import type { EventConsumer } from '../../src/compose/server-part';
import type { Database, Queryable } from '../../src/db/database';
import type { DomainEvent, DomainEventBody } from '../../src/events/domain-events';
import { createEventOutbox } from '../../src/events/event-outbox';
import { applyEventOnce, applyEventsOnce } from '../../src/events/processed-events';
import { IDENTITY } from '../../src/identity/identity-part';
import {
  buildTradingApp,
  marketOrder,
  MONDAY_NOON_MS,
  orderOf,
  type TradingTestApp,
} from '../trading/trading-test-kit';

interface OutboxRow {
  id: number;
  event: DomainEventBody;
  relayed_at: unknown;
}

const outboxRows = (db: Queryable) =>
  db.query<OutboxRow>('SELECT id, event, relayed_at FROM event_outbox ORDER BY id');

const notificationsOf = async (db: Queryable, userId: string) =>
  (
    await db.query<{ kind: string }>(
      'SELECT kind FROM notifications WHERE user_id = $1 ORDER BY created_at',
      [userId],
    )
  ).map((row) => row.kind);

/**
 * Trading on a database whose commits can be made to fail after every statement ran, and which
 * looks at the outbox the moment each commit returns (before the writer learns of it).
 */
function failingCommits(): {
  wrapDb: (db: Database) => Database;
  fail(on: boolean): void;
  /** The outbox's event types as they were right after the latest commit. */
  atCommit: string[];
} {
  let failing = false;
  const probe = {
    atCommit: [] as string[],
    fail: (on: boolean) => {
      failing = on;
    },
    wrapDb: (db: Database): Database => ({
      ...db,
      query: (sql, params) => db.query(sql, params),
      transaction: async (fn) => {
        const result = await db.transaction(async (tx) => {
          const value = await fn(tx);
          if (failing) throw new Error('the commit failed');
          return value;
        });
        probe.atCommit = (await outboxRows(db)).map((row) => row.event.type);
        return result;
      },
      execScript: (sql) => db.execScript(sql),
      close: () => db.close(),
      driver: db.driver,
    }),
  };
  return probe;
}

describe('the outbox of domain events', () => {
  const commits = failingCommits();
  let t: TradingTestApp;
  beforeAll(async () => {
    t = await buildTradingApp(createManualClock(MONDAY_NOON_MS), {
      wrapDb: commits.wrapDb,
      outbox: (db) => createEventOutbox(db),
    });
  });
  afterAll(() => t.close());

  it("writes an order's events in the transaction that records the order, as the bus publishes them", async () => {
    const user = await t.customer();
    const before = (await outboxRows(t.db)).length;
    const published: DomainEvent[] = [];
    const stop = t.events.subscribe('test', (event) => {
      published.push(event);
    });
    const order = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.5)));
    await t.events.whenIdle();
    stop();
    const written = (await outboxRows(t.db)).slice(before);
    const opened = written.filter((row) => row.event.type === 'order.opened');
    expect(opened).toHaveLength(1);
    expect(opened[0].event).toMatchObject({ userId: user.userId, accountId: user.accountId });
    expect(opened[0].relayed_at).toBeNull();
    // Already there when the order's transaction returned: written in it, not after it.
    expect(commits.atCommit.slice(before)).toContain('order.opened');
    // The outbox holds what the bus handed its subscribers, in the same order.
    const strip = ({ seq: _seq, ...body }: DomainEvent) => body;
    expect(written.map((row) => row.event)).toEqual(JSON.parse(JSON.stringify(published.map(strip))));
    expect(order.id).toBe((opened[0].event as { position: { id: string } }).position.id);
  });

  it('writes no event of a decision whose transaction rolls back', async () => {
    const user = await t.customer();
    const before = (await outboxRows(t.db)).length;
    commits.fail(true);
    try {
      const refused = await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1));
      expect(refused.statusCode).toBe(500);
    } finally {
      commits.fail(false);
    }
    await t.trading.service.whenPersisted();
    await t.events.whenIdle();
    expect((await outboxRows(t.db)).slice(before)).toEqual([]);
    // The same order once the database commits again: its events are there.
    orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1)));
    expect((await outboxRows(t.db)).slice(before).map((row) => row.event.type)).toContain('order.opened');
  });

  it('appends events published after their own commit, and leaves the notifications to the consumers', async () => {
    const user = await t.customer();
    const before = (await outboxRows(t.db)).length;
    const body: DomainEventBody = {
      type: 'account.marginWarning',
      userId: user.userId,
      accountId: user.accountId,
      atMs: t.clock.nowMs(),
      marginPct: 95,
    };
    t.events.publish([body]);
    await t.events.whenIdle();
    expect((await outboxRows(t.db)).slice(before).map((row) => row.event)).toEqual([body]);
    // In cluster mode the bus no longer feeds the notifications consumer: the durable one does.
    expect(await notificationsOf(t.db, user.userId)).toEqual([]);
  });

  it('applies an event once per consumer, however often it is delivered', async () => {
    const user = await t.customer();
    orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('XAUUSD', 'Buy', 0.1)));
    const [row] = (await outboxRows(t.db)).filter(
      (candidate) => candidate.event.type === 'order.opened' && candidate.event.userId === user.userId,
    );
    const notifications = t.server.consumers.find((consumer) => consumer.name === 'notifications');
    if (!notifications) throw new Error('the notifications consumer is not built');
    const event = { ...row.event, seq: row.id } as DomainEvent;
    expect(await applyEventOnce(t.db, notifications, event)).toBe(true);
    expect(await applyEventOnce(t.db, notifications, event)).toBe(false);
    await Promise.all([
      applyEventOnce(t.db, notifications, event),
      applyEventOnce(t.db, notifications, event),
    ]);
    expect(await notificationsOf(t.db, user.userId)).toEqual(['order.filled']);
    // Another consumer has its own record of the same event.
    const seen: number[] = [];
    const counter: EventConsumer = { name: 'counter', handle: (handled) => void seen.push(handled.seq) };
    expect(await applyEventOnce(t.db, counter, event)).toBe(true);
    expect(await applyEventOnce(t.db, counter, event)).toBe(false);
    expect(seen).toEqual([row.id]);
    // A batch (one transaction) with an event twice and one applied before: each new one once, in order.
    const next = { ...event, seq: row.id + 1_000_000 };
    expect(await applyEventsOnce(t.db, counter, [next, event, next])).toBe(1);
    expect(seen).toEqual([row.id, next.seq]);
  });

  it('records nothing for an event whose effect failed, so its redelivery applies it', async () => {
    const event = {
      type: 'account.marginWarning',
      userId: 'u',
      accountId: null,
      atMs: 0,
      marginPct: 90,
      seq: 1e9,
    };
    let failures = 1;
    const applied: number[] = [];
    const flaky: EventConsumer = {
      name: 'flaky',
      handle: () => undefined,
      async applyOnce(tx, handled) {
        await tx.query("INSERT INTO processed_events (consumer, event_id) VALUES ('flaky-effect', $1)", [
          handled.seq,
        ]);
        if (failures-- > 0) throw new Error('the effect failed');
        applied.push(handled.seq);
        return undefined;
      },
    };
    await expect(applyEventOnce(t.db, flaky, event as DomainEvent)).rejects.toThrow('the effect failed');
    expect(await t.db.query("SELECT 1 FROM processed_events WHERE consumer LIKE 'flaky%'")).toEqual([]);
    expect(await applyEventOnce(t.db, flaky, event as DomainEvent)).toBe(true);
    expect(applied).toEqual([1e9]);
  });
});

describe('one process (no outbox)', () => {
  it('writes no outbox row and feeds the notifications consumer from the bus, as before', async () => {
    const t = await buildTradingApp();
    try {
      const user = await t.customer();
      orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.5)));
      await t.events.whenIdle();
      await t.server.use(IDENTITY).notifications.stop();
      expect(await outboxRows(t.db)).toEqual([]);
      expect(await notificationsOf(t.db, user.userId)).toEqual(['order.filled']);
    } finally {
      await t.close();
    }
  });
});
