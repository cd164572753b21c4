// The wallet's one entry for callers (the routes today; a back office or a robot later): deposits,
// withdrawals (card deposits through the provider's checkout), their decisions, the lists and the saved banks. It speaks the domain only (refusal
// codes, USD amounts); HTTP lives in the routes.
import type { MoneyLimits, Transaction } from '../../../contract/wallet';
import { SavedBanks } from './saved-banks';
import { TransactionDecisions } from './transaction-decisions';
import { TransactionRequests } from './transaction-requests';
import { toOperatorTransaction, toTransaction, usdOf, type OperatorTransaction } from './transaction-view';
import { createWalletContext, type WalletContext, type WalletDeps } from './wallet-context';
import { listTransactions, pendingCounts, type TransactionFilter } from './wallet-repository';
import { TRANSACTIONS_PAGE_SIZE } from './wallet-schemas';

export interface Page<T> {
  data: T[];
  currentPage: number;
  totalPages: number;
}

/** Operators' pages also say how many rows the filter finds. */
export interface CountedPage<T> extends Page<T> {
  total: number;
}

export class WalletService {
  readonly context: WalletContext;
  readonly requests: TransactionRequests;
  readonly decisions: TransactionDecisions;
  readonly banks: SavedBanks;

  constructor(deps: WalletDeps) {
    this.context = createWalletContext(deps);
    this.requests = new TransactionRequests(this.context);
    this.decisions = new TransactionDecisions(this.context);
    this.banks = new SavedBanks(this.context);
  }

  limits(): MoneyLimits {
    const { deposit, withdrawal } = this.context.config;
    return {
      depositMin: usdOf(deposit.minCents),
      depositMax: usdOf(deposit.maxCents),
      withdrawalMin: usdOf(withdrawal.minCents),
      withdrawalMax: usdOf(withdrawal.maxCents),
    };
  }

  async customerPage(userId: string, page: number): Promise<Page<Transaction>> {
    const { records, total } = await listTransactions(
      this.context.db,
      { userId, status: null },
      page,
      TRANSACTIONS_PAGE_SIZE,
    );
    return {
      data: records.map(toTransaction),
      currentPage: page,
      totalPages: Math.ceil(total / TRANSACTIONS_PAGE_SIZE),
    };
  }

  /** Everyone's transactions (or one customer's: the back office's customer page), newest first. */
  async operatorPage(filter: TransactionFilter, page: number): Promise<CountedPage<OperatorTransaction>> {
    const { records, total } = await listTransactions(this.context.db, filter, page, TRANSACTIONS_PAGE_SIZE);
    return {
      data: records.map(toOperatorTransaction),
      currentPage: page,
      totalPages: Math.ceil(total / TRANSACTIONS_PAGE_SIZE),
      total,
    };
  }

  /** Pending deposits and withdrawals: the back office's queues. */
  pendingCounts(): Promise<{ deposits: number; withdrawals: number }> {
    return pendingCounts(this.context.db);
  }
}
