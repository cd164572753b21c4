// Every limit a robot runs under, named in one place (the customer's safety, the server's load).
import type { RobotLimits } from '../../../contract/robots';

/**
 * A robot stops (paused with reason `dailyLossLimit`, and a `robot.stopped` event for the
 * notifications) once the losses of its closed trades today reach this share of the account's
 * balance. Today is the Istanbul calendar day; the count starts again at midnight.
 */
export const ROBOT_DAILY_LOSS_BALANCE_PCT_MAX = 5;

/** Open positions one robot instance may hold at once (its strategies hold one at a time). */
export const ROBOT_OPEN_POSITIONS_MAX = 1;

/** The catalogue is fixed; a customer adds each robot at most once per account. */
export const ROBOTS_PER_ACCOUNT_MAX = 20;

/**
 * Bars a back-test runs over at most: the longest window (365 days) of the smallest bar size a
 * catalogue robot uses (5 minutes) is 105 120 bars.
 */
export const BACKTEST_BARS_MAX = 110_000;

/** Points of the back-test's equity curve sent to the screen (the curve is thinned to these). */
export const EQUITY_CURVE_POINTS_MAX = 120;

/** The back-test's starting equity, in USD, and the lots each of its trades takes. */
export const BACKTEST_START_EQUITY_USD = 10_000;
export const BACKTEST_LOTS = 0.1;

/**
 * A back-test is recomputed at most this often per robot and window: the history moves one bar at
 * a time, which hardly moves a 90-day figure, and a year of 5-minute bars takes about a second.
 */
export const BACKTEST_CACHE_MS = 10 * 60_000;

/** Trades listed in a robot's detail, newest first. */
export const ROBOT_TRADES_LISTED_MAX = 50;

/** Orders one bar close may pass to the engine before the rest wait for the next run. */
export const ROBOT_ORDERS_PER_BAR_MAX = 20_000;

/** How often the daily-loss reset job looks for a new day. */
export const ROBOT_DAY_CHECK_INTERVAL_MS = 60_000;

export const ROBOT_LIMITS: RobotLimits = {
  dailyLossBalancePctMax: ROBOT_DAILY_LOSS_BALANCE_PCT_MAX,
  openPositionsMax: ROBOT_OPEN_POSITIONS_MAX,
};
