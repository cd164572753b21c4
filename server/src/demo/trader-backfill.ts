// A seeded trader's past: the robot's own strategy code walked over the server's candle history,
// as the live robot would have met it (the back-test's rules: act at each bar's close, a stop or
// target checked against the next bars' highs and lows, stop first, buys pay the spread). Older
// than the robot's own bar size reaches, the 4-hour history carries the same strategy back for
// weeks. Each trade becomes a closed order and its 'realized' ledger row with past timestamps.
import type { Candle, CandleInterval, OrderSide } from '../../../contract/entities';
import { usdPerPriceUnit } from '../robots/robot-backtest';
import type { CatalogueRobot } from '../robots/robot-catalogue';
import { decide } from '../robots/strategies/strategy-types';
import { findInstrument } from '../engine/catalogue';

/** The coarse history that reaches weeks back, for the stretch before the robot's own bars. */
const DEEP_HISTORY_INTERVAL: CandleInterval = '4h';
const SECONDS_BY_INTERVAL: Record<CandleInterval, number> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '1h': 3_600,
  '4h': 14_400,
  '1d': 86_400,
};

export interface PastTrade {
  symbol: string;
  side: OrderSide;
  lots: number;
  openPrice: number;
  closePrice: number;
  openedAtMs: number;
  closedAtMs: number;
  profitCents: number;
  marginCents: number;
  reason: 'manual' | 'stopLoss' | 'takeProfit';
  stopLoss: number;
  takeProfit: number;
}

interface Holding {
  side: OrderSide;
  entry: number;
  stopLoss: number;
  takeProfit: number;
  openedAtMs: number;
}

function hitOf(holding: Holding, bar: Candle): { price: number; reason: 'stopLoss' | 'takeProfit' } | null {
  if (holding.side === 'Buy') {
    if (bar.low <= holding.stopLoss) return { price: holding.stopLoss, reason: 'stopLoss' };
    return bar.high >= holding.takeProfit ? { price: holding.takeProfit, reason: 'takeProfit' } : null;
  }
  if (bar.high >= holding.stopLoss) return { price: holding.stopLoss, reason: 'stopLoss' };
  return bar.low <= holding.takeProfit ? { price: holding.takeProfit, reason: 'takeProfit' } : null;
}

/** The trades of one walk over `candles`; a position still held at the end is left out (not closed). */
export function walkStrategy(
  robot: CatalogueRobot,
  candles: readonly Candle[],
  interval: CandleInterval,
  lots: number,
): PastTrade[] {
  const instrument = findInstrument(robot.entry.symbol);
  if (!instrument) return [];
  const usdPerUnit = usdPerPriceUnit(instrument, () => null) * lots;
  const trades: PastTrade[] = [];
  let holding: Holding | null = null;
  const settle = (price: number, atMs: number, reason: PastTrade['reason']) => {
    if (!holding) return;
    const direction = holding.side === 'Buy' ? 1 : -1;
    trades.push({
      symbol: robot.entry.symbol,
      side: holding.side,
      lots,
      openPrice: holding.entry,
      closePrice: price,
      openedAtMs: holding.openedAtMs,
      closedAtMs: atMs,
      profitCents: Math.round((price - holding.entry) * direction * usdPerUnit * 100),
      marginCents: Math.round((usdPerUnit * holding.entry * 100) / instrument.lvg),
      reason,
      stopLoss: holding.stopLoss,
      takeProfit: holding.takeProfit,
    });
    holding = null;
  };
  for (let index = robot.lookbackBars - 1; index < candles.length; index += 1) {
    const bar = candles[index];
    const closeMs = (bar.time + SECONDS_BY_INTERVAL[interval]) * 1000;
    const held: Holding | null = holding;
    if (held) {
      const hit = hitOf(held, bar);
      if (hit) settle(hit.price, closeMs, hit.reason);
    }
    const window = candles.slice(index - robot.lookbackBars + 1, index + 1);
    const signal = decide(robot.read(window), { position: holding?.side ?? null }, robot.exits);
    if (signal.close && holding)
      settle(holding.side === 'Buy' ? bar.close : bar.close + instrument.spread, closeMs, 'manual');
    if (signal.open) {
      const entry = signal.open.side === 'Buy' ? bar.close + instrument.spread : bar.close;
      const direction = signal.open.side === 'Buy' ? 1 : -1;
      holding = {
        side: signal.open.side,
        entry,
        stopLoss: entry - direction * signal.open.stopDistance,
        takeProfit: entry + direction * signal.open.takeDistance,
        openedAtMs: closeMs,
      };
    }
  }
  return trades;
}

/**
 * The robot's past trades over the history: the 4-hour bars up to where the robot's own bars
 * begin, then its own bars, ending before `beforeMs` (the live robot takes over from there).
 */
export function pastTrades(
  robot: CatalogueRobot,
  history: (interval: CandleInterval) => Candle[],
  lots: number,
  beforeMs: number,
): PastTrade[] {
  const own = history(robot.entry.timeframe);
  const ownStartSeconds = own[0]?.time ?? Number.POSITIVE_INFINITY;
  const deep = history(DEEP_HISTORY_INTERVAL).filter((bar) => bar.time < ownStartSeconds);
  const trades = [
    ...walkStrategy(robot, deep, DEEP_HISTORY_INTERVAL, lots),
    ...walkStrategy(robot, own, robot.entry.timeframe, lots),
  ];
  return trades.filter((trade) => trade.closedAtMs < beforeMs);
}
