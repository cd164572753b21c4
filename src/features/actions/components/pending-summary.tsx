// The 'stacking' slot of /actions, 'Bekleyen Tutarlar': what is waiting on the broker. The held
// withdrawals are the real account's held figure (exact, from the server); the pending deposits are
// summed from the latest transactions, newest first, which is where a pending one sits.
import { Link } from 'react-router';
import type { Transaction } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { useAccounts } from '../../accounts';
import { useTransactions } from '../../money';
import { Widget, WidgetNote } from '../../../ui/widget';
import { Figures } from './actions.styles';

const money = (value: number) => `${formatMoney(value)} ${tr.app.currency}`;

function pendingOf(transactions: readonly Transaction[], type: Transaction['type']) {
  const rows = transactions.filter((row) => row.type === type && row.status === 'pending');
  return { count: rows.length, total: rows.reduce((sum, row) => sum + row.amount, 0) };
}

export function PendingSummary() {
  const texts = tr.actions.pending;
  const { real } = useAccounts();
  const { transactions, isLoading } = useTransactions();
  const withdrawals = pendingOf(transactions, 'withdrawal');
  const deposits = pendingOf(transactions, 'deposit');
  const held = real?.held ?? withdrawals.total;
  return (
    <Widget aria-labelledby="pending-title">
      <h2 id="pending-title">{texts.title}</h2>
      {isLoading ? (
        <WidgetNote role="status">{tr.loading.data}</WidgetNote>
      ) : withdrawals.count === 0 && deposits.count === 0 && held === 0 ? (
        <WidgetNote>{texts.none}</WidgetNote>
      ) : (
        <Figures>
          <dt>
            {texts.heldWithdrawals} ({texts.count(withdrawals.count)})
          </dt>
          <dd data-testid="pending-held">{money(held)}</dd>
          <dt>
            {texts.pendingDeposits} ({texts.count(deposits.count)})
          </dt>
          <dd data-testid="pending-deposits">{money(deposits.total)}</dd>
        </Figures>
      )}
      <Link to="/wallet">{texts.toWallet}</Link>
    </Widget>
  );
}
