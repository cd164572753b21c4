// /operator/customers/:customerId: one customer's file (GET /api/operator/customers/:id) with its
// accounts, ledger, positions, money requests, documents and sessions as tabs; the long lists page.
import { useState } from 'react';
import { useParams } from 'react-router';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { Tabs, tabPanelProps } from '../../../ui/tabs';
import { useGetCustomerQuery } from '../api/operator-api';
import { CustomerAccounts } from '../components/customer-accounts';
import { CustomerDocuments } from '../components/customer-documents';
import { CustomerLedger } from '../components/customer-ledger';
import { CustomerPositions } from '../components/customer-positions';
import { CustomerSessions } from '../components/customer-sessions';
import { CustomerTransactions } from '../components/customer-transactions';
import { ListState } from '../components/list-state';
import { Card, Fields, Stack } from '../components/operator.styles';
import { VerificationBadge } from '../components/status-badges';
import type { CustomerDetail } from '../../../../contract/operator';
import { FieldPair } from '../components/field-pair';
import { BackLink } from './customer-page.styles';

type Section = keyof typeof tr.operator.customer.tabs;
const SECTIONS: readonly Section[] = [
  'accounts',
  'ledger',
  'positions',
  'transactions',
  'documents',
  'sessions',
];
const ID_BASE = 'operator-customer';

function SectionBody({ section, customer }: { section: Section; customer: CustomerDetail }) {
  const name = customer.name;
  switch (section) {
    case 'accounts':
      return <CustomerAccounts accounts={customer.accounts} />;
    case 'ledger':
      return <CustomerLedger customerId={customer.id} accounts={customer.accounts} />;
    case 'positions':
      return <CustomerPositions customerId={customer.id} accounts={customer.accounts} />;
    case 'transactions':
      return <CustomerTransactions customerId={customer.id} />;
    case 'documents':
      return <CustomerDocuments documents={customer.verification.documents} customerName={name} />;
    case 'sessions':
      return <CustomerSessions sessions={customer.sessions} />;
  }
}

function CustomerFile({ customer }: { customer: CustomerDetail }) {
  const texts = tr.operator;
  const [section, setSection] = useState<Section>('accounts');
  const name = customer.name;
  return (
    <>
      <Card aria-labelledby="operator-customer-name">
        <h2 id="operator-customer-name">{name}</h2>
        <Fields>
          <FieldPair label={texts.customers.email}>{customer.email}</FieldPair>
          <FieldPair label={texts.customers.phone}>{customer.phone}</FieldPair>
          <FieldPair label={texts.customers.verification}>
            <VerificationBadge status={customer.verification.status} />
          </FieldPair>
          <FieldPair label={texts.customers.createdAt}>{formatDateTime(customer.createdAt)}</FieldPair>
        </Fields>
      </Card>
      <Card aria-label={texts.customer.sectionsLabel}>
        <Tabs<Section>
          items={SECTIONS.map((value) => ({ value, label: texts.customer.tabs[value] }))}
          value={section}
          onChange={setSection}
          ariaLabel={texts.customer.sectionsLabel}
          idBase={ID_BASE}
        />
        <Stack {...tabPanelProps(ID_BASE, section)}>
          <SectionBody section={section} customer={customer} />
        </Stack>
      </Card>
    </>
  );
}

export default function CustomerPage() {
  const { customerId = '' } = useParams();
  const { data: customer, isLoading, isError, error, refetch } = useGetCustomerQuery(customerId);
  const notFound =
    isError && typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
  return (
    <Stack>
      <BackLink to="/operator/customers">{tr.operator.customer.back}</BackLink>
      {notFound ? (
        <Card>
          <p role="alert">{tr.operator.customer.notFound}</p>
        </Card>
      ) : customer ? (
        <CustomerFile key={customer.id} customer={customer} />
      ) : (
        <Card>
          <ListState
            isLoading={isLoading}
            isError={isError}
            count={0}
            empty={tr.operator.customer.notFound}
            onRetry={() => void refetch()}
          />
        </Card>
      )}
    </Stack>
  );
}
