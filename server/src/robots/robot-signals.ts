// The one step every bar close takes, kept free of I/O so the benchmark times exactly what the
// live runtime runs: read the robot's window of bars once (every instance of one robot sees the
// same bars and parameters, so the reading is shared), then decide for each of its instances.
import type { Candle } from '../../../contract/entities';
import type { CatalogueRobot } from './robot-catalogue';
import type { RobotInstance } from './robots-repository';
import { decide, type Signal } from './strategies/strategy-types';

export interface RobotAction {
  instance: RobotInstance;
  signal: Signal;
  /** Start (unix seconds) of the bar whose close called for it. */
  barTime: number;
}

/** The robot's last `lookbackBars` bars that closed by `barTime` (the bar just begun left out). */
export function closedWindow(candles: readonly Candle[], barTime: number, lookbackBars: number): Candle[] {
  let end = candles.length;
  while (end > 0 && candles[end - 1].time > barTime) end -= 1;
  return candles.slice(Math.max(0, end - lookbackBars), end);
}

/**
 * The actions a bar close calls for across one robot's instances. Instances that are paused, have
 * an action still running (`busy`) or already acted on this bar are left out.
 */
export function actionsAtBarClose(
  robot: CatalogueRobot,
  window: readonly Candle[],
  barTime: number,
  instances: Iterable<RobotInstance>,
  busy: ReadonlySet<RobotInstance> = new Set(),
): RobotAction[] {
  const actions: RobotAction[] = [];
  if (window.length === 0 || window[window.length - 1].time !== barTime) return actions;
  const reading = robot.read(window);
  if (reading.entry === null && !reading.exitBuy && !reading.exitSell) return actions;
  for (const instance of instances) {
    if (!instance.active || busy.has(instance)) continue;
    if (instance.lastBarTime !== null && instance.lastBarTime >= barTime) continue;
    const signal = decide(reading, { position: instance.positionSide }, robot.exits);
    if (signal.close || signal.open) actions.push({ instance, signal, barTime });
  }
  return actions;
}
