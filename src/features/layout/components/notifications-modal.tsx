// The list behind the dashboard header's bell: notifications the socket pushed, newest first.
import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr';
import { formatDateTime } from '../../../lib/format-date';
import { Modal } from '../../../ui/modal';
import { notificationsSeen } from '../notifications-slice';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding-bottom: ${({ theme }) => theme.spacing.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function NotificationsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const items = useAppSelector((state) => state.notifications.items);
  useEffect(() => {
    if (open) dispatch(notificationsSeen());
  }, [open, dispatch, items.length]);

  return (
    <Modal open={open} onClose={onClose} title={tr.layout.notifications}>
      {items.length === 0 ? (
        <Muted>{tr.layout.noNotifications}</Muted>
      ) : (
        <List>
          {items.map((item) => (
            <Item key={item.id}>
              <strong>{item.title}</strong>
              <p>{item.text}</p>
              <Muted>{formatDateTime(item.date)}</Muted>
            </Item>
          ))}
        </List>
      )}
    </Modal>
  );
}
export default NotificationsModal;
