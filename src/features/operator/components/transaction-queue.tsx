// One money queue (Yatırımlar or Çekimler): the pending requests oldest first, a page at a time,
// each with Onayla and Reddet. Reddet asks for the reason first. A decision refreshes the queue and
// the tab counts (the calls' tags). A request MASAK's daily total marked shows the mark and the
// purpose the customer stated.
import { useState } from 'react';
import { MASAK_FLAG } from '../../../../contract/compliance';
import type { TransactionType } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-number';
import { useGetPendingTransactionsQuery } from '../api/operator-api';
import { useApproveTransaction, useRejectTransaction } from '../hooks/use-operator-actions';
import { customerNameOf } from '../customer-name';
import type { OperatorTransaction } from '../../../../contract/operator';
import { CustomerLink } from './customer-link';
import { Actions, Badge, Fields, FullRow, RowCard, RowList } from './operator.styles';
import { PagedList } from './paged-list';
import { useStepBackWhenGone } from './pager';
import { QueueDecision } from './queue-decision';
import { FieldPair } from './field-pair';

const texts = tr.operator;

function TransactionRow({ transaction }: { transaction: OperatorTransaction }) {
  const [approve, approving] = useApproveTransaction();
  const [reject, rejecting] = useRejectTransaction();
  const labels = texts.transaction;
  const amount = formatMoney(transaction.amount);
  const masak = transaction.flags?.includes(MASAK_FLAG) ?? false;
  const purpose = transaction.purpose ?? null;
  return (
    <RowCard data-testid={`queue-row-${transaction.id}`}>
      <Fields>
        {masak && (
          <FullRow>
            <dt>
              <Badge $tone="negative">{labels.masak}</Badge>
            </dt>
            <dd>{labels.masakNote}</dd>
          </FullRow>
        )}
        <FieldPair label={labels.customer}>
          <CustomerLink row={transaction} />
        </FieldPair>
        <FieldPair label={labels.amount}>{`${amount} ${tr.app.currency}`}</FieldPair>
        <FieldPair label={labels.method}>{tr.money.methods[transaction.method]}</FieldPair>
        <FieldPair label={labels.reference}>{transaction.reference}</FieldPair>
        <FieldPair label={labels.createdAt}>{formatDateTime(transaction.createdAt)}</FieldPair>
        {transaction.iban && <FieldPair label={labels.iban}>{transaction.iban}</FieldPair>}
        {transaction.holder && <FieldPair label={labels.holder}>{transaction.holder}</FieldPair>}
        {purpose && <FieldPair label={labels.purpose}>{purpose}</FieldPair>}
      </Fields>
      <Actions>
        <QueueDecision
          labels={labels}
          approveLabel={labels.approveLabel(transaction.reference)}
          rejectLabel={labels.rejectLabel(transaction.reference)}
          rejectTitle={labels.rejectTitle(tr.money.types[transaction.type], amount)}
          onApprove={() => approve(transaction.id)}
          approveConfirm={{
            title: labels.approveTitle(tr.money.types[transaction.type], amount),
            rows: [
              { label: labels.customer, value: customerNameOf(transaction) ?? tr.operator.unknown },
              { label: labels.amount, value: `${amount} ${tr.app.currency}` },
              { label: labels.method, value: tr.money.methods[transaction.method] },
              { label: labels.reference, value: transaction.reference },
              ...(transaction.iban ? [{ label: labels.iban, value: transaction.iban }] : []),
              ...(transaction.holder ? [{ label: labels.holder, value: transaction.holder }] : []),
              ...(purpose ? [{ label: labels.purpose, value: purpose }] : []),
            ],
          }}
          approving={approving}
          onReject={(reason) => reject(transaction.id, reason)}
          rejecting={rejecting}
        />
      </Actions>
    </RowCard>
  );
}

export function TransactionQueue({ type }: { type: TransactionType }) {
  const [page, setPage] = useState(1);
  const query = useGetPendingTransactionsQuery({ type, page });
  useStepBackWhenGone(page, query.data?.totalPages, setPage);
  return (
    <PagedList
      query={query}
      empty={type === 'deposit' ? texts.queues.emptyDeposits : texts.queues.emptyWithdrawals}
      onPage={setPage}
    >
      {(rows) => (
        <RowList>
          {rows.map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} />
          ))}
        </RowList>
      )}
    </PagedList>
  );
}
