// Copy trading on the wire (../shared/API.md "Copy trading"). A trader is a customer who allowed
// copiers (or one of the broker's seeded demo traders, driven by a server-side strategy); a
// follower allocates a USD size to a trader from the account active at follow time, and the
// server mirrors the trader's trades into that account in proportion. Every figure is computed
// from the ledger and the orders, never stored. Money is USD with two decimals, lots two,
// percentages as numbers (12.5 means +12.5%).
import type { Order } from './entities';
import type { EquityPoint } from './robots';

/** Bounds of the follow dialog, shared so the SPA can check before sending. */
export const COPY_SIZE_USD_MIN = 100;
export const COPY_STOP_LOSS_PCT_MIN = 5;
export const COPY_STOP_LOSS_PCT_MAX = 95;
export const COPY_STOP_LOSS_PCT_DEFAULT = 40;
/** Copy risk controls: lots move on the 0.01 grid; a copy holds at most this many open trades. */
export const COPY_LOTS_STEP = 0.01;
export const COPY_LOTS_MAX = 1_000;
export const COPY_OPEN_TRADES_MAX = 100;
/** Bounds of a comment. */
export const COMMENT_STARS_MIN = 1;
export const COMMENT_STARS_MAX = 5;
export const COMMENT_LENGTH_MAX = 500;
/** Comments per page of `GET /api/traders/comments/{id}`. */
export const COMMENTS_PAGE_SIZE = 10;

/** The state of the caller's copy of a trader; null on the trader when not following. */
export type CopyStatus =
  /** Mirroring the trader's new trades. */
  | 'active'
  /** The follower paused: no new trades are copied; open copies still follow closes and edits. */
  | 'paused'
  /** The copy stop-loss closed every copied position and paused the copy. */
  | 'stopped';

/** The caller's copy of a trader (on the trader entity as `copy`). */
export interface CopyState {
  /** USD allocated to the copy. */
  size: number;
  copyStopLossPct: number;
  status: CopyStatus;
  /** The account the copy trades in (the active account at follow time). */
  accountId: string;
  /** The copy's equity now: size plus its realized and floating profit, USD. */
  equity: number;
  /** Realized profit of the copied trades, USD. */
  realizedProfit: number;
  /** Floating profit of the open copied positions, USD. */
  floatingProfit: number;
  /** Open copied positions. */
  openPositions: number;
}

/** How a copy sizes each copied trade: in proportion to the trader's, or a fixed lot count. */
export type CopyMode = 'proportional' | 'fixed';

/** The caller's follow settings (on the trader entity as `follow`); null caps mean none. */
export interface FollowSettings {
  /** USD allocated to the copy. */
  size: number;
  copyStopLossPct: number;
  mode: CopyMode;
  /** Fixed mode: lots per copied trade; null in proportional mode. */
  fixedLots: number | null;
  /** A copy larger than this opens at it. */
  maxLotsPerTrade: number | null;
  /** This copy's open positions at most; a trade beyond it is skipped. */
  maxOpenTrades: number | null;
}

/** A trader as `GET /api/traders` lists it (SPEC.md Trader plus our extras). */
export interface Trader {
  /** SPEC.md: `_id` and `id` are the same string; `id` is what the routes take. */
  _id: string;
  id: string;
  /** The trader's user id (stable across display-name changes). */
  traderId: string;
  name: string;
  /** An image URL or a data: URL; empty when the trader has none. */
  imageUrl: string;
  /** Active and paused copies of this trader. */
  followCount: number;
  /** Whether the caller copies this trader from any of their accounts (active or paused). */
  isFollow: boolean;
  /** ROI this calendar month (UTC), last month, and all time, in percent. */
  currentROI: number;
  beforeROI: number;
  allROI: number;
  /** Sum of the winning closed trades' profit (USD, ≥ 0) and of the losing ones (USD, ≤ 0). */
  profitPositive: number;
  profitNegative: number;
  /** Ours: a seeded demo trader driven by a server-side strategy. */
  seeded: boolean;
  /** Ours: 1 (calm) to 10 (wild), from the volatility of daily returns. */
  riskScore: number;
  /** Ours: the caller's copy, null when not following. */
  copy: CopyState | null;
  /** Ours: the caller's follow settings, null when not following. */
  follow: FollowSettings | null;
}

/** `GET /api/traders/{id}`: the profile's Hakkında tab. */
export interface TraderProfile extends Trader {
  bio: string;
  /** Largest fall from a peak of the equity curve, percent, positive. */
  maxDrawdownPct: number;
  /** Share of closed trades with a profit, percent; 0 with no trades. */
  winRatePct: number;
  /** Closed trades. */
  trades: number;
  /** Active and paused copies (same as followCount). */
  copiers: number;
  /** Σ size of the active and paused copies, USD. */
  assetsUnderCopy: number;
  /** Daily equity at close, unix seconds; from the trader's ledger and closed orders. */
  equityCurve: EquityPoint[];
  /** The symbols the trader trades most (strategy traders: their markets). */
  symbols: string[];
  /** When the trader started (first ledger row), ISO. */
  since: string | null;
}

/** `GET /api/traders/positions/{id}` → `data: Order[]` (open); `/orders/{id}` → closed, newest first. */
export type TraderOrders = Order[];

/** `POST /api/traders/follow`. Following again changes the size and the copy stop-loss. */
export interface FollowPayload {
  id: string;
  /** USD, at least 100.00, at most the active account's free margin. */
  size: number;
  /** 5 to 95, default 40. */
  copyStopLossPct?: number;
  /** Default proportional. */
  mode?: CopyMode;
  /** Required in fixed mode (and only there): lots per copied trade, on the 0.01 grid. */
  fixedLots?: number;
  /** Positive, on the 0.01 grid: a larger copy opens at this many lots. */
  maxLotsPerTrade?: number;
  /** A positive whole number: the copy's open positions at most. */
  maxOpenTrades?: number;
  /** Default false: on follow, also open the trader's current positions at today's price. */
  copyOpenTrades?: boolean;
}

/** A comment (SPEC.md Comment plus when). */
export interface TraderComment {
  _id: string;
  userName: string;
  star: number;
  comment: string;
  /** Ours, ISO. */
  createdAt: string;
}

/** `GET /api/traders/comments/{id}?page=n` → envelope with `data`, `totalPages`, `currentPage`. */
export interface CommentsPage {
  data: TraderComment[];
  totalPages: number;
  currentPage: number;
}

/** `POST /api/traders/comments/{id}`: one per customer and trader; a second replaces the first. */
export interface CommentPayload {
  star: number;
  comment: string;
}

/** `PUT /api/traders/me` (settings 'Kopyalanmaya izin ver'); `GET /api/traders/me` answers it. */
export interface TraderSettings {
  allowCopiers: boolean;
  /** 2 to 40 characters; shown in the list instead of the customer's own name. */
  displayName: string;
  /** Up to 500 characters. */
  bio: string;
  /** An https URL or a data:image URL (up to 200 000 characters); empty for none. */
  imageUrl: string;
}

/** Copied positions carry where they come from (`Order.copiedFrom`). */
export interface CopiedFrom {
  traderId: string;
  name: string;
}

/**
 * Answers: list → `data: Trader[]`; `{id}` → `data: TraderProfile`; follow → `data: Trader`;
 * unfollow, pause, resume → `data: Trader`; comments POST → `data: TraderComment`; me → `data:
 * TraderSettings`. Refusals use the envelope with a Turkish message: 400 bad input, 404 an unknown
 * trader or copy, 422 following yourself, a size under 100 or over free margin, a comment out of
 * bounds.
 */
export type TradersListAnswer = Trader[];
