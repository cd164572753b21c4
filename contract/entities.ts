// Entities with the field names of SPEC.md section 3. Extra fields are marked as ours.
// Money is sent as a number of USD with at most 2 decimals; prices as numbers with the symbol's digits.
import type { ComplianceProfile } from './compliance';

export type OrderSide = 'Buy' | 'Sell';
export type MarketCategory = 'emtia' | 'forex' | 'indices' | 'bist' | 'equities' | 'crypto';
export const MARKET_CATEGORIES: readonly MarketCategory[] = [
  'emtia',
  'forex',
  'indices',
  'bist',
  'equities',
  'crypto',
];

/** 0: profit already in USD; 1: divide by USD+currencyProfit; 2: multiply by currencyProfit+USD. */
export type CalcMode = 0 | 1 | 2;

export interface SymbolInfo {
  symbol: string;
  desc: string;
  /** Category code; lower-cased it equals a MarketCategory (the server may send it upper-cased). */
  catCode: string;
  isOpen: boolean;
  /** Next opening time, ISO 8601. */
  oTime: string | null;
  min: number;
  max: number;
  ask: number | null;
  bid: number | null;
  lvg: number;
  contractSize: number;
  calc: CalcMode;
  currencyProfit: string;
  chart: string;
  /** Ours: decimal places of the price. */
  digits: number;
  /** Ours: the current session's first, highest and lowest bid (SessionFigures); null before any tick. */
  dayOpen: number | null;
  dayHigh: number | null;
  dayLow: number | null;
  /** Ours: overnight swap in USD per lot per night, negative a charge (the symbol details view). */
  swapLong: number;
  swapShort: number;
  /** Ours: the weekly calendar the symbol trades on (docs/engine.md, market hours). */
  hours: TradingHours;
}

/** Which weekly calendar a symbol trades on. */
export type TradingHours = 'always' | 'bist' | 'forex' | 'indices' | 'us-equities';

export type OrderStatus = 'open' | 'waiting' | 'closed';

export interface Order {
  id: string;
  amount: number;
  type: OrderSide;
  symbol: string;
  price: number;
  closePrice: number | null;
  lastPrice: number | null;
  marketLimit: number | null;
  takeProfit: number | null;
  stopLoss: number | null;
  profit: number;
  profitPct: number;
  swap: number;
  margin: number;
  createdAt: string;
  closeAt: string | null;
  /** Ours. */
  status: OrderStatus;
  /** Ours: why a closed order closed. */
  closeReason?: 'manual' | 'stopLoss' | 'takeProfit' | 'stopOut' | 'expired' | 'oco' | null;
  /** Ours (API.md "Robots"): the robot that placed it; absent for the customer's own orders. */
  robotId?: string;
  /** Ours: that robot's Turkish name, as `copiedFrom` carries the trader's; absent with robotId. */
  robotName?: string;
  /** Ours (API.md "Copy trading"): the trader this position copies; absent otherwise. */
  copiedFrom?: { traderId: string; name: string };
  /** API.md "Order types": how a waiting order waits (null for a market order). */
  pendingKind?: PendingKind | null;
  /** API.md "Order types": a stop-limit's limit, where it waits once its trigger is touched. */
  limitPrice?: number | null;
  /** Ours: a stop-limit whose trigger was touched and now waits at its limit. */
  limitArmed?: boolean;
  /** API.md "Order types": when a waiting order is cancelled unfilled (ISO); null = good till cancelled. */
  expiresAt?: string | null;
  /** API.md "Order types": the trailing stop's price distance; null when the stop does not trail. */
  trailingDistance?: number | null;
  /** API.md "Order types": the waiting order cancelled when this one fills or is cancelled. */
  ocoWith?: string | null;
}

/** API.md "Order types beyond market and limit": how a waiting order waits for its price. */
export type PendingKind = 'limit' | 'stop' | 'stopLimit';
export const PENDING_KINDS: readonly PendingKind[] = ['limit', 'stop', 'stopLimit'];

export interface AccountSummary {
  balance: number;
  credit: number;
  margin: number;
  assets: number;
  marginFree: number;
  marginPct: number;
  floating: number;
}

export interface UserProfile extends AccountSummary {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  /** API.md Roles: operators are the broker's staff and alone reach /api/operator/*. */
  role: 'customer' | 'operator';
  /** API.md Accounts: the session's active account, whose figures these are. */
  accountId: string;
  accountKind: 'real' | 'practice';
  currency: 'USD';
  /** API.md "Jurisdiction": present under `tr-spk` only. */
  clientCategory?: ComplianceProfile['clientCategory'];
  appropriateness?: ComplianceProfile['appropriateness'];
  consents?: ComplianceProfile['consents'];
}

export interface OrderPayload {
  symbol: string;
  type: OrderSide;
  amount: number;
  marketLimit: number | null;
  stopLoss: number | null;
  takeProfit: number | null;
  /** The client's own id for one submit; a retry with it returns the first order, not a second. */
  clientOrderId?: string;
  /** API.md "Order types": the kind of a waiting order; absent = the side of the market decides. */
  pendingKind?: PendingKind | null;
  /** stopLimit only: the price it waits at once the trigger (marketLimit) is touched. */
  limitPrice?: number | null;
  /** On the wire: when a waiting order is cancelled unfilled (ISO 8601); absent or null = good till cancelled. */
  expiresAt?: string | null;
  /** The server's reading of expiresAt (epoch ms), set by the route for the engine; never sent. */
  expiresAtMs?: number | null;
  /** The stop loss follows the price at this distance and never moves back. */
  trailingDistance?: number | null;
  /** Another waiting order of the same account and symbol: either filling or cancelled cancels the other. */
  ocoWith?: string | null;
}

export interface StopTakeUpdate {
  stopLoss: number | null;
  takeProfit: number | null;
  /** Absent: the trailing distance stays; null clears it. */
  trailingDistance?: number | null;
}

export interface RegisterPayload {
  name: string;
  surname: string;
  email: string;
  phone: string;
  password: string;
  passwordConfirm: string;
  terms: boolean;
  /** ours: the privacy notice version read on the form (KVKK article 10); kept with its time. */
  privacyNoticeVersion?: number;
}

export interface Candle {
  /** Start of the bar, unix seconds. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** Bar sizes the candles route serves, shortest first. */
export const CANDLE_INTERVALS = ['1m', '5m', '15m', '1h', '4h', '1d'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

export interface Notification {
  id: string;
  title: string;
  text: string;
  read: boolean;
  date: string;
}
