// The bell of the mobile dashboard header and of the desktop header, with the number of unread
// notifications on it (the server's count plus what the socket pushed since).
import { tr } from '../../../i18n/tr-signed-in';
import { Icon } from '../../../ui/icon';
import { useNotificationsFeed } from '../hooks/use-notifications-feed';
import { Bell, Badge } from './notifications-button.styles';

/** Past this the badge says 9+ so it keeps its size. */
const BADGE_COUNT_MAX = 9;

export function NotificationsButton({ onClick }: { onClick: () => void }) {
  const { unread } = useNotificationsFeed();
  const badge = unread > BADGE_COUNT_MAX ? `${BADGE_COUNT_MAX}+` : String(unread);
  // The count is part of the accessible name, since the badge itself is hidden from readers. It is
  // the badge's own text ("9+" past the cap), so the name holds what a speech user sees (axe,
  // label-content-name-mismatch).
  const label =
    unread > 0 ? `${tr.notifications.title}, ${tr.notifications.unreadCount(badge)}` : tr.notifications.title;
  return (
    <Bell type="button" aria-label={label} title={tr.notifications.title} onClick={onClick}>
      <Icon name="bell" sizePx={20} />
      {unread > 0 && (
        <Badge data-testid="unread-count" aria-hidden="true">
          {badge}
        </Badge>
      )}
    </Bell>
  );
}
