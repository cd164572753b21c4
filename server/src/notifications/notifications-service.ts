// The notifications service: its consumer, attached to the domain events by the composition, turns
// each event into the bell's notification (notification-catalogue.ts) and hands it to the writer,
// which stores it in batches and pushes it live. The consumer never awaits, so its event queue
// drains as fast as events come. A notice about an account goes as an AccountNotice, which the
// writer completes with the account's name.
import type { EventConsumer } from '../compose/server-part';
import type { LivePublisher } from '../live/live-ports';
import type { Queryable } from '../db/database';
import { notificationOf } from './notification-catalogue';
import { NotificationWriter, type NotificationWriterLogger } from './notification-writer';

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
    consumer,
    async stop() {
      await writer.whenIdle();
    },
  };
}
