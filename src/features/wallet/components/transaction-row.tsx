// One deposit or withdrawal on /wallet: date, kind, method, amount, reference and its status
// badge; a pending one can be cancelled, a rejected one says why.
import styled from 'styled-components';
import type { Transaction } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-number';
import { Button } from '../../../ui/button';
import { StatusBadge } from './status-badge';

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: 170px 1fr 140px 150px 120px 110px;
    align-items: center;
  }
`;

const Cell = styled.span`
  min-width: 0;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  /* Two columns on a phone: the right-hand cells sit against the right edge. */
  &:nth-child(even) {
    justify-self: end;
    text-align: right;
  }
  ${({ theme }) => theme.media.up('md')} {
    &:nth-child(even) {
      justify-self: start;
      text-align: left;
    }
  }
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  ${({ theme }) => theme.media.up('md')} {
    display: none;
  }
`;

const Amount = styled(Cell)<{ $withdrawal: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $withdrawal }) => ($withdrawal ? theme.colors.negative : theme.colors.positive)};
`;

const Reason = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.negative};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

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
