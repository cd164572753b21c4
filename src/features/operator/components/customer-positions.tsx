// A customer's positions on one account: open, waiting or closed, a page at a time
// (GET /api/operator/customers/:id/positions), with the same fields the customer's lists show.
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatLotAmount, formatMoney, formatPrice } from '../../../lib/format-number';
import { useGetCustomerPositionsQuery, type PositionsArgs } from '../api/operator-api';
import { useNarrowedPages } from '../hooks/use-narrowed-pages';
import type { CustomerPosition } from '../../../../contract/operator';
import { AccountSelect } from './account-select';
import type { CustomerListProps } from './customer-ledger';
import { DataTable, type Column } from './data-table';
import { LabelText, Select, Stack, Toolbar } from './operator.styles';
import { PagedList } from './paged-list';

const texts = tr.operator.customer;
type PositionStatus = PositionsArgs['status'];
const STATUSES: readonly PositionStatus[] = ['open', 'waiting', 'closed'];
interface PositionsFilter {
  accountId: string;
  status: PositionStatus;
}

const COLUMNS: readonly Column<CustomerPosition>[] = [
  { key: 'date', header: texts.date, cell: (row) => formatDateTime(row.createdAt) },
  { key: 'symbol', header: texts.symbol, cell: (row) => row.symbol },
  { key: 'side', header: texts.side, cell: (row) => texts.sides[row.type] ?? row.type },
  { key: 'lots', header: texts.lots, cell: (row) => formatLotAmount(row.amount) },
  { key: 'price', header: texts.openPrice, cell: (row) => formatPrice(row.price) },
  { key: 'profit', header: texts.profit, cell: (row) => formatMoney(row.profit) },
];

export function CustomerPositions({ customerId, accounts }: CustomerListProps) {
  const { filter, narrow, page, setPage } = useNarrowedPages<PositionsFilter>({
    accountId: accounts[0]?.id ?? '',
    status: 'open',
  });
  const query = useGetCustomerPositionsQuery({
    customerId,
    accountId: filter.accountId || undefined,
    status: filter.status,
    page,
  });
  return (
    <Stack>
      <Toolbar>
        {accounts.length > 1 && (
          <AccountSelect
            accounts={accounts}
            value={filter.accountId}
            onChange={(accountId) => narrow({ ...filter, accountId })}
          />
        )}
        <LabelText>
          {texts.positionStatusLabel}
          <Select
            value={filter.status}
            onChange={(event) => narrow({ ...filter, status: event.target.value as PositionStatus })}
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
