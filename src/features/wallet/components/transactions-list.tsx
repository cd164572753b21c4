// Every deposit and withdrawal with its status (GET /api/trans/all), newest first, with the paging
// texts of the positions lists: 'Daha Fazla' while more pages remain, 'Başka Veri
// Bulunmamaktadır.' after the last, 'Herhangi bir veri yok.' when there is none.
import { useState } from 'react';
import type { Transaction } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { LoadMore } from '../../../ui/load-more';
import { useTransactions } from '../../money';
import { CancelDialog } from './cancel-dialog';
import { TransactionRow } from './transaction-row';
import { Widget, WidgetNote } from '../../../ui/widget';
import { List, Footer } from './transactions-list.styles';

export function TransactionsList() {
  const list = useTransactions();
  const [cancelling, setCancelling] = useState<Transaction | null>(null);
  return (
    <Widget aria-labelledby="wallet-transactions">
      <h2 id="wallet-transactions">{tr.wallet.transactionsTitle}</h2>
      {list.isLoading ? (
        <WidgetNote role="status">{tr.loading.data}</WidgetNote>
      ) : list.transactions.length === 0 ? (
        <Footer role={list.isError ? 'alert' : undefined}>
          {list.isError ? tr.money.loadFailed : tr.positions.empty}
        </Footer>
      ) : (
        <>
          <List aria-label={tr.wallet.transactionsTitle}>
            {list.transactions.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} onCancel={setCancelling} />
            ))}
          </List>
          <Footer>
            <LoadMore {...list} />
          </Footer>
        </>
      )}
      <CancelDialog transaction={cancelling} onClose={() => setCancelling(null)} />
    </Widget>
  );
}
