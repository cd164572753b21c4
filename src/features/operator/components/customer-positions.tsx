// A customer's positions on one account: open, waiting or closed, a page at a time
// (GET /api/operator/customers/:id/positions), with the same fields the customer's lists show.
import { useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatLotAmount, formatMoney, formatPrice } from '../../../lib/format-number';
import { useGetCustomerPositionsQuery, type PositionsArgs } from '../api/operator-api';
import type { CustomerPosition } from '../operator-types';
import { AccountSelect } from './account-select';
import type { CustomerListProps } from './customer-ledger';
import { DataTable, type Column } from './data-table';
import { LabelText, Select, Stack, Toolbar } from './operator.styles';
import { PagedList } from './paged-list';

const texts = tr.operator.customer;
type PositionStatus = PositionsArgs['status'];
const STATUSES: readonly PositionStatus[] = ['open', 'waiting', 'closed'];

const COLUMNS: readonly Column<CustomerPosition>[] = [
  { key: 'date', header: texts.date, cell: (row) => formatDateTime(row.createdAt) },
  { key: 'symbol', header: texts.symbol, cell: (row) => row.symbol },
  { key: 'side', header: texts.side, cell: (row) => texts.sides[row.type] ?? row.type },
  { key: 'lots', header: texts.lots, cell: (row) => formatLotAmount(row.amount) },
  { key: 'price', header: texts.openPrice, cell: (row) => formatPrice(row.price) },
  { key: 'profit', header: texts.profit, cell: (row) => formatMoney(row.profit) },
];

export function CustomerPositions({ customerId, accounts }: CustomerListProps) {
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? '');
  const [status, setStatus] = useState<PositionStatus>('open');
  const [page, setPage] = useState(1);
  const query = useGetCustomerPositionsQuery({
    customerId,
    accountId: accountId || undefined,
    status,
    page,
  });
  return (
    <Stack>
      <Toolbar>
        {accounts.length > 1 && (
          <AccountSelect
            accounts={accounts}
            value={accountId}
            onChange={(next) => {
              setAccountId(next);
              setPage(1);
            }}
          />
        )}
        <LabelText>
          {texts.positionStatusLabel}
          <Select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as PositionStatus);
              setPage(1);
            }}
          >
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {texts.positionStatus[value]}
              </option>
            ))}
          </Select>
        </LabelText>
      </Toolbar>
      <PagedList query={query} empty={tr.operator.empty} onPage={setPage}>
        {(rows) => (
          <DataTable label={texts.tabs.positions} columns={COLUMNS} rows={rows} rowKey={(row) => row.id} />
        )}
      </PagedList>
    </Stack>
  );
}
