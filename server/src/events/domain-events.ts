// The domain events: what the server decided, published only after the transaction that recorded
// it has committed. Trading publishes the engine's decisions; later domains (money, verification,
// copy trading, robots) add their own members to this union. Subscribers (the live socket,
// notifications, copy trading, robots, the audit log) react to them instead of being wired into
// the service that decided.
import type { AlertCondition, AlertSide } from '../../../contract/alerts';
import type { VerificationKind } from '../../../contract/identity';
import type {
  TransactionMethod,
  TransactionStatus,
  TransactionType,
  VerificationStatus,
} from '../../../contract/wallet';
import type {
  CancelReason,
  CloseReason,
  LedgerKind,
  PositionClosedEffect,
  PositionState,
} from '../engine/engine-types';

/** Every event names the person it concerns, the account when it is about one, and when. */
interface EventSubject {
  userId: string;
  accountId: string | null;
  atMs: number;
}

export type DomainEventBody =
  | (EventSubject & { type: 'order.opened'; position: PositionState })
  | (EventSubject & { type: 'order.placed'; position: PositionState })
  | (EventSubject & { type: 'order.triggered'; position: PositionState })
  | (EventSubject & {
      type: 'order.cancelled';
      orderId: string;
      reason: CancelReason;
      /** The order as it left, when it expired or its OCO partner took it along. */
      position?: PositionState;
    })
  // A stop-limit's trigger was touched: it now waits at its limit price.
  | (EventSubject & { type: 'order.armed'; position: PositionState })
  | (EventSubject & { type: 'order.closed'; close: PositionClosedEffect; reason: CloseReason })
  | (EventSubject & { type: 'order.partiallyClosed'; close: PositionClosedEffect; reason: CloseReason })
  | (EventSubject & {
      type: 'order.modified';
      orderId: string;
      stopLoss: number | null;
      takeProfit: number | null;
      /** Present when the edit set or cleared the trailing distance. */
      trailingDistance?: number | null;
      /** The trailing stop moved the stop on a tick (a copy trails on its own, so no mirror). */
      trailing?: true;
    })
  | (EventSubject & { type: 'account.stoppedOut'; closedOrderIds: string[] })
  | (EventSubject & { type: 'swap.charged'; orderId: string | null; amountCents: number })
  | (EventSubject & {
      type: 'ledger.posted';
      kind: LedgerKind;
      amountCents: number;
      balanceAfterCents: number;
      orderId: string | null;
    })
  // The wallet: a customer's deposit or withdrawal request, and its decision (an operator's approve
  // or reject, the customer's cancel, or the card provider's 3-D Secure answer).
  | (EventSubject & { type: 'transaction.created'; transaction: TransactionEventData })
  | (EventSubject & {
      type: 'transaction.decided';
      transaction: TransactionEventData;
      status: Exclude<TransactionStatus, 'pending'>;
      reason: string | null;
      /** Who decided: an operator's or the customer's id; null when the card provider did. */
      decidedBy: string | null;
    })
  // The engine: an account's margin level fell to 100% or below (once per crossing, not per tick).
  | (EventSubject & { type: 'account.marginWarning'; marginPct: number })
  // Identity: an operator approved or rejected one verification document.
  | (EventSubject & {
      type: 'verification.decided';
      documentId: string;
      kind: VerificationKind;
      status: 'approved' | 'rejected';
      reason: string | null;
      /** The customer's overall status after this decision. */
      userStatus: VerificationStatus;
      decidedBy: string;
    })
  // Robots: a robot opened or closed its position (placed through the trading commands, so the
  // order's own events come too), and a robot stopped for a safety limit (not the customer's pause).
  | (EventSubject & {
      type: 'robot.traded';
      robotId: string;
      robotName: string;
      action: 'opened' | 'closed';
      orderId: string;
      symbol: string;
      side: 'Buy' | 'Sell';
      lots: number;
    })
  | (EventSubject & {
      type: 'robot.stopped';
      robotId: string;
      robotName: string;
      reason: 'dailyLossLimit' | 'stopOut';
    })
  // Copy trading: a follower's copy opened or closed a position after its trader, skipped a
  // trader's open (under the symbol's min lot, short of free margin), or was stopped by its copy
  // stop-loss (every copied position closed, the copy paused). The subject is the follower.
  | (EventSubject & {
      type: 'copy.traded';
      copyId: string;
      traderId: string;
      traderName: string;
      action: 'opened' | 'closed';
      orderId: string;
      symbol: string;
      side: 'Buy' | 'Sell';
      lots: number;
    })
  | (EventSubject & {
      type: 'copy.skipped';
      copyId: string;
      traderId: string;
      traderName: string;
      traderOrderId: string;
      symbol: string;
      reason: string;
    })
  // The back office: an operator's decision beyond money and documents (those have their own
  // events above). The subject is the trader for a trader or comment decision, else the operator.
  | (EventSubject & {
      type: 'operator.decided';
      action: OperatorDecisionAction;
      subjectType: 'trader' | 'trader_comment' | 'robot' | 'broadcast';
      subjectId: string;
      reason: string | null;
      decidedBy: string;
    })
  | (EventSubject & {
      type: 'copy.stopped';
      copyId: string;
      traderId: string;
      traderName: string;
      equityUsd: number;
    })
  // Price alerts: one reached its price on a tick and is now inactive (fired once).
  | (EventSubject & {
      type: 'alert.triggered';
      alertId: string;
      symbol: string;
      side: AlertSide;
      condition: AlertCondition;
      price: number;
      quotePrice: number;
    });

/** The back-office decisions, named as their audit rows name them. */
export type OperatorDecisionAction =
  | 'trader.hide'
  | 'trader.show'
  | 'trader-comment.remove'
  | 'robot.enable'
  | 'robot.disable'
  | 'notification.broadcast';

/** What subscribers (notifications) need of a deposit or withdrawal. */
export interface TransactionEventData {
  id: string;
  type: TransactionType;
  method: TransactionMethod;
  amountCents: number;
  reference: string;
}

/** An event as subscribers receive it: numbered in publication (commit) order. */
export type DomainEvent = DomainEventBody & { seq: number };

export type DomainEventType = DomainEvent['type'];
