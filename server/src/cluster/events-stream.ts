// The cluster's JetStream stream of domain events: `<CLUSTER_NAME>_EVENTS` on the subjects
// `<CLUSTER_NAME>.events.<type>`, so two clusters on one NATS server never share a stream or a
// subject. Messages carry the outbox row's id as their message id; the stream drops a message id
// it has seen within its de-duplication window, so a relay that re-sends after a crash (between
// the broker's acknowledgement and the row's mark) stores nothing twice.
import { jetstreamManager, RetentionPolicy, StorageType, type JetStreamManager } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import type { DomainEventBody } from '../events/domain-events';

/** Re-sends within this window of the first send are dropped by the stream itself. */
export const EVENTS_DUPLICATE_WINDOW_MS = 10 * 60 * 1000;
/** Kept this long for consumers that were away (a node down, a redeploy); the outbox keeps them too. */
export const EVENTS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** What travels: the outbox id (the event's id for every consumer) and the event. */
export interface EventMessage {
  id: number;
  event: DomainEventBody;
}

export function eventsStreamName(clusterName: string): string {
  return `${clusterName}_EVENTS`;
}

export function eventSubject(clusterName: string, type: DomainEventBody['type']): string {
  return `${clusterName}.events.${type}`;
}

/** Creates the stream, or leaves the one another node created (same settings). */
export async function ensureEventsStream(
  nats: NatsConnection,
  clusterName: string,
): Promise<JetStreamManager> {
  const jsm = await jetstreamManager(nats);
  const name = eventsStreamName(clusterName);
  const settings = {
    subjects: [`${clusterName}.events.>`],
    duplicate_window: nanos(EVENTS_DUPLICATE_WINDOW_MS),
    max_age: nanos(EVENTS_MAX_AGE_MS),
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
  };
  try {
    await jsm.streams.info(name);
  } catch {
    await jsm.streams.add({ name, ...settings }).catch(async (error: unknown) => {
      // Two nodes creating it at once: the other's is there now.
      await jsm.streams.info(name).catch(() => Promise.reject(error));
    });
  }
  return jsm;
}
