// A customer's deposits and withdrawals of every status, newest first, a page at a time
// (GET /api/operator/customers/:id/transactions).
import { useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-number';
import { useGetCustomerTransactionsQuery } from '../api/operator-api';
import type { OperatorTransaction } from '../../../../contract/operator';
import { DataTable, type Column } from './data-table';
import { Stack } from './operator.styles';
import { PagedList } from './paged-list';

const texts = tr.operator.customer;

const COLUMNS: readonly Column<OperatorTransaction>[] = [
  { key: 'date', header: texts.date, cell: (row) => formatDateTime(row.createdAt) },
  { key: 'type', header: texts.type, cell: (row) => tr.money.types[row.type] },
  { key: 'method', header: tr.operator.transaction.method, cell: (row) => tr.money.methods[row.method] },
  { key: 'amount', header: texts.amount, cell: (row) => formatMoney(row.amount) },
  { key: 'status', header: texts.status, cell: (row) => tr.money.statuses[row.status] },
  { key: 'reference', header: tr.operator.transaction.reference, cell: (row) => row.reference },
  { key: 'reason', header: texts.reason, cell: (row) => row.reason ?? tr.operator.unknown },
];

export function CustomerTransactions({ customerId }: { customerId: string }) {
  const [page, setPage] = useState(1);
  const query = useGetCustomerTransactionsQuery({ customerId, page });
  return (
    <Stack>
      <PagedList query={query} empty={tr.operator.empty} onPage={setPage}>
        {(rows) => (
          <DataTable label={texts.tabs.transactions} columns={COLUMNS} rows={rows} rowKey={(row) => row.id} />
        )}
      </PagedList>
    </Stack>
  );
}
