// /notifications: the bell's list as a page of its own on phones, where a dialog would cover the
// whole screen anyway and the back button should lead back.
import { tr } from '../../i18n/tr-signed-in';
import { FormCard, FormPage } from '../../ui/form-controls';
import { PageHeading } from '../../ui/page-heading';
import { NotificationList } from './components/notification-list';

export default function NotificationsPage() {
  return (
    <FormPage>
      <PageHeading>{tr.notifications.title}</PageHeading>
      <FormCard>
        <NotificationList />
      </FormCard>
    </FormPage>
  );
}
