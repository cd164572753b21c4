// The rows a withdrawal request and a card deposit write with their money's move, as named writers
// (accounts/rows-writers.ts): the hold (or the deposit) is decided in the engine's transaction,
// which in a cluster is the shard leader's, and the request's row, its audit row and MASAK's count
// under the customer's lock must commit in that same transaction. So they travel as data: the row,
// the customer, and the MASAK facts the gateway read (the threshold, the USDTRY mid, the time).
import type { Queryable } from '../db/database';
import { defineRowsWriter } from '../accounts/rows-writers';
import { insertCardPayment, type CardPaymentRow } from './card-payments-repository';
import { masakLockedReview, type MasakFacts, type MasakReview } from './masak-review';
import { auditTransaction } from './wallet-context';
import { insertTransaction, type NewTransaction } from './wallet-repository';

/** A request's row as JSON: its time as ISO text. */
export type RequestRow = Omit<NewTransaction, 'createdAt'> & { createdAt: string };

export interface RequestRows {
  row: RequestRow;
  userId: string;
  review: MasakReview;
  masak: MasakFacts | null;
}

export interface CardDepositRows extends RequestRows {
  payment: CardPaymentRow;
}

export function requestRowOf(row: NewTransaction): RequestRow {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The row as it is written: MASAK's mark counted again under the customer's lock. */
async function lockedRow(tx: Queryable, rows: RequestRows): Promise<NewTransaction> {
  const { row } = rows;
  const review = await masakLockedReview(
    tx,
    rows.masak,
    { userId: rows.userId, amountCents: row.amountCents, review: rows.review },
    false,
  );
  return { ...row, ...review, createdAt: new Date(row.createdAt) };
}

/** The audit row of a request the customer created (pending, or approved when paid by card). */
export async function auditRequestCreated(
  tx: Queryable,
  userId: string,
  row: NewTransaction,
  after: 'pending' | 'approved',
): Promise<void> {
  await auditTransaction(tx, {
    actorId: userId,
    actorRole: 'customer',
    verb: 'create',
    record: {
      ...row,
      status: after,
      reason: null,
      decidedAt: after === 'approved' ? row.createdAt : null,
      decidedBy: null,
      challenge: null,
    },
    before: null,
    after,
    at: row.createdAt,
  });
}

/** A withdrawal request's rows, in its hold's transaction. */
export const withdrawalRowsWriter = defineRowsWriter<RequestRows>('wallet.withdrawal', async (tx, rows) => {
  const row = await lockedRow(tx, rows);
  await insertTransaction(tx, row);
  await auditRequestCreated(tx, rows.userId, row, 'pending');
});

/** A card deposit's rows (approved at once, with its card payment), in its deposit's transaction. */
export const cardDepositRowsWriter = defineRowsWriter<CardDepositRows>(
  'wallet.card-deposit',
  async (tx, rows) => {
    const row = await lockedRow(tx, rows);
    await insertTransaction(tx, row, { status: 'approved', decidedAt: row.createdAt });
    await insertCardPayment(tx, row.id, rows.payment);
    await auditRequestCreated(tx, rows.userId, row, 'approved');
  },
);
