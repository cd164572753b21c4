// The notifications service: subscribed to the domain events, it turns each into the bell's
// notification (notification-catalogue.ts) and hands it to the writer, which stores it in batches
// and pushes it live. The subscriber never awaits, so its event queue drains as fast as events come.
import type { DomainEventBus } from '../events/event-bus';
import type { LivePublisher } from '../live/live-ports';
import type { Queryable } from '../db/database';
import { notificationOf } from './notification-catalogue';
import { NotificationWriter, type NotificationWriterLogger } from './notification-writer';

export interface NotificationsService {
  writer: NotificationWriter;
  /** Stops listening and settles once what was queued is stored. */
  stop(): Promise<void>;
}

export function createNotificationsService(deps: {
  db: Queryable;
  live: LivePublisher;
  events: DomainEventBus;
  logger: NotificationWriterLogger;
}): NotificationsService {
  const writer = new NotificationWriter(deps.db, deps.live, deps.logger);
  const unsubscribe = deps.events.subscribe('notifications', (event) => {
    const content = notificationOf(event);
    if (content) writer.enqueue(event.userId, content, event.atMs);
  });
  return {
    writer,
    async stop() {
      unsubscribe();
      await writer.whenIdle();
    },
  };
}
