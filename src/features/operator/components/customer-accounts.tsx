// A customer's accounts: kind, currency, balance and the amount held for pending withdrawals.
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import type { CustomerAccount } from '../../../../contract/operator';
import { DataTable, type Column } from './data-table';
import { Note } from './operator.styles';

const texts = tr.operator.customer;

const COLUMNS: readonly Column<CustomerAccount>[] = [
  { key: 'kind', header: texts.account, cell: (account) => tr.accounts.kinds[account.kind] },
  { key: 'currency', header: texts.currency, cell: (account) => account.currency },
  { key: 'balance', header: texts.balance, cell: (account) => formatMoney(account.balance) },
  { key: 'held', header: texts.held, cell: (account) => formatMoney(account.held) },
];

export function CustomerAccounts({ accounts }: { accounts: readonly CustomerAccount[] }) {
  if (accounts.length === 0) return <Note>{tr.operator.empty}</Note>;
  return (
    <DataTable
      label={texts.tabs.accounts}
      columns={COLUMNS}
      rows={accounts}
      rowKey={(account) => account.id}
      rowTestId={(account) => `account-row-${account.kind}`}
    />
  );
}
