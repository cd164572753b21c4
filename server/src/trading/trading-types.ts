// The shapes trading's service takes and answers (lists, robot and copy-trading origins, batch
// outcomes) and the account summary it builds, kept apart so the service file holds behaviour.
import type { AccountScope } from './account-scope';
import type { AccountSummary, Order } from '../../../contract/entities';
import { ACCOUNT_CODES, type AccountCode } from '../../../contract/live';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import type { AccountFigures, Instrument, Tick } from '../engine/engine-types';
import type { DomainError } from '../domain/domain-error';
import type { RiskEngineOptions } from '../engine/risk-engine';
import type { DomainEventBus } from '../events/event-bus';
import type { LivePublisher } from '../live/live-ports';
import type { BatchOpenRequest } from '../engine/risk-batch-open';
import type { TradingRefusalCode } from './trading-refusals';

export type OrderList = 'open' | 'waiting' | 'closed';

export interface OrderPageResult {
  data: Order[];
  currentPage: number;
  totalPages: number;
}

export interface TradingLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface TradingServiceDeps {
  db: Database;
  clock: Clock;
  /** Which account channels have a socket open: the engine reports live figures for those only. */
  live: Pick<LivePublisher, 'isWatched'>;
  events: DomainEventBus;
  engineOptions: RiskEngineOptions;
  /** Latest quotes to prime a freshly built engine with. */
  latestQuotes: () => Tick[];
  logger: TradingLogger;
  /**
   * Checked before an order is placed (the jurisdiction's onboarding, compliance/order-gate.ts);
   * throws the refusal when the account may not trade. Absent: every order passes.
   */
  orderGate?: (accountId: string, symbol?: string) => Promise<void>;
  /**
   * The jurisdiction's terms for new positions of these accounts (compliance/trading-terms.ts):
   * leverage caps and the minimum deposit. Absent: the symbol's leverage, no minimum.
   */
  accountTerms?: AccountTermsSource;
  /** The accounts this engine decides for (every account unless the cluster has several shards). */
  scope?: AccountScope;
}

/** What the terms' refusal reads at the moment the engine decides, so nothing can come between. */
export interface TermsFigures {
  assetsCents: number;
  /** Held by pending withdrawals. */
  heldCents: number;
  /** The server's USDTRY mid; null before its first quote. */
  usdTryMid: number | null;
}

export type TermsRefusalCode = 'MIN_DEPOSIT_REQUIRED' | 'NO_PRICE';

/** One account's terms for new positions, read before an order and applied as the engine decides. */
export interface AccountTerms {
  /** The leverage a new position of `instrument` opens with (at most the symbol's own). */
  leverageOf(instrument: Instrument): number;
  /** The refusal of any new position given the account's figures now, or null. */
  refusal(now: TermsFigures): DomainError<TermsRefusalCode> | null;
}

export type AccountTermsSource = (
  accountIds: readonly string[],
) => Promise<ReadonlyMap<string, AccountTerms>>;

/**
 * Who places an order when it is not the customer at the ticket: a robot tags the order with its
 * id and writes its own rows (the position it now holds) in the transaction that records the
 * order, so the order and the robot's state are never written one without the other.
 */
export interface OrderOrigin {
  /** Absent when the order is not a robot's (a copied order names its origin in its own rows). */
  robotId?: string;
  write?: (tx: Queryable, orderId: string) => Promise<void>;
}

/**
 * Market orders of one symbol, side and stop/take for many accounts, decided at one moment (copy
 * trading: every follower of a trader's fill), each with its own lots.
 */
export type BatchOpen = BatchOpenRequest;
export type { BatchOpenOrder } from '../engine/risk-batch-open';

/** What the engine decided for one order of a batch: its id, or the refusal's code. */
export type BatchOutcome =
  { ok: true; id: string } | { ok: false; code: TradingRefusalCode | TermsRefusalCode };

export function summaryOf(figures: AccountFigures): AccountSummary {
  const summary = {} as AccountSummary;
  for (const code of Object.keys(ACCOUNT_CODES) as AccountCode[])
    summary[ACCOUNT_CODES[code]] = figures[code];
  return summary;
}
