// The engine's public vocabulary: instruments, ticks, the feed interface, commands, result codes and
// the effects every command and tick returns. docs/engine.md explains how the pieces are wired.
// Nothing here knows about HTTP or SQL; callers persist and publish the effects.
import type { CalcMode, MarketCategory, OrderSide, PendingKind } from '../../../contract/entities';
import type { AccountCode } from '../../../contract/live';

/** Which weekly calendar an instrument trades on (engine/market-hours.ts). */
export type TradingHours = 'always' | 'bist' | 'forex' | 'indices' | 'us-equities';

export interface Instrument {
  symbol: string;
  desc: string;
  category: MarketCategory;
  /** Category code as the wire carries it (lower-case category). */
  catCode: string;
  digits: number;
  /** Lots. */
  min: number;
  max: number;
  lvg: number;
  contractSize: number;
  calc: CalcMode;
  currencyProfit: string;
  chart: string;
  hours: TradingHours;
  /** Starting mid price of the simulated feed. */
  priceStart: number;
  /** Typical ask − bid in price units. */
  spread: number;
  /** Overnight swap in USD per lot per night; negative is a charge. */
  swapLongUsdPerLot: number;
  swapShortUsdPerLot: number;
}

export interface Tick {
  symbol: string;
  ask: number;
  bid: number;
  /** Epoch milliseconds. */
  time: number;
}

export type TickListener = (tick: Tick) => void;

/** What the simulated feed implements and a real market-data feed could implement too. */
export interface PriceFeed {
  start(): void;
  stop(): void;
  /** Returns a function that removes the listener. */
  onTick(listener: TickListener): () => void;
  /** The latest quote, including the starting quote of a market that has not ticked yet. */
  lastQuote(symbol: string): Tick | null;
}

/** Time source injected everywhere, so tests can step it (the server's one Clock). */
export type { Clock } from '../clock';

export interface ScheduledTask {
  cancel(): void;
}

/** Runs `task` every `intervalMs`; the server passes setInterval, tests a manual stepper. */
export interface Scheduler {
  every(intervalMs: number, task: () => void): ScheduledTask;
}

/** Runs `task` once after `delayMs`; the server passes setTimeout, tests a manual stepper. */
export interface Timer {
  after(delayMs: number, task: () => void): ScheduledTask;
}

/** Business refusals. Broken invariants are thrown, never returned. */
export const ENGINE_RESULT_CODES = [
  'UNKNOWN_SYMBOL',
  'NO_PRICE',
  'MARKET_CLOSED',
  'LOTS_OUT_OF_RANGE',
  'LOTS_STEP',
  'STOP_LOSS_WRONG_SIDE',
  'TAKE_PROFIT_WRONG_SIDE',
  'MARKET_LIMIT_INVALID',
  'INSUFFICIENT_MARGIN',
  'POSITION_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'AMOUNT_EXCEEDS_POSITION',
  'ACCOUNT_NOT_FOUND',
  'ACCOUNT_EXISTS',
  'AMOUNT_INVALID',
  'INSUFFICIENT_FUNDS',
  'INSUFFICIENT_HOLD',
  // Order kinds (API.md "Order types beyond market and limit").
  'PENDING_KIND_NEEDS_TRIGGER',
  'PENDING_KIND_WRONG_SIDE',
  'LIMIT_PRICE_MISSING',
  'LIMIT_PRICE_NOT_STOP_LIMIT',
  'LIMIT_PRICE_WRONG_SIDE',
  'EXPIRY_NEEDS_PENDING',
  'EXPIRY_IN_PAST',
  'TRAILING_DISTANCE_INVALID',
  'OCO_NEEDS_PENDING',
  'OCO_PARTNER_INVALID',
] as const;
export type EngineResultCode = (typeof ENGINE_RESULT_CODES)[number];

export type EngineResult<T> =
  { ok: true; value: T; effects: EngineEffect[] } | { ok: false; code: EngineResultCode };

export type PositionStatus = 'open' | 'waiting';
export type CloseReason = 'manual' | 'stopLoss' | 'takeProfit' | 'stopOut';
/** What moved a balance; one kind per ledger row (accounts-repository.ts writes them). */
export type LedgerKind =
  'deposit' | 'withdrawal' | 'realized' | 'swap' | 'credit' | 'stopout_reset' | 'practice_reset';

/** An open position or a waiting (pending) order, as loaded from and persisted to storage. */
export interface PositionState {
  id: string;
  accountId: string;
  symbol: string;
  side: OrderSide;
  lots: number;
  status: PositionStatus;
  /** Fill price; null while waiting. */
  openPrice: number | null;
  marketLimit: number | null;
  stopLoss: number | null;
  takeProfit: number | null;
  /** Required margin fixed at open, in cents; 0 while waiting. */
  marginCents: number;
  /** Swap charged so far, in cents (negative is a charge). */
  swapCents: number;
  createdAtMs: number;
  openedAtMs: number | null;
  /** A waiting order's capped leverage (the jurisdiction's, used when it fills); absent: the symbol's. */
  leverage?: number;
  /** How a waiting order waits; null for a market order (absent in states written before kinds). */
  pendingKind?: PendingKind | null;
  /** A stop-limit's limit price. */
  limitPrice?: number | null;
  /** A stop-limit whose trigger was touched: it now waits at limitPrice. */
  limitArmed?: boolean;
  /** A waiting order is cancelled unfilled at this time; null = good till cancelled. */
  expiresAtMs?: number | null;
  /** The stop loss trails the price by this distance once open. */
  trailingDistance?: number | null;
  /** The OCO partner's id. */
  ocoWith?: string | null;
}

