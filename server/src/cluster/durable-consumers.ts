// The parts' event consumers in cluster mode: each gets a durable JetStream consumer on the
// events stream, named after it, so a consumer that stops (its node killed, a failover) resumes
// where it stopped on whichever node runs it next; what it had not acknowledged is delivered again.
// Each message is applied through processed_events (events/processed-events.ts): its effect and
// the event's row commit together, and an event already applied is acknowledged without effect.
// A message is acknowledged after its transaction commits; a failure is refused (nak) with a
// delay and comes back. One message at a time per consumer, in stream order.
import { AckPolicy, DeliverPolicy, jetstream, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import type { EventConsumer } from '../compose/server-part';
import type { Database } from '../db/database';
import type { DomainEvent } from '../events/domain-events';
import { applyEventOnce } from '../events/processed-events';
import { ensureEventsStream, eventsStreamName, type EventMessage } from './events-stream';

/** A message not acknowledged in this time is delivered again (a handler stuck, a node gone). */
export const CONSUMER_ACK_WAIT_MS = 30_000;
/** How long a refused message waits before it is delivered again. */
export const CONSUMER_RETRY_DELAY_MS = 1_000;
/** Messages handed to this node ahead of its acknowledgements. */
const PREFETCH_MESSAGES = 100;

export interface DurableConsumersOptions {
  nats: NatsConnection;
  db: Database;
  clusterName: string;
  consumers: readonly EventConsumer[];
  logger: { warn(details: object, message: string): void };
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

export async function startDurableConsumers(options: DurableConsumersOptions): Promise<DurableConsumers> {
  const jsm = await ensureEventsStream(options.nats, options.clusterName);
  const js = jetstream(options.nats);
  const stream = eventsStreamName(options.clusterName);
  const appliedCounts = new Map<string, number>();
  const running: { messages: ConsumerMessages; loop: Promise<void> }[] = [];

  const handle = async (consumer: EventConsumer, message: JsMsg): Promise<void> => {
    try {
      const { id, event } = message.json<EventMessage>();
      const applied = await applyEventOnce(options.db, consumer, { ...event, seq: id } as DomainEvent);
      if (applied) appliedCounts.set(consumer.name, (appliedCounts.get(consumer.name) ?? 0) + 1);
      message.ack();
    } catch (error) {
      options.logger.warn(
        { err: error, consumer: consumer.name, seq: message.seq },
        'event not applied; retried',
      );
      message.nak(options.retryDelayMs ?? CONSUMER_RETRY_DELAY_MS);
    }
  };

  for (const consumer of options.consumers) {
    const name = durableName(consumer.name);
    await jsm.consumers.add(stream, {
      durable_name: name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(options.ackWaitMs ?? CONSUMER_ACK_WAIT_MS),
      max_deliver: -1,
    });
    const messages = await (
      await js.consumers.get(stream, name)
    ).consume({ max_messages: PREFETCH_MESSAGES });
    const loop = (async () => {
      for await (const message of messages) await handle(consumer, message);
    })().catch((error: unknown) => {
      // The connection closed under it (the node is going): what it held comes back elsewhere.
      options.logger.warn({ err: error, consumer: consumer.name }, 'durable consumer stopped');
    });
    running.push({ messages, loop });
  }

  return {
    applied: (name) => appliedCounts.get(name) ?? 0,
    async stop() {
      for (const { messages } of running) messages.stop();
      await Promise.all(running.map(({ loop }) => loop));
    },
  };
}
