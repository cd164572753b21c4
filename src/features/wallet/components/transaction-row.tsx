// One deposit or withdrawal on /wallet: date, kind, method, amount, reference and its status
// badge; a pending one can be cancelled, a rejected one says why.
import type { Transaction } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-number';
import { Button } from '../../../ui/button';
import { StatusBadge } from './status-badge';
import { Amount, Cell, Label, Reason, Row } from './transaction-row.styles';

export interface TransactionRowProps {
  transaction: Transaction;
  onCancel: (transaction: Transaction) => void;
}

export function TransactionRow({ transaction, onCancel }: TransactionRowProps) {
  const texts = tr.wallet;
  const withdrawal = transaction.type === 'withdrawal';
  return (
    <Row data-testid={`transaction-${transaction.id}`}>
      <Cell>{formatDateTime(transaction.createdAt)}</Cell>
      <Cell>
        {tr.money.types[transaction.type]} · {tr.money.methods[transaction.method]}
      </Cell>
      <Amount $withdrawal={withdrawal}>
        {withdrawal ? '-' : '+'}
        {formatMoney(transaction.amount)} {tr.app.currency}
      </Amount>
      <Cell>
        <Label>{texts.reference}: </Label>
        {transaction.reference}
      </Cell>
      <Cell>
        <StatusBadge $status={transaction.status}>{tr.money.statuses[transaction.status]}</StatusBadge>
      </Cell>
      <Cell>
        {transaction.status === 'pending' && (
          <Button size="sm" variant="ghost" onClick={() => onCancel(transaction)}>
            {texts.cancel}
          </Button>
        )}
      </Cell>
      {transaction.status === 'rejected' && transaction.reason && (
        <Reason>{texts.reason(transaction.reason)}</Reason>
      )}
    </Row>
  );
}
