// The rows a decision on a pending transaction writes (its new status and its audit row), as a
// named writer (accounts/rows-writers.ts): when the decision moves money, these rows ride in the
// engine's transaction, which in a cluster is the shard leader's, so they must travel as data.
import { defineRowsWriter } from '../accounts/rows-writers';
import type { ActorRole } from '../audit/audit-log';
import type { TransactionStatus } from '../../../contract/wallet';
import type { DomainEventBody } from '../events/domain-events';
import { insertOutboxRows } from '../events/event-outbox';
import { auditTransaction, refuse } from './wallet-context';
import { decideTransaction, type TransactionRecord } from './wallet-repository';

/** What the audit row reads of the transaction (JSON-safe: no dates). */
export type AuditedTransaction = Pick<
  TransactionRecord,
  'id' | 'type' | 'method' | 'amountCents' | 'accountId' | 'reference' | 'masakReview' | 'purpose'
>;

export interface DecisionRows {
  record: AuditedTransaction;
  status: Exclude<TransactionStatus, 'pending'>;
  reason: string | null;
  decidedBy: string | null;
  actorRole: ActorRole;
  verb: 'approve' | 'reject' | 'cancel';
  /** ISO time of the decision. */
  at: string;
  /** True when the rows ride in a money command's transaction (see settle). */
  withMoney: boolean;
  /** The decision's events for the cluster's outbox (none in one process), written with the rows. */
  outboxEvents: DomainEventBody[];
}

export const decisionRowsWriter = defineRowsWriter<DecisionRows>('wallet.decision', async (tx, rows) => {
  const at = new Date(rows.at);
  const decided = await decideTransaction(tx, rows.record.id, {
    status: rows.status,
    reason: rows.reason,
    decidedAt: at,
    decidedBy: rows.decidedBy,
  });
  if (!decided) {
    // Under the transaction's lock a money move finds it pending: anything else is a broken lock.
    if (rows.withMoney) throw new Error(`transaction ${rows.record.id} was decided outside its lock`);
    throw refuse('ALREADY_DECIDED');
  }
  const { record } = rows;
  await auditTransaction(tx, {
    actorId: rows.decidedBy,
    actorRole: rows.actorRole,
    verb: rows.verb,
    record,
    before: 'pending',
    after: rows.status,
    reason: rows.reason,
    at,
  });
  if (rows.outboxEvents.length > 0) await insertOutboxRows(tx, rows.outboxEvents);
});
