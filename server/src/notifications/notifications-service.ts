// The notifications service: its consumer, attached to the domain events by the composition, turns
// each event into the bell's notification (notification-catalogue.ts) and hands it to the writer,
// which stores it in batches and pushes it live. The consumer never awaits, so its event queue
// drains as fast as events come. A notice about an account goes as an AccountNotice, which the
// writer completes with the account's name. In cluster mode the durable consumer calls
// `applyOnce` instead, which stores the notification in the transaction that marks the event done.
import { randomUUID } from 'node:crypto';
import type { AccountKind } from '../../../contract/wallet';
import type { EventConsumer } from '../compose/server-part';
import type { DomainEvent } from '../events/domain-events';
import type { LivePublisher } from '../live/live-ports';
import type { Queryable } from '../db/database';
import { notificationOf } from './notification-catalogue';
import {
  NotificationWriter,
  publishStoredNotifications,
  type NotificationWriterLogger,
} from './notification-writer';
import { insertNotifications, type NewNotification } from './notifications-repository';

export interface NotificationsService {
  writer: NotificationWriter;
  /** The domain-event consumer that feeds the writer. */
  consumer: EventConsumer;
  /** Settles once what was handed to the writer is stored (detach the consumer first). */
  stop(): Promise<void>;
}

export function createNotificationsService(deps: {
  db: Queryable;
  live: LivePublisher;
  logger: NotificationWriterLogger;
}): NotificationsService {
  const writer = new NotificationWriter(deps.db, deps.live, deps.logger);
  const consumer: EventConsumer = {
    name: 'notifications',
    handle(event) {
      const content = notificationOf(event);
      if (!content) return;
      const { accountId } = event;
      // A notice about an account is written once the writer knows the account's kind.
      if (accountId === null) writer.enqueue(event.userId, content, event.atMs);
      else
        writer.enqueue(
          event.userId,
          {
            accountId,
            kind: content.kind,
            contentFor: (account) => notificationOf(event, account) ?? content,
          },
          event.atMs,
        );
    },
  };
  return {
    writer,
    consumer: { ...consumer, applyOnce: (tx, event) => storeOnce(tx, deps.live, event) },
    async stop() {
      await writer.whenIdle();
    },
  };
}

/**
 * Cluster mode: the event's notification stored in the durable consumer's transaction (which also
 * records the event as processed), pushed live once that has committed. One row per event, so
 * the writer's batching is not needed here; JetStream hands the events one by one anyway.
 */
async function storeOnce(
  tx: Queryable,
  live: LivePublisher,
  event: DomainEvent,
): Promise<(() => void) | undefined> {
  let content = notificationOf(event);
  if (!content) return undefined;
  if (event.accountId !== null) {
    const [account] = await tx.query<{ kind: AccountKind }>('SELECT kind FROM accounts WHERE id = $1', [
      event.accountId,
    ]);
    content = notificationOf(event, account?.kind ?? null) ?? content;
  }
  const row: NewNotification = {
    id: randomUUID(),
    userId: event.userId,
    createdAtMs: event.atMs,
    ...content,
  };
  await insertNotifications(tx, [row]);
  return () => void publishStoredNotifications(live, [row]);
}
