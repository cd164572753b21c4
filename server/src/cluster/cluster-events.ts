// The domain events of a cluster node: the relay of the outbox to JetStream (on the shard's
// leader) and the durable consumers of its parts (engine-node.ts and gateway-node.ts start them
// once the server is composed with the outbox, and stop them before the server closes). Copy
// trading, robots and the live socket stay subscribers of the leader's in-process bus: they act
// through the engine on that node, and on a failover they rebuild from PostgreSQL (copy trading
// reconciles its copies, robots reload theirs).
import type { NatsConnection } from '@nats-io/transport-node';
import type { EventConsumer } from '../compose/server-part';
import type { Database } from '../db/database';
import type { Scheduler } from '../engine/engine-types';
import { createEventOutbox, type EventOutbox } from '../events/event-outbox';
import { startDurableConsumers } from './durable-consumers';
import { createOutboxRelay } from './outbox-relay';

export interface ClusterEventsOptions {
  nats: NatsConnection;
  /** The leader's fenced database: a deposed leader neither relays nor applies. */
  db: Database;
  clusterName: string;
  scheduler: Scheduler;
  logger: { warn(details: object, message: string): void; debug?(details: object, message: string): void };
  /**
   * False on a gateway node: its decisions' events go into the outbox and the shard's leader
   * relays them (on its timer), so the stream keeps one relay and one order of rows.
   */
  relay?: boolean;
}

export interface ClusterEvents {
  /** Handed to composeServer, so publishers record their events in it. */
  outbox: EventOutbox;
  /** Starts the relay and a durable consumer per part consumer. */
  start(consumers: readonly EventConsumer[]): Promise<void>;
  stop(): Promise<void>;
}

export function clusterEvents(options: ClusterEventsOptions): ClusterEvents {
  const outbox = createEventOutbox(options.db);
  const relay = options.relay === false ? null : createOutboxRelay({ ...options, outbox });
  let stopConsumers: (() => Promise<void>) | null = null;
  return {
    outbox,
    async start(consumers) {
      await relay?.start();
      const durable = await startDurableConsumers({ ...options, consumers });
      stopConsumers = () => durable.stop();
    },
    async stop() {
      await stopConsumers?.();
      await relay?.stop();
    },
  };
}
