// How much waits for the broker: pending deposits and withdrawals (card deposits waiting for their
// 3-D Secure code included, as in GET /trans?status=pending) and documents waiting for review.
import type { Queryable } from '../db/database';
import { pendingDocumentCount } from '../identity/verification-status';

export interface Queues {
  deposits: number;
  withdrawals: number;
  documents: number;
}

export async function queuesOf(
  db: Queryable,
  wallet: { pendingCounts(): Promise<{ deposits: number; withdrawals: number }> },
): Promise<Queues> {
  const [money, documents] = await Promise.all([wallet.pendingCounts(), pendingDocumentCount(db)]);
  return { ...money, documents };
}
