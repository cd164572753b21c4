// The money commands other domains (wallet: deposits and withdrawals; later the back office) use to
// move an account's money. They go through the risk engine, which decides synchronously (so fifty
// simultaneous holds can never together pass free margin), and through trading's persist queue:
// the engine's ledger or hold rows and the caller's own rows (`write`, e.g. a transaction's new
// status and its audit row) commit in ONE database transaction, in decision order. A refusal is a
// DomainError and writes nothing; a `write` that throws rolls everything back (the engine is then
// rebuilt from the database), so it must only fail for broken invariants, never as a business check.
import type { Queryable } from '../db/database';

export type MoneyRefusalCode =
  'INSUFFICIENT_MARGIN' | 'INSUFFICIENT_HOLD' | 'AMOUNT_INVALID' | 'ACCOUNT_NOT_FOUND' | 'BUSY';

/** The caller's rows, written inside the same transaction as the engine's. */
export type RowsWriter = (tx: Queryable) => Promise<void>;

export interface MoneyCommands {
  /** Adds `amountCents` (> 0) to the balance as a 'deposit' ledger row. */
  deposit(accountId: string, amountCents: number, write?: RowsWriter): Promise<void>;
  /**
   * Reserves `amountCents` of the account's free margin for a pending withdrawal: free margin drops
   * at once, the balance does not. Refuses INSUFFICIENT_MARGIN beyond free margin.
   */
  hold(accountId: string, amountCents: number, write?: RowsWriter): Promise<void>;
  /** Gives back a hold (a cancelled or rejected withdrawal). Refuses INSUFFICIENT_HOLD beyond it. */
  release(accountId: string, amountCents: number, write?: RowsWriter): Promise<void>;
  /** Turns a hold into a 'withdrawal' ledger row: the hold and the balance both drop by it. */
  withdrawHeld(accountId: string, amountCents: number, write?: RowsWriter): Promise<void>;
}