/** Why a waiting order left the book unfilled. */
export type CancelReason = 'manual' | 'INSUFFICIENT_MARGIN' | 'expired' | 'oco';

/** A position with its live figures, for REST answers and snapshots. */
export interface PositionView extends PositionState {
  /** Floating profit in USD, rounded to cents. */
  profit: number;
  /** The price the position would close at now. */
  lastPrice: number | null;
}

export interface AccountState {
  accountId: string;
  balanceCents: number;
  creditCents: number;
  /** Reserved by pending withdrawals: not spendable, so free margin excludes it (0 when absent). */
  heldCents?: number;
}

/** Account figures in USD rounded to cents; marginPct rounded to 2 decimals (0 with no margin). */
export type AccountFigures = Record<AccountCode, number>;

export interface PositionOpenedEffect {
  type: 'positionOpened';
  position: PositionState;
}
export interface PendingPlacedEffect {
  type: 'pendingPlaced';
  position: PositionState;
}
/** A waiting order reached its price and is now open (same id). */
export interface PendingTriggeredEffect {
  type: 'pendingTriggered';
  position: PositionState;
}
export interface PendingCancelledEffect {
  type: 'pendingCancelled';
  id: string;
  accountId: string;
  reason: CancelReason;
  /** The order as it left (expired or OCO only: the bell names it). */
  position?: PositionState;
}
/** A stop-limit's trigger was touched: it now waits at its limit price (same id, still waiting). */
export interface PendingArmedEffect {
  type: 'pendingArmed';
  position: PositionState;
  atMs: number;
}
/** A new waiting order named `partnerId` as its OCO partner: the partner now names it back. */
export interface OcoLinkedEffect {
  type: 'ocoLinked';
  id: string;
  partnerId: string;
  accountId: string;
}
/**
 * A full or partial close. On a full close `id === sourceId` and remainingLots is 0. On a partial
 * close `id` is a new order id for the closed piece and the position `sourceId` stays open with
 * `remainingLots` and `remainingMarginCents`.
 */
export interface PositionClosedEffect {
  type: 'positionClosed';
  id: string;
  sourceId: string;
  accountId: string;
  symbol: string;
  side: OrderSide;
  lots: number;
  openPrice: number;
  closePrice: number;
  realizedCents: number;
  /** Swap already charged to the closed piece (informational; it is in the ledger already). */
  swapCents: number;
  marginCents: number;
  reason: CloseReason;
  createdAtMs: number;
  closedAtMs: number;
  remainingLots: number;
  remainingMarginCents: number;
  /** Present when the position's stop loss trailed (its stop-loss close was a trailing stop). */
  trailingDistance?: number;
}
export interface PositionModifiedEffect {
  type: 'positionModified';
  id: string;
  accountId: string;
  stopLoss: number | null;
  takeProfit: number | null;
  /** A waiting order's new price, when the command moved it (risk-limit-move.ts). */
  marketLimit?: number;
  /** Present when the command set or cleared the trailing distance. */
  trailingDistance?: number | null;
  /** The trailing stop moved the stop loss on a tick (not the customer's edit). */
  trailing?: true;
}
/** From drainUpdates(): a position whose rounded profit or close price changed. */
export interface PositionUpdatedEffect {
  type: 'positionUpdated';
  id: string;
  accountId: string;
  profit: number;
  lastPrice: number;
}
/** From drainUpdates(): only the account codes whose published value changed. */
export interface AccountChangedEffect {
  type: 'accountChanged';
  accountId: string;
  changes: Partial<AccountFigures>;
}
/** Every balance change; the caller writes it as one ledger row. */
export interface BalanceChangedEffect {
  type: 'balanceChanged';
  accountId: string;
  kind: LedgerKind;
  amountCents: number;
  balanceAfterCents: number;
  orderId: string | null;
  atMs: number;
}

/** The margin level reached 100% or below (once per crossing); no row, only an event. */
export interface MarginWarningEffect {
  type: 'marginWarning';
  accountId: string;
  marginPct: number;
  atMs: number;
}

export type EngineEffect =
  | MarginWarningEffect
  | PositionOpenedEffect
  | PendingPlacedEffect
  | PendingTriggeredEffect
  | PendingCancelledEffect
  | PendingArmedEffect
  | OcoLinkedEffect
  | PositionClosedEffect
  | PositionModifiedEffect
  | PositionUpdatedEffect
  | AccountChangedEffect
  | BalanceChangedEffect
  | HoldChangedEffect;

/** A pending withdrawal's hold placed (+) or given back or paid out (−); not a balance change. */
export interface HoldChangedEffect {
  type: 'holdChanged';
  accountId: string;
  deltaCents: number;
  heldAfterCents: number;
  atMs: number;
}
