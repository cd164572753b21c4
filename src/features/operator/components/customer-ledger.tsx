// A customer's ledger on one account, newest first, a page at a time: every balance change with
// the balance after it (GET /api/operator/customers/:id/ledger).
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-number';
import { useGetCustomerLedgerQuery } from '../api/operator-api';
import { useNarrowedPages } from '../hooks/use-narrowed-pages';
import type { CustomerAccount, LedgerRow } from '../../../../contract/operator';
import { AccountSelect } from './account-select';
import { DataTable, type Column } from './data-table';
import { Stack, Toolbar } from './operator.styles';
import { PagedList } from './paged-list';

const texts = tr.operator.customer;

const COLUMNS: readonly Column<LedgerRow>[] = [
  { key: 'date', header: texts.date, cell: (row) => formatDateTime(row.createdAt) },
  { key: 'kind', header: texts.kind, cell: (row) => texts.ledgerKinds[row.kind] ?? row.kind },
  { key: 'amount', header: texts.amount, cell: (row) => formatMoney(row.amount) },
  { key: 'after', header: texts.balanceAfter, cell: (row) => formatMoney(row.balanceAfter) },
  { key: 'order', header: texts.order, cell: (row) => row.orderId ?? tr.operator.unknown },
];

export interface CustomerListProps {
  customerId: string;
  accounts: readonly CustomerAccount[];
}

export function CustomerLedger({ customerId, accounts }: CustomerListProps) {
  const { filter: accountId, narrow, page, setPage } = useNarrowedPages(accounts[0]?.id ?? '');
  const query = useGetCustomerLedgerQuery({
    customerId,
    accountId: accountId || undefined,
    page,
  });
  return (
    <Stack>
      {accounts.length > 1 && (
        <Toolbar>
          <AccountSelect accounts={accounts} value={accountId} onChange={narrow} />
        </Toolbar>
      )}
      <PagedList query={query} empty={tr.operator.empty} onPage={setPage}>
        {(rows) => (
          <DataTable label={texts.tabs.ledger} columns={COLUMNS} rows={rows} rowKey={(row) => row.id} />
        )}
      </PagedList>
    </Stack>
  );
}
