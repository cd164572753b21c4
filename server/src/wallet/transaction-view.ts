// A stored transaction as the API shows it (contract/wallet.ts Transaction): USD with two
// decimals, ISO times, an IBAN grouped by four.
import { formatIban } from '../../../contract/iban';
import { MASAK_FLAG } from '../../../contract/compliance';
import type { Transaction } from '../../../contract/wallet';
import type { TransactionRecord } from './wallet-repository';

/** Operators also see whose transaction it is. */
export interface OperatorTransaction extends Transaction {
  userId: string;
  name: string;
  surname: string;
  email: string;
}

export const usdOf = (cents: number): number => cents / 100;

export function toTransaction(record: TransactionRecord): Transaction {
  return {
    id: record.id,
    type: record.type,
    amount: usdOf(record.amountCents),
    method: record.method,
    status: record.status,
    reference: record.reference,
    createdAt: record.createdAt.toISOString(),
    decidedAt: record.decidedAt?.toISOString() ?? null,
    reason: record.reason,
    accountId: record.accountId,
    brokerAccountId: record.brokerAccountId,
    iban: record.iban === null ? null : formatIban(record.iban),
    holder: record.holder,
    purpose: record.purpose,
    flags: record.masakReview ? [MASAK_FLAG] : [],
  };
}

export function toOperatorTransaction(record: TransactionRecord): OperatorTransaction {
  return { ...toTransaction(record), userId: record.userId, ...record.customer };
}
