// The one list the bell, the panel and the page show: live notifications not yet in the loaded
// pages, then the loaded pages, each id once. The unread count is the server's (page 1) plus the
// live ones it has not counted yet, less loaded ones marked read since page 1 loaded.
import { createSelector } from '@reduxjs/toolkit';
import type { Notification } from '../../../contract/entities';
import type { NotificationsPage } from './api/notifications-api';
import type { NotificationsState } from './notifications-slice';

export interface NotificationsFeed {
  items: Notification[];
  unread: number;
}

const selectLive = (state: { notifications: NotificationsState }) => state.notifications.items;

export function mergeFeed(
  live: Notification[],
  pages: readonly NotificationsPage[] | undefined,
): NotificationsFeed {
  const loaded = (pages ?? []).flatMap((page) => page.items);
  const loadedIds = new Set(loaded.map((item) => item.id));
  const liveRead = new Map(live.map((item) => [item.id, item.read]));
  const fresh = live.filter((item) => !loadedIds.has(item.id));
  const seen = new Set<string>();
  const items: Notification[] = [];
  for (const item of [...fresh, ...loaded]) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    // A notification marked read since its page loaded shows read before the reload lands.
    items.push(liveRead.get(item.id) === true && !item.read ? { ...item, read: true } : item);
  }
  const serverUnread = pages?.[0]?.unread ?? 0;
  const freshUnread = fresh.filter((item) => !item.read).length;
  const readSinceLoad = loaded.filter((item) => !item.read && liveRead.get(item.id) === true).length;
  return { items, unread: Math.max(0, serverUnread + freshUnread - readSinceLoad) };
}

/** Memoized per pages array, so the bell re-renders only when the feed changes. */
export const makeSelectFeed = () =>
  createSelector(
    [
      selectLive,
      (_state: { notifications: NotificationsState }, pages?: readonly NotificationsPage[]) => pages,
    ],
    mergeFeed,
  );
