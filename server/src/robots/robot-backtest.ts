// The back-test: a robot's own strategy code (its `read` and the shared `decide`) walked over the
// server's candle history, bar by bar, as the live robot would have met it: at each bar's close it
// reads the same window of bars, a position opened at one close is checked against the next bars'
// highs and lows for its stop loss and take profit (the stop first when one bar touches both, the
// cautious reading), and fills pay the symbol's spread. The result is the equity curve and the
// figures the catalogue shows.
import type { Candle } from '../../../contract/entities';
import {
  BACKTEST_WINDOW_DAYS_DEFAULT,
  type BacktestWindowDays,
  type EquityPoint,
  type RobotBacktest,
  type RobotFigures,
} from '../../../contract/robots';
import { roundCents } from '../../../contract/margin';
import type { Instrument } from '../engine/engine-types';
import { conversionSymbolOf, findInstrument } from '../engine/catalogue';
import type { CatalogueRobot } from './robot-catalogue';
import { BACKTEST_LOTS, BACKTEST_START_EQUITY_USD, EQUITY_CURVE_POINTS_MAX } from './robot-limits';
import { decide, type OpenSignal } from './strategies/strategy-types';

const DAY_SECONDS = 86_400;

interface OpenTrade {
  side: 'Buy' | 'Sell';
  entry: number;
  stopLoss: number;
  takeProfit: number;
}

/** USD per unit of price move for one lot (the profit currency converted at `priceOf`). */
export function usdPerPriceUnit(instrument: Instrument, priceOf: (symbol: string) => number | null): number {
  const conversion = conversionSymbolOf(instrument);
  if (conversion === null || instrument.calc === 0) return instrument.contractSize;
  const rate = priceOf(conversion) ?? findInstrument(conversion)?.priceStart ?? 1;
  return instrument.calc === 1 ? instrument.contractSize / rate : instrument.contractSize * rate;
}

function openAt(signal: OpenSignal, close: number, spread: number): OpenTrade {
  const entry = signal.side === 'Buy' ? close + spread : close;
  const direction = signal.side === 'Buy' ? 1 : -1;
  return {
    side: signal.side,
    entry,
    stopLoss: entry - direction * signal.stopDistance,
    takeProfit: entry + direction * signal.takeDistance,
  };
}

/** The exit price when the bar touched the stop or the target, else null. */
function stopOrTargetHit(trade: OpenTrade, bar: Candle): number | null {
  if (trade.side === 'Buy') {
    if (bar.low <= trade.stopLoss) return trade.stopLoss;
    return bar.high >= trade.takeProfit ? trade.takeProfit : null;
  }
  if (bar.high >= trade.stopLoss) return trade.stopLoss;
  return bar.low <= trade.takeProfit ? trade.takeProfit : null;
}

/** Figures of a run from its closed trades' profits and its equity curve. */
export function figuresOf(
  profitsUsd: readonly number[],
  curve: readonly number[],
  startUsd: number,
): RobotFigures {
  let peak = startUsd;
  let drawdown = 0;
  for (const equity of curve) {
    peak = Math.max(peak, equity);
    if (peak > 0) drawdown = Math.max(drawdown, (peak - equity) / peak);
  }
  const profit = profitsUsd.reduce((sum, value) => sum + value, 0);
  const wins = profitsUsd.filter((value) => value > 0).length;
  const grossProfit = profitsUsd.reduce((sum, value) => (value > 0 ? sum + value : sum), 0);
  const grossLoss = profitsUsd.reduce((sum, value) => (value < 0 ? sum - value : sum), 0);
  return {
    totalReturnPct: startUsd > 0 ? roundCents((profit / startUsd) * 100) : 0,
    maxDrawdownPct: roundCents(drawdown * 100),
    winRatePct: profitsUsd.length > 0 ? roundCents((wins / profitsUsd.length) * 100) : 0,
    trades: profitsUsd.length,
    profit: roundCents(profit),
    profitFactor: grossLoss > 0 ? roundCents(grossProfit / grossLoss) : null,
  };
}

/** Keeps at most `pointsMax` points, evenly spaced, always the last. */
export function thinCurve(points: readonly EquityPoint[], pointsMax: number): EquityPoint[] {
  if (points.length <= pointsMax) return [...points];
  const step = points.length / pointsMax;
  const out: EquityPoint[] = [];
  for (let index = 0; index < pointsMax - 1; index += 1) out.push(points[Math.floor(index * step)]);
  out.push(points[points.length - 1]);
  return out;
}

/** The bars of the last `windowDays` days of `candles` (oldest first), measured from the newest bar. */
export function barsOfWindow(candles: readonly Candle[], windowDays: number): Candle[] {
  const last = candles[candles.length - 1];
  if (!last) return [];
  const fromSeconds = last.time - windowDays * DAY_SECONDS;
  return candles.filter((bar) => bar.time > fromSeconds);
}

export function runBacktest(
  robot: CatalogueRobot,
  candles: readonly Candle[],
  priceOf: (symbol: string) => number | null,
  windowDays: BacktestWindowDays = BACKTEST_WINDOW_DAYS_DEFAULT,
): RobotBacktest {
  const instrument = findInstrument(robot.entry.symbol);
  if (!instrument) throw new Error(`back-test: unknown symbol ${robot.entry.symbol}`);
  const usdPerUnit = usdPerPriceUnit(instrument, priceOf) * BACKTEST_LOTS;
  const profits: number[] = [];
  const curve: EquityPoint[] = [];
  let balance = BACKTEST_START_EQUITY_USD;
  let trade: OpenTrade | null = null;
  const settle = (exit: number) => {
    if (!trade) return;
    const direction = trade.side === 'Buy' ? 1 : -1;
    const profit = (exit - trade.entry) * direction * usdPerUnit;
    profits.push(profit);
    balance += profit;
    trade = null;
  };
  // From the first bar, as the live robot reads a history shorter than its lookback too.
  for (let index = 0; index < candles.length; index += 1) {
    const bar = candles[index];
    if (trade) {
      const hit = stopOrTargetHit(trade, bar);
      if (hit !== null) settle(hit);
    }
    const window = candles.slice(Math.max(0, index - robot.lookbackBars + 1), index + 1);
    const signal = decide(robot.read(window), { position: trade?.side ?? null }, robot.exits);
    // A sell closes at the bid (the bar's close); a buy's exit pays the spread.
    if (signal.close && trade) settle(trade.side === 'Buy' ? bar.close : bar.close + instrument.spread);
    if (signal.open) trade = openAt(signal.open, bar.close, instrument.spread);
    const open: OpenTrade | null = trade;
    const floating = open
      ? ((open.side === 'Buy' ? bar.close : bar.close + instrument.spread) - open.entry) *
        (open.side === 'Buy' ? 1 : -1) *
        usdPerUnit
      : 0;
    curve.push({ time: bar.time, equity: roundCents(balance + floating) });
  }
  return {
    ...figuresOf(
      profits,
      curve.map((point) => point.equity),
      BACKTEST_START_EQUITY_USD,
    ),
    equityCurve: thinCurve(curve, EQUITY_CURVE_POINTS_MAX),
    startEquity: BACKTEST_START_EQUITY_USD,
    lots: BACKTEST_LOTS,
    windowDays,
    bars: curve.length,
    fromTime: curve[0]?.time ?? null,
    toTime: curve[curve.length - 1]?.time ?? null,
  };
}
