// The notifications as the panel and the phone page list them: title, text, date
// (DD.MM.YYYY HH:mm:ss), read state and 'Okundu işaretle' on unread ones, 'Tümünü okundu işaretle'
// above and 'Daha Fazla' below while the server has more pages.
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { useMarkRead } from '../hooks/use-mark-read';
import { useNotificationsFeed } from '../hooks/use-notifications-feed';
import { Actions, Item, List, Meta, Muted } from './notification-list.styles';

export function NotificationList() {
  const { items, unread, loading, hasMore, fetchingMore, fetchMore } = useNotificationsFeed();
  const { markOne, markAll, busy } = useMarkRead();

  if (loading && items.length === 0) return <Muted>{tr.loading.generic}</Muted>;
  if (items.length === 0) return <Muted>{tr.notifications.empty}</Muted>;
  return (
    <>
      {unread > 0 && (
        <Actions>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void markAll()}>
            {tr.notifications.markAll}
          </Button>
        </Actions>
      )}
      <List>
        {items.map((item) => (
          <Item key={item.id} $unread={!item.read} data-read={item.read}>
            <strong>{item.title}</strong>
            <p>{item.text}</p>
            <Meta>
              <time dateTime={item.date}>{formatDateTime(item.date)}</time>
              <span>{item.read ? tr.notifications.read : tr.notifications.unread}</span>
              {!item.read && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={`${tr.notifications.markRead}: ${item.title}`}
                  onClick={() => void markOne(item.id)}
                >
                  {tr.notifications.markRead}
                </Button>
              )}
            </Meta>
          </Item>
        ))}
      </List>
      {hasMore && (
        <Actions>
          <Button size="sm" variant="ghost" busy={fetchingMore} onClick={() => void fetchMore()}>
            {tr.notifications.more}
          </Button>
        </Actions>
      )}
    </>
  );
}
