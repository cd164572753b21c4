// A customer's deposits and withdrawals of every status, newest first, a page at a time
// (GET /api/operator/customers/:id/transactions).
import { useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-number';
import { useGetCustomerTransactionsQuery } from '../api/operator-api';
import type { OperatorTransaction } from '../operator-types';
import { DataTable, type Column } from './data-table';
import { ListState } from './list-state';
import { Stack } from './operator.styles';
import { Pager } from './pager';

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
  const { data, isLoading, isError, refetch } = useGetCustomerTransactionsQuery({ customerId, page });
  const rows = data?.rows ?? [];
  return (
    <Stack>
      <ListState
        isLoading={isLoading}
        isError={isError}
        count={rows.length}
        empty={tr.operator.empty}
        onRetry={() => void refetch()}
      />
      {rows.length > 0 && (
        <DataTable label={texts.tabs.transactions} columns={COLUMNS} rows={rows} rowKey={(row) => row.id} />
      )}
      {data && (
        <Pager
          currentPage={data.currentPage}
          totalPages={data.totalPages}
          total={data.total}
          onPage={setPage}
        />
      )}
    </Stack>
  );
}
