// What every strategy is: a pure function of a window of closed bars and its parameters that
// says what the bars call for (a `Reading`), and one shared rule (`decide`) that turns a reading
// and an instance's own state into a signal. Keeping the reading free of instance state lets the
// runtime read the bars once per robot and bar, then decide for each of its many instances; the
// back-test calls the very same two functions. Never a martingale: the size is the customer's,
// fixed, and nothing here grows it after a loss.
import type { Candle, OrderSide } from '../../../../contract/entities';

/** Stop-loss and take-profit distances as multiples of the average true range, and its period. */
export interface VolatilityExits {
  atrPeriod: number;
  stopAtr: number;
  takeAtr: number;
}

export interface Reading {
  /** The side the bars call to open, or null. */
  entry: OrderSide | null;
  /** The bars call an open buy (long) position or sell (short) position to close. */
  exitBuy: boolean;
  exitSell: boolean;
  /** Average true range at the last bar (NaN during its warm-up). */
  atr: number;
}

/** An instance's own state the decision depends on: the side of its open position, if any. */
export interface StrategyState {
  position: OrderSide | null;
}

export interface OpenSignal {
  side: OrderSide;
  /** Price distances from the fill to the stop loss and the take profit. */
  stopDistance: number;
  takeDistance: number;
}

export interface Signal {
  /** Close the instance's open position first. */
  close: boolean;
  /** Then open this one (the instance is flat by then); null to stay as it is. */
  open: OpenSignal | null;
}

export const NO_SIGNAL: Signal = { close: false, open: null };

export interface Strategy<Params extends VolatilityExits> {
  /** Bars the strategy reads: enough for every indicator's warm-up, and no more, for speed. */
  lookbackBars(params: Params): number;
  read(candles: readonly Candle[], params: Params): Reading;
}

/** The one rule from a reading to a signal: exit on an exit or an opposite entry; open when flat. */
export function decide(reading: Reading, state: StrategyState, exits: VolatilityExits): Signal {
  const { position } = state;
  const opposite = reading.entry !== null && position !== null && reading.entry !== position;
  const close = position !== null && (opposite || (position === 'Buy' ? reading.exitBuy : reading.exitSell));
  const flatAfter = position === null || close;
  if (!flatAfter || reading.entry === null || !(reading.atr > 0))
    return close ? { close, open: null } : NO_SIGNAL;
  return {
    close,
    open: {
      side: reading.entry,
      stopDistance: reading.atr * exits.stopAtr,
      takeDistance: reading.atr * exits.takeAtr,
    },
  };
}

/** The closes of a window of bars (the price every strategy here reads). */
export function closesOf(candles: readonly Candle[]): number[] {
  return candles.map((bar) => bar.close);
}
