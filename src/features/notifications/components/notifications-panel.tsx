// The panel behind the bell on wide screens (phones get the /notifications page instead).
// Lazily loaded by the layout, so moment and the list stay out of the layout's chunk.
import { tr } from '../../../i18n/tr-signed-in';
import { Modal } from '../../../ui/modal';
import { NotificationList } from './notification-list';

export function NotificationsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={tr.notifications.title} widthPx={520}>
      <NotificationList />
    </Modal>
  );
}
export default NotificationsPanel;
