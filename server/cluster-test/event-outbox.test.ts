// Domain events from the PostgreSQL outbox through a real JetStream (issue 18, item 3; SCALING.md
// guarantee 7): the relay publishes every row once though it fails and is restarted mid-way, a
// durable consumer cut off mid-stream and started again applies each event exactly once, and two
// CLUSTER_NAMEs on one NATS server never see each other's events.
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { systemClock } from '../src/clock';
import { startDurableConsumers, type DurableConsumers } from '../src/cluster/durable-consumers';
import { ensureEventsStream, eventsStreamName } from '../src/cluster/events-stream';
import { connectNats } from '../src/cluster/nats-connection';
import { createOutboxRelay, type OutboxRelay, type PublishEvent } from '../src/cluster/outbox-relay';
import type { EventConsumer } from '../src/compose/server-part';
import { openDatabase, type Database } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { seedDemo } from '../src/demo/demo-seed';
import { intervalScheduler } from '../src/engine/system-time';
import type { DomainEventBody } from '../src/events/domain-events';
import { createEventOutbox, insertOutboxRows } from '../src/events/event-outbox';
import { LiveHub } from '../src/live/live-hub';
import { createNotificationsService } from '../src/notifications/notifications-service';
import { eventually, freshClusterName, NATS_URL } from './cluster-env';
import { freshDatabase } from './cluster-nodes';

const quiet = { warn: () => undefined, error: () => undefined };
const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close().catch(() => undefined);
});

async function database(): Promise<Database> {
  const fresh = await freshDatabase();
  const db = await openDatabase({ databaseUrl: fresh.url });
  closers.push(
    () => fresh.drop(),
    () => db.close(),
  );
  await runMigrations(db);
  return db;
}

async function nats(name: string): Promise<NatsConnection> {
  const connection = await connectNats(NATS_URL, name);
  closers.push(() => connection.close());
  return connection;
}

function relayOn(db: Database, connection: NatsConnection, clusterName: string, publish?: PublishEvent) {
  const relay: OutboxRelay = createOutboxRelay({
    db,
    nats: connection,
    clusterName,
    scheduler: intervalScheduler,
    logger: quiet,
    outbox: createEventOutbox(db),
    pollMs: 100,
    publish,
  });
  closers.push(() => relay.stop());
  return relay;
}

async function consumersOn(
  db: Database,
  connection: NatsConnection,
  clusterName: string,
  consumers: readonly EventConsumer[],
): Promise<DurableConsumers> {
  const durable = await startDurableConsumers({
    nats: connection,
    db,
    clusterName,
    consumers,
    logger: quiet,
    retryDelayMs: 50,
    ackWaitMs: 2_000,
  });
  closers.push(() => durable.stop());
  return durable;
}

const warning = (userId: string, n: number): DomainEventBody => ({
  type: 'account.marginWarning',
  userId,
  accountId: null,
  atMs: 1_700_000_000_000 + n,
  marginPct: n,
});

async function fillOutbox(db: Database, userId: string, count: number): Promise<void> {
  const bodies = Array.from({ length: count }, (_, n) => warning(userId, n + 1));
  await db.transaction((tx) => insertOutboxRows(tx, bodies));
}

async function streamMessages(connection: NatsConnection, clusterName: string): Promise<number> {
  const jsm = await jetstreamManager(connection);
  return (await jsm.streams.info(eventsStreamName(clusterName))).state.messages;
}

const unrelayed = async (db: Database) =>
  Number(
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_outbox WHERE relayed_at IS NULL'))[0]
      .n,
  );

test('the relay publishes every row once, though it fails and is replaced mid-way', async () => {
  const clusterName = freshClusterName();
  const db = await database();
  await fillOutbox(db, 'u1', 1_200);
  const connection = await nats('relay-1');
  // The broker acknowledges every message of the first relay, but its marks fail after the first
  // batch, as when a node is killed between the broker's ack and the UPDATE.
  let marks = 0;
  const marking: Database = {
    ...db,
    query: (sql, params) => {
      if (sql.startsWith('UPDATE event_outbox') && (marks += 1) > 1)
        return Promise.reject(new Error('killed'));
      return db.query(sql, params);
    },
  };
  const first = relayOn(marking, connection, clusterName);
  await first.start();
  await eventually(
    'the first relay to publish its first batches',
    async () => (await streamMessages(connection, clusterName)) >= 1_000,
  );
  await first.stop();
  expect(await unrelayed(db)).toBe(700);
  // A second relay (the next leader) sends again everything not marked: the stream drops the
  // message ids it has, so each row is stored once.
  const second = relayOn(db, await nats('relay-2'), clusterName);
  const startedAt = Date.now();
  await second.start();
  await eventually('every row to be marked relayed', async () => (await unrelayed(db)) === 0, 15_000);
  console.log(`relay: 700 rows (500 of them re-sent) in ${Date.now() - startedAt} ms`);
  expect(await streamMessages(connection, clusterName)).toBe(1_200);
});

