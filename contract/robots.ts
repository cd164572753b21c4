// Robots on the wire (../shared/API.md "Robots"). A robot is a server-side strategy from the
// broker's catalogue; a customer adds it to the account that is active at that moment with a
// position size in lots, and it trades that account until paused or deleted. The SPA and the
// server both import these shapes; every id is a string, money USD with two decimals, lots two.
import type { CandleInterval, MarketCategory, Order } from './entities';

/** Why a robot the customer added is not trading; null while it runs. */
export type RobotPauseReason =
  /** The customer paused it (`PUT /api/robots/edit` with `active: false`). */
  | 'customer'
  /** Its losses today reached the daily loss limit; it resumes when the customer turns it on. */
  | 'dailyLossLimit'
  /** The account was stopped out; the customer turns it on again after looking at the account. */
  | 'stopOut';

/** One point of an equity curve: unix seconds and the equity in USD at that bar's close. */
export interface EquityPoint {
  time: number;
  equity: number;
}

/** Figures of a run of trades, back-tested or live. Percentages are of the starting equity. */
export interface RobotFigures {
  /** Total return in percent (12.5 means +12.5%). */
  totalReturnPct: number;
  /** Largest fall from a peak of the equity curve, in percent, as a positive number. */
  maxDrawdownPct: number;
  /** Share of closed trades with a profit, in percent; 0 with no trades. */
  winRatePct: number;
  /** Closed trades. */
  trades: number;
  /** Profit of the closed trades in USD (live: the customer's own money; back-test: its lots). */
  profit: number;
  /**
   * Gross profit of the winning trades divided by the gross loss of the losing ones (above 1 earns
   * more than it loses); null when no trade lost, so a run without losses is not shown as infinite.
   */
  profitFactor: number | null;
}

/**
 * The back-test windows a customer may choose, in days, and the one shown first. Every robot is
 * tested over the same chosen window, never over a stretch picked to flatter it.
 */
export const BACKTEST_WINDOWS_DAYS = [30, 90, 180, 365] as const;
export type BacktestWindowDays = (typeof BACKTEST_WINDOWS_DAYS)[number];
export const BACKTEST_WINDOW_DAYS_DEFAULT: BacktestWindowDays = 90;

/** The back-test: the same strategy code over the server's candle history for the symbol. */
export interface RobotBacktest extends RobotFigures {
  /** The equity curve from a starting equity, one point per evaluated bar (thinned). */
  equityCurve: EquityPoint[];
  /** The starting equity of the back-test in USD, and the lots each of its trades takes. */
  startEquity: number;
  lots: number;
  /** The window chosen, in days (`?windowDays=` on the catalogue, `windowDays` on the detail). */
  windowDays: BacktestWindowDays;
  /** Bars the back-test ran over and the time span they cover (unix seconds). */
  bars: number;
  fromTime: number | null;
  toTime: number | null;
}

/** One robot of the catalogue, as `GET /api/robots/all` lists it for the signed-in customer. */
export interface Robot {
  robotId: string;
  /** Turkish name and description. */
  name: string;
  description: string;
  symbol: string;
  /** The symbol's market category (the screen groups robots by it). */
  category: MarketCategory;
  /** Bar size the strategy runs on. */
  timeframe: CandleInterval;
  /** The strategy in plain Turkish words (what makes it buy, sell and exit). */
  strategy: string;
  /** Strategy parameters, as numbers by name (e.g. `fastPeriod: 20`), for the details view. */
  parameters: Record<string, number>;
  /** The caller's position size in lots on the active account; null when not added there. */
  positionSize: number | null;
  /** Whether the caller's robot is running on the active account; false when not added. */
  active: boolean;
  /** Why the caller's robot is not running; null while it runs or when not added. */
  pausedReason: RobotPauseReason | null;
  /** The symbol's lot bounds, so the add dialog can check before sending. */
  minLots: number;
  maxLots: number;
  /** The caller's live record with this robot on the active account; null when never added. */
  live: RobotFigures | null;
  /** The back-test figures (the curve too, so the catalogue can draw it). */
  backtest: RobotBacktest;
  /**
   * Ours: false when the broker switched the robot off (it is then listed only to those who added
   * it, and it does not trade); `GET /api/robots/all` always sets it.
   */
  enabled?: boolean;
}

/** `POST /api/robots/detail` → the robot with the caller's trades by it on the active account. */
export interface RobotDetail extends Robot {
  /** The robot's trades on this account, newest first: open ones and closed ones. */
  trades: Order[];
  /** The safety limits that apply to each added robot (named in one place on the server). */
  limits: RobotLimits;
}

export interface RobotLimits {
  /** The robot stops once its closed losses today reach this share of the account's balance, in percent. */
  dailyLossBalancePctMax: number;
  /** Open positions one robot may hold at once. */
  openPositionsMax: number;
}

/** `POST /api/robots/add`. */
export interface RobotAddPayload {
  robotId: string;
  /** Lots, within the symbol's min and max, on a 0.01 step. */
  positionSize: number;
}

/** `POST /api/robots/detail` and `DELETE /api/robots/delete`. */
export interface RobotIdPayload {
  robotId: string;
}

/** `POST /api/robots/detail`: the robot and, optionally, the back-test window (default 90 days). */
export interface RobotDetailPayload extends RobotIdPayload {
  windowDays?: BacktestWindowDays;
}

/** `PUT /api/robots/edit`: a new size and, optionally, pause (`false`) or run (`true`). */
export interface RobotEditPayload {
  robotId: string;
  positionSize: number;
  active?: boolean;
}

/**
 * Answers: `all` → `data: Robot[]`; `add`, `edit` → `data: Robot`; `detail` → `data: RobotDetail`;
 * `delete` → `data: null`. Refusals follow the envelope with a Turkish message: 400 bad input,
 * 404 an unknown robot or one not added, 409 added twice, 422 a size outside the symbol's bounds.
 */
export type RobotsListAnswer = Robot[];

/** Orders placed by a robot carry its id (`Order.robotId`); the lists show the robot's name. */
export type RobotOrder = Order & { robotId: string };
