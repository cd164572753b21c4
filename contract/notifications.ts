// Notifications on the wire (../shared/API.md "Notifications"). The entity is SPEC.md's
// `Notification` (contract/entities.ts); the live message is `NotificationMessage`
// (contract/live.ts) on the user's channel, sent once the notification is stored.
import type { Notification } from './entities';

export type { Notification };

/** Rows per page of GET /api/notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications?page=n: newest first; `unread` counts every unread one, not the page's. */
export interface NotificationsPage {
  status: true;
  data: Notification[];
  currentPage: number;
  totalPages: number;
  unread: number;
}

/** PUT /api/notifications/read: some by id (the caller's own; others are ignored), or all. */
export type NotificationsReadRequest = { ids: string[] } | { all: true };

/** The answer's data: how many are still unread after the call. */
export interface NotificationsReadResult {
  unread: number;
}

/** At most this many ids in one PUT /api/notifications/read. */
export const NOTIFICATIONS_READ_IDS_MAX = 100;
