// The parts' event consumers in cluster mode: each gets a durable JetStream consumer on the
// events stream, named after it, so a consumer that stops (its node killed, a failover) resumes
// where it stopped on whichever node runs it next; what it had not acknowledged is delivered again.
// Each message is applied through processed_events (events/processed-events.ts): its effect and
// the event's row commit together, and an event already applied is acknowledged without effect.
// Messages that arrive while a batch is applied go together in the next transaction (group
// commit, as trading's persist queue does); each is acknowledged after its transaction commits. A
// batch that fails is applied again one message at a time, and a message that fails alone is
// refused (nak) with a delay and comes back. Per consumer, batches go one after another in stream
// order.
import { AckPolicy, DeliverPolicy, jetstream, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import type { EventConsumer } from '../compose/server-part';
import type { Database } from '../db/database';
import type { DomainEvent } from '../events/domain-events';
import { applyEventsOnce } from '../events/processed-events';
import { ensureEventsStream, eventsStreamName, type EventMessage } from './events-stream';

/** A message not acknowledged in this time is delivered again (a handler stuck, a node gone). */
export const CONSUMER_ACK_WAIT_MS = 30_000;
/** How long a refused message waits before it is delivered again. */
export const CONSUMER_RETRY_DELAY_MS = 1_000;
/** Messages handed to this node ahead of its acknowledgements. */
const PREFETCH_MESSAGES = 500;
/** Messages applied in one transaction (each one's effect, and its processed_events row). */
export const BATCH_MESSAGES_MAX = 200;

export interface DurableConsumersOptions {
  nats: NatsConnection;
  db: Database;
  clusterName: string;
  consumers: readonly EventConsumer[];
  logger: { warn(details: object, message: string): void; debug?(details: object, message: string): void };
  retryDelayMs?: number;
  /** Tests shorten it, so a message a stopped consumer held comes back within the test. */
  ackWaitMs?: number;
}

export interface DurableConsumers {
  /** Events applied (not skipped) per consumer since start, for tests and logs. */
  applied(name: string): number;
  /** Stops taking messages; settles once the message in hand is done. */
  stop(): Promise<void>;
}

/** JetStream's durable names allow no dots, wildcards or spaces. */
export function durableName(consumerName: string): string {
  return consumerName.replace(/[^A-Za-z0-9_-]/g, '_');
}

type ApplyBatch = (consumer: EventConsumer, batch: readonly JsMsg[]) => Promise<void>;

interface RunningConsumer {
  messages: ConsumerMessages;
  loop: Promise<void>;
}

export async function startDurableConsumers(options: DurableConsumersOptions): Promise<DurableConsumers> {
  const appliedCounts = new Map<string, number>();
  const apply = batchApplier(options, (consumer, applied) =>
    appliedCounts.set(consumer.name, (appliedCounts.get(consumer.name) ?? 0) + applied),
  );
  const running: RunningConsumer[] = [];
  for (const consumer of options.consumers) running.push(await consumeDurably(options, consumer, apply));
  return {
    applied: (name) => appliedCounts.get(name) ?? 0,
    async stop() {
      for (const { messages } of running) messages.stop();
      await Promise.all(running.map(({ loop }) => loop));
    },
  };
}

/** Applies a batch in one transaction; when it fails, each message alone, refusing the culprits. */
function batchApplier(
  options: DurableConsumersOptions,
  count: (consumer: EventConsumer, applied: number) => void,
): ApplyBatch {
  const handle: ApplyBatch = async (consumer, batch) => {
    const events = decoded(batch, options.logger);
    let failure: unknown = null;
    try {
      const applied = await applyEventsOnce(
        options.db,
        consumer,
        events.map(({ event }) => event),
      );
      count(consumer, applied);
    } catch (error) {
      failure = error;
    }
    if (failure === null) {
      for (const { message } of events) answer(() => message.ack());
    } else if (events.length === 1) {
      // One line per retry (a shard without a leader fails each event until one leads); the
      // logger keeps the stack for debug (node-log.ts).
      options.logger.warn(
        { consumer: consumer.name, seq: events[0].message.seq, ...failureOf(failure) },
        'event not applied; retried',
      );
      options.logger.debug?.({ err: failure, consumer: consumer.name }, 'event not applied: the error');
      answer(() => events[0].message.nak(options.retryDelayMs ?? CONSUMER_RETRY_DELAY_MS));
    } else {
      for (const { message } of events) await handle(consumer, [message]);
    }
  };
  return handle;
}

/** Why an event failed, in a line: the shard it waits for (copy-shards-relay.ts) and the reason. */
export function failureOf(error: unknown): { shard?: number; reason: string } {
  const reason = error instanceof Error ? error.message : String(error);
  const shard = (error as { shard?: unknown } | null)?.shard;
  return typeof shard === 'number' ? { shard, reason } : { reason };
}

/** A message that is not an event of ours is refused for good (and logged), never retried. */
function decoded(batch: readonly JsMsg[], logger: DurableConsumersOptions['logger']) {
  return batch.flatMap((message) => {
    try {
      return [{ message, event: eventOf(message) }];
    } catch (error) {
      logger.warn({ err: error, seq: message.seq }, 'unreadable event message dropped');
      answer(() => message.term());
      return [];
    }
  });
}

/** The consumer's durable JetStream consumer, and the loop that applies what it delivers. */
async function consumeDurably(
  options: DurableConsumersOptions,
  consumer: EventConsumer,
  apply: ApplyBatch,
): Promise<RunningConsumer> {
  const jsm = await ensureEventsStream(options.nats, options.clusterName);
  const stream = eventsStreamName(options.clusterName);
  const name = durableName(consumer.name);
  await jsm.consumers.add(stream, {
    durable_name: name,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(options.ackWaitMs ?? CONSUMER_ACK_WAIT_MS),
    max_deliver: -1,
  });
  const messages = await (
    await jetstream(options.nats).consumers.get(stream, name)
  ).consume({ max_messages: PREFETCH_MESSAGES });
  // Messages that arrive while a batch is being applied wait and go together in the next one.
  const waiting: JsMsg[] = [];
  let draining: Promise<void> | null = null;
  const drain = async () => {
    // Messages delivered in the same turn join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (waiting.length > 0) await apply(consumer, waiting.splice(0, BATCH_MESSAGES_MAX));
    draining = null;
  };
  const loop = (async () => {
    for await (const message of messages) {
      waiting.push(message);
      draining ??= drain();
    }
    await draining;
  })().catch((error: unknown) => {
    // The connection closed under it (the node is going): what it held comes back elsewhere.
    options.logger.warn({ err: error, consumer: consumer.name }, 'durable consumer stopped');
  });
  return { messages, loop };
}

/**
 * Acknowledges or refuses; on a closed connection (the node is going) the answer is lost and the
 * message comes back after the ack wait, where processed_events skips what was applied.
 */
function answer(send: () => void): void {
  try {
    send();
  } catch {
    // Nothing to do: see above.
  }
}

function eventOf(message: JsMsg): DomainEvent {
  const { id, event } = message.json<EventMessage>();
  return { ...event, seq: id } as DomainEvent;
}
