// What ends a pending transaction: the customer's cancel, an operator's approve or reject, and
// (card-confirmation.ts) the card provider's answer. Each runs under the transaction's lock, reads
// the status, refuses a second decision (409), and then moves the money through the risk engine
// with the status change and the audit row written inside the same database transaction; the
// domain event follows the commit.
//   approve deposit    → a 'deposit' ledger row
//   approve withdrawal → the hold becomes a 'withdrawal' ledger row
//   reject / cancel    → a withdrawal's hold is released; a deposit moves no money
import type { Transaction, TransactionStatus } from '../../../contract/wallet';
import type { RowsWriter } from '../accounts/money-commands';
import type { ActorRole } from '../audit/audit-log';
import type { DomainEventBody } from '../events/domain-events';
import { tidyName } from './money-input';
import { toOperatorTransaction, toTransaction, type OperatorTransaction } from './transaction-view';
import {
  eventDataOf,
  nowOf,
  refuse,
  type Actor,
  type CustomerActor,
  type WalletContext,
} from './wallet-context';
import { decisionRowsWriter } from './decision-writer';
import { findTransaction, type TransactionRecord } from './wallet-repository';
import { REASON_LENGTH_MAX } from './wallet-schemas';

export interface Outcome {
  status: Exclude<TransactionStatus, 'pending'>;
  reason: string | null;
  /** The person who decided; null for the card provider. */
  decidedBy: string | null;
  actorRole: ActorRole;
  verb: 'approve' | 'reject' | 'cancel';
}

/** The money a decision moves: one of the money commands, handed the row writer. */
export type MoneyMove = (write: RowsWriter) => Promise<void>;

/**
 * Records a decision on a transaction the caller has locked and found pending. With a money move
 * the rows ride in the engine's transaction (a status that is no longer pending there is a broken
 * lock, so it throws and rolls back); without one they get a transaction of their own.
 */
export async function settle(
  context: WalletContext,
  record: TransactionRecord,
  outcome: Outcome,
  move?: MoneyMove,
): Promise<TransactionRecord> {
  const at = nowOf(context);
  const event: DomainEventBody = {
    type: 'transaction.decided',
    userId: record.userId,
    accountId: record.accountId,
    atMs: at.getTime(),
    transaction: eventDataOf(record),
    status: outcome.status,
    reason: outcome.reason,
    decidedBy: outcome.decidedBy,
  };
  const recorded = context.events.recordsInTransaction;
  const write = decisionRowsWriter({
    record: {
      id: record.id,
      type: record.type,
      method: record.method,
      amountCents: record.amountCents,
      accountId: record.accountId,
      reference: record.reference,
      masakReview: record.masakReview,
      purpose: record.purpose,
    },
    status: outcome.status,
    reason: outcome.reason,
    decidedBy: outcome.decidedBy,
    actorRole: outcome.actorRole,
    verb: outcome.verb,
    at: at.toISOString(),
    withMoney: move !== undefined,
    // In cluster mode the event is recorded with the decision (the outbox), not after it; it
    // travels with the rows because the deciding transaction may be the shard leader's.
    outboxEvents: recorded ? [event] : [],
  });
  if (move) await move(write);
  else await context.db.transaction(write);
  context.events.publish([event], { recorded });
  const after = await findTransaction(context.db, record.id);
  if (!after) throw new Error(`transaction ${record.id} vanished after its decision`);
  return after;
}

/** Gives a withdrawal's hold back (a cancel or a reject); a deposit moves nothing. */
function releaseOf(context: WalletContext, record: TransactionRecord): MoneyMove | undefined {
  if (record.type !== 'withdrawal') return undefined;
  return (write) => context.money.release(record.accountId, record.amountCents, write);
}

export class TransactionDecisions {
  constructor(private readonly context: WalletContext) {}

  /** The customer takes back their own pending request. */
  cancel(actor: CustomerActor, id: string): Promise<Transaction> {
    return this.context.decisions.run(id, async () => {
      const record = await findTransaction(this.context.db, id);
      if (!record || record.userId !== actor.userId) throw refuse('TRANSACTION_NOT_FOUND');
      if (record.status !== 'pending') throw refuse('NOT_PENDING');
      const outcome: Outcome = {
        status: 'cancelled',
        reason: null,
        decidedBy: actor.userId,
        actorRole: 'customer',
        verb: 'cancel',
      };
      return toTransaction(await settle(this.context, record, outcome, releaseOf(this.context, record)));
    });
  }

  approve(operator: Actor, id: string): Promise<OperatorTransaction> {
    return this.context.decisions.run(id, async () => {
      const record = await this.pending(id);
      // A card deposit is approved by its 3-D Secure code, never by hand.
      if (record.method === 'card') throw refuse('CARD_AWAITS_CODE');
      const { money } = this.context;
      const move: MoneyMove =
        record.type === 'deposit'
          ? (write) => money.deposit(record.accountId, record.amountCents, write)
          : (write) => money.withdrawHeld(record.accountId, record.amountCents, write);
      const outcome: Outcome = {
        status: 'approved',
        reason: null,
        decidedBy: operator.userId,
        actorRole: 'operator',
        verb: 'approve',
      };
      return toOperatorTransaction(await settle(this.context, record, outcome, move));
    });
  }

  reject(operator: Actor, id: string, reasonText: string): Promise<OperatorTransaction> {
    const reason = tidyName(reasonText);
    if (reason === '' || reason.length > REASON_LENGTH_MAX) throw refuse('REASON_REQUIRED');
    return this.context.decisions.run(id, async () => {
      const record = await this.pending(id);
      const outcome: Outcome = {
        status: 'rejected',
        reason,
        decidedBy: operator.userId,
        actorRole: 'operator',
        verb: 'reject',
      };
      return toOperatorTransaction(
        await settle(this.context, record, outcome, releaseOf(this.context, record)),
      );
    });
  }

  private async pending(id: string): Promise<TransactionRecord> {
    const record = await findTransaction(this.context.db, id);
    if (!record) throw refuse('TRANSACTION_NOT_FOUND');
    if (record.status !== 'pending') throw refuse('ALREADY_DECIDED');
    return record;
  }
}
