// /alerts (Fiyat Alarmları): a new alert on any symbol, and the customer's alerts.
import styled from 'styled-components';
import { column } from '../../ui/style-pieces';
import { tr } from '../../i18n/tr-signed-in';
import { FormHint } from '../../ui/form-controls';
import { PageHeading } from '../../ui/page-heading';
import { AlertForm } from './components/alert-form';
import { AlertsList } from './components/alerts-list';

const Page = styled.div`
  ${column('lg')}
  padding: ${({ theme }) => theme.spacing.lg};
  max-width: 960px;
`;

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
