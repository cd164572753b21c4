// The bell of the dashboard header, with the number of unread notifications on it.
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr';
import { IconButton } from './icon-button';

/** Past this the badge says 9+ so it keeps its size. */
const BADGE_COUNT_MAX = 9;

const Holder = styled.span`
  position: relative;
  display: inline-flex;
`;

const Badge = styled.span`
  position: absolute;
  top: -2px;
  right: -2px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.negative};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 18px;
  text-align: center;
  pointer-events: none;
`;

export function NotificationsButton({ onClick }: { onClick: () => void }) {
  const unread = useAppSelector((state) => state.notifications.items.filter((item) => !item.read).length);
  return (
    <Holder>
      <IconButton icon="bell" label={tr.layout.notifications} onClick={onClick} />
      {unread > 0 && (
        <Badge data-testid="unread-count" aria-hidden="true">
          {unread > BADGE_COUNT_MAX ? `${BADGE_COUNT_MAX}+` : unread}
        </Badge>
      )}
    </Holder>
  );
}