test('a relay whose publishes fail keeps the rows and sends them once NATS answers again', async () => {
  const clusterName = freshClusterName();
  const db = await database();
  await fillOutbox(db, 'u1', 300);
  const connection = await nats('relay');
  await ensureEventsStream(connection, clusterName);
  const js = jetstream(connection);
  let sent = 0;
  let refusing = true;
  const flaky: PublishEvent = async (subject, data, messageId) => {
    sent += 1;
    if (refusing && sent % 3 === 0) throw new Error('no responders');
    await js.publish(subject, data, { msgID: messageId });
  };
  const relay = relayOn(db, connection, clusterName, flaky);
  await relay.start();
  await eventually('a pass to fail', () => sent >= 300);
  expect(await unrelayed(db)).toBeGreaterThan(0);
  refusing = false;
  await eventually(
    'the timer to retry until every row is relayed',
    async () => (await unrelayed(db)) === 0,
    10_000,
  );
  expect(await streamMessages(connection, clusterName)).toBe(300);
});

test('a consumer cut off mid-stream and started again applies each event exactly once', async () => {
  const clusterName = freshClusterName();
  const db = await database();
  const demoUserId = await seedDemo(db, systemClock);
  if (!demoUserId) throw new Error('the demo customer was not seeded');
  const events = 400;
  await fillOutbox(db, demoUserId, events);
  const relay = relayOn(db, await nats('relay'), clusterName);
  await relay.start();
  const notifications = createNotificationsService({
    db,
    live: new LiveHub(),
    logger: quiet,
  }).consumer;
  // The first node dies once the transaction holding its 150th event has committed: its acks never
  // leave, and it applies nothing more (its later transactions are refused, as a dead process's).
  const doomed = await nats('consumer-1');
  let handled = 0;
  let dead = false;
  const dying: EventConsumer = {
    ...notifications,
    async applyOnce(tx, event) {
      if (dead) throw new Error('the process is dead');
      handled += 1;
      return notifications.applyOnce?.(tx, event);
    },
  };
  const dyingDb: Database = {
    ...db,
    transaction: async (fn) => {
      if (dead) throw new Error('the process is dead');
      const result = await db.transaction(fn);
      if (handled >= 150) {
        dead = true;
        await doomed.close();
      }
      return result;
    },
  };
  await consumersOn(dyingDb, doomed, clusterName, [dying]);
  await eventually('the first node to die', () => dead, 20_000);
  const committedByDead = handled;
  expect(committedByDead).toBeLessThan(events);
  const survivor = await consumersOn(db, await nats('consumer-2'), clusterName, [notifications]);
  const stored = async () =>
    Number(
      (
        await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'account.marginWarning'",
          [demoUserId],
        )
      )[0].n,
    );
  const resumedAt = Date.now();
  await eventually('every event to be applied', async () => (await stored()) >= events, 20_000);
  console.log(
    `consumer: ${events - committedByDead} events after the restart applied in ${Date.now() - resumedAt} ms`,
  );
  // Redeliveries (the dead node's unacknowledged messages) have come and gone.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(await stored()).toBe(events);
  const texts = await db.query<{ n: number }>(
    "SELECT count(DISTINCT text)::int AS n FROM notifications WHERE kind = 'account.marginWarning'",
  );
  expect(Number(texts[0].n)).toBe(events);
  expect(committedByDead + survivor.applied('notifications')).toBe(events);
}, 60_000);

test('two CLUSTER_NAMEs on one NATS server never see each other’s events', async () => {
  const east = freshClusterName();
  const west = freshClusterName();
  const db = await database();
  await fillOutbox(db, 'u1', 50);
  const connection = await nats('both');
  const relay = relayOn(db, connection, east);
  await relay.start();
  const seen = { east: 0, west: 0 };
  const counter = (side: 'east' | 'west'): EventConsumer => ({
    name: 'counter',
    handle: () => undefined,
    applyOnce: () => {
      seen[side] += 1;
      return Promise.resolve(undefined);
    },
  });
  await consumersOn(db, connection, east, [counter('east')]);
  // The west cluster has its own database in real life; here its records must not meet east's.
  const westDb = await database();
  await consumersOn(westDb, connection, west, [counter('west')]);
  await eventually('east to apply its events', () => seen.east === 50);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(seen.west).toBe(0);
  expect(await streamMessages(connection, west)).toBe(0);
});
