// The relay: on the shard's leader, reads the outbox's unrelayed rows in id order and publishes
// each to the cluster's events stream with the row's id as the message id, then marks the rows
// the broker acknowledged. PostgreSQL stays the record: a row is marked only after its ack, so a
// relay that dies, loses NATS or is refused keeps the row and sends it again (a re-send within the
// stream's de-duplication window is dropped there; a later one is skipped by the consumers'
// processed_events). JetStream alone is not trusted with the record because an acknowledged
// message can be lost from its disk on a power cut with its default sync interval.
//
// It runs when an append commits (woken by the outbox) and on a timer, which also retries after a
// failure and picks up rows a previous leader left. One pass at a time; its database is the
// leader's fenced one, so a deposed leader cannot mark rows.
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Database } from '../db/database';
import type { ScheduledTask, Scheduler } from '../engine/engine-types';
import type { DomainEventBody } from '../events/domain-events';
import type { EventOutbox } from '../events/event-outbox';
import { ensureEventsStream, eventSubject, type EventMessage } from './events-stream';

/** Rows per pass: published together (pipelined on the connection), then marked in one UPDATE. */
export const RELAY_BATCH_ROWS = 500;
/** How often the relay looks without being woken (retries, a previous leader's rows). */
export const RELAY_POLL_MS = 1_000;

/** Publishes one message and settles once the stream has acknowledged it. */
export type PublishEvent = (subject: string, data: string, messageId: string) => Promise<void>;

export interface OutboxRelayOptions {
  db: Database;
  nats: NatsConnection;
  clusterName: string;
  scheduler: Scheduler;
  logger: { warn(details: object, message: string): void };
  /** Wakes the relay after each committed append; without it the timer alone drives it. */
  outbox?: EventOutbox;
  pollMs?: number;
  /** Replaces the JetStream publish (tests make it fail on purpose). */
  publish?: PublishEvent;
}

export interface OutboxRelay {
  start(): Promise<void>;
  /** Starts a pass now, or another right after the one running. */
  wake(): void;
  /** Settles once no pass is running (after the rows present are relayed, unless one failed). */
  whenIdle(): Promise<void>;
  stop(): Promise<void>;
}

interface OutboxRow {
  id: number;
  event: DomainEventBody;
}

export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { db, clusterName } = options;
  let publish: PublishEvent | null = options.publish ?? null;
  let pass: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: ScheduledTask | null = null;
  let stopListening: (() => void) | null = null;

  const runPass = async (send: PublishEvent): Promise<void> => {
    do {
      again = false;
      try {
        while (!stopped && (await relayBatch(db, clusterName, send)) === RELAY_BATCH_ROWS);
      } catch (error) {
        // The timer's next pass tries again; the rows are still waiting.
        options.logger.warn({ err: error }, 'outbox relay pass failed');
        return;
      }
    } while (again && !stopped);
  };

  const relay: OutboxRelay = {
    async start() {
      publish ??= await jetstreamPublisher(options.nats, clusterName);
      stopListening = options.outbox?.onCommitted(() => relay.wake()) ?? null;
      timer = options.scheduler.every(options.pollMs ?? RELAY_POLL_MS, () => relay.wake());
      relay.wake();
    },
    wake() {
      const send = publish;
      if (stopped || !send) return;
      if (pass) {
        again = true;
        return;
      }
      pass = runPass(send).finally(() => {
        pass = null;
      });
    },
    async whenIdle() {
      while (pass) await pass;
    },
    async stop() {
      stopped = true;
      timer?.cancel();
      stopListening?.();
      await relay.whenIdle();
    },
  };
  return relay;
}

/** Relays up to one batch; answers how many rows it marked. */
async function relayBatch(db: Database, clusterName: string, send: PublishEvent): Promise<number> {
  const rows = await db.query<OutboxRow>(
    'SELECT id, event FROM event_outbox WHERE relayed_at IS NULL ORDER BY id LIMIT $1',
    [RELAY_BATCH_ROWS],
  );
  if (rows.length === 0) return 0;
  const sent = await Promise.allSettled(
    rows.map((row) => {
      const message: EventMessage = { id: row.id, event: row.event };
      return send(eventSubject(clusterName, row.event.type), JSON.stringify(message), String(row.id));
    }),
  );
  const acked = rows.filter((_, index) => sent[index].status === 'fulfilled').map((row) => row.id);
  if (acked.length > 0)
    await db.query('UPDATE event_outbox SET relayed_at = now() WHERE id = ANY($1::bigint[])', [acked]);
  const failure = sent.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return rows.length;
}

/** Publishes to the events stream (made if missing), settling on the stream's acknowledgement. */
async function jetstreamPublisher(nats: NatsConnection, clusterName: string): Promise<PublishEvent> {
  await ensureEventsStream(nats, clusterName);
  const js = jetstream(nats);
  return async (subject, data, messageId) => {
    await js.publish(subject, data, { msgID: messageId });
  };
}
