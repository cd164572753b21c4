// /alerts (Fiyat Alarmları): a new alert on any symbol, and the customer's alerts.
import { tr } from '../../i18n/tr-signed-in';
import { FormHint } from '../../ui/form-controls';
import { PageHeading } from '../../ui/page-heading';
import { AlertForm } from './components/alert-form';
import { AlertsList } from './components/alerts-list';
import { Page } from './alerts-page.styles';

export default function AlertsPage() {
  return (
    <Page>
      <PageHeading>{tr.alerts.title}</PageHeading>
      <FormHint>{tr.alerts.intro}</FormHint>
      <AlertForm title={tr.alerts.formTitle} />
      <AlertsList />
    </Page>
  );
}
