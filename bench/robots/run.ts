// npm run bench:robots: 10,000 robot instances over the catalogue, every robot on 1-minute bars.
// 1. Evaluation: at each of BAR_CLOSES bar closes, the time to evaluate every instance as the
//    runtime does (each robot reads its window once, then every instance decides), one core, no
//    I/O; and, for scale, the same with every instance reading the bars itself.
// 2. Orders: the payloads a bar close produces passed to the risk engine (the same placeOrder the
//    trading commands call: lots, margin, market hours, stops), in orders per second. The database
//    write after it is the persist queue's, measured by the engine bench's own figures.
// Bounded: a fixed number of bars and orders; then it exits.
import { performance } from 'node:perf_hooks';
import type { CandleInterval } from '../../contract/entities';
import { CandleStore } from '../../server/src/engine/candles';
import { INSTRUMENTS } from '../../server/src/engine/catalogue';
import { roundPrice } from '../../server/src/engine/money';
import { mulberry32 } from '../../server/src/engine/prng';
import { RiskEngine } from '../../server/src/engine/risk-engine';
import { bindCatalogue, ROBOT_CATALOGUE, type CatalogueRobot } from '../../server/src/robots/robot-catalogue';
import { actionsAtBarClose, closedWindow, type RobotAction } from '../../server/src/robots/robot-signals';
import type { RobotInstance } from '../../server/src/robots/robots-repository';
import { decide } from '../../server/src/robots/strategies/strategy-types';

const INSTANCES = Number(process.env.BENCH_ROBOTS ?? 10_000);
const BAR_CLOSES = Number(process.env.BENCH_BAR_CLOSES ?? 300);
const WARMUP_BAR_CLOSES = 30;
const HISTORY_BARS = 400;
/** The goal for one bar close of every instance, on one core. */
const EVALUATION_GOAL_MS = 50;
const MINUTE_MS = 60_000;
const START_MS = Date.UTC(2026, 10, 23, 9);
/** Price moves per bar: ±0.15% keeps crossings and band breaks coming every few dozen bars. */
const BAR_MOVE = 0.0015;

const timeframe: CandleInterval = '1m';
const robots = [...bindCatalogue(ROBOT_CATALOGUE.map((entry) => ({ ...entry, timeframe }))).values()];
const random = mulberry32(7);
const mids = new Map(robots.map((robot) => [robot.entry.symbol, priceStartOf(robot.entry.symbol)]));

function priceStartOf(symbol: string): number {
  const instrument = INSTRUMENTS.find((candidate) => candidate.symbol === symbol);
  if (!instrument) throw new Error(`unknown symbol ${symbol}`);
  return instrument.priceStart;
}

function step(store: CandleStore, symbol: string, timeMs: number): void {
  const mid = (mids.get(symbol) ?? 1) * (1 + (random() - 0.5) * 2 * BAR_MOVE);
  mids.set(symbol, mid);
  // Four ticks a bar give it a range; the first opens the bar and closes the one before.
  for (let tick = 0; tick < 4; tick += 1) {
    const price = mid * (1 + (random() - 0.5) * BAR_MOVE);
    store.record({ symbol, bid: price, ask: price, time: timeMs + tick * 10_000 });
  }
}

function buildInstances(): Map<CatalogueRobot, RobotInstance[]> {
  const byRobot = new Map<CatalogueRobot, RobotInstance[]>(robots.map((robot) => [robot, []]));
  for (let index = 0; index < INSTANCES; index += 1) {
    const robot = robots[index % robots.length];
    const side = index % 3 === 0 ? 'Buy' : index % 3 === 1 ? 'Sell' : null;
    byRobot.get(robot)?.push({
      accountId: `a${index}`,
      robotId: robot.entry.robotId,
      userId: `u${index}`,
      positionSize: robot.minLots,
      active: true,
      pausedReason: null,
      positionId: side === null ? null : `p${index}`,
      positionSide: side,
      lastBarTime: null,
      lossDay: null,
      dayLossCents: 0,
      version: 0,
      createdAt: new Date(START_MS),
    });
  }
  return byRobot;
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

interface EvaluationResult {
  perCloseMs: number[];
  perInstanceReadMs: number[];
  actions: number;
  lastActions: RobotAction[];
}

function runEvaluation(
  store: CandleStore,
  instances: Map<CatalogueRobot, RobotInstance[]>,
): EvaluationResult {
  const perCloseMs: number[] = [];
  const perInstanceReadMs: number[] = [];
  let actions = 0;
  let lastActions: RobotAction[] = [];
  let timeMs = START_MS + HISTORY_BARS * MINUTE_MS;
  for (let close = 0; close < WARMUP_BAR_CLOSES + BAR_CLOSES; close += 1) {
    const barTime = (timeMs - MINUTE_MS) / 1000;
    for (const robot of robots) step(store, robot.entry.symbol, timeMs);
    const startMs = performance.now();
    const found: RobotAction[] = [];
    for (const robot of robots) {
      const candles = store.query(robot.entry.symbol, timeframe, robot.lookbackBars + 1);
      const window = closedWindow(candles, barTime, robot.lookbackBars);
      for (const action of actionsAtBarClose(robot, window, barTime, instances.get(robot) ?? []))
        found.push(action);
    }
    const elapsedMs = performance.now() - startMs;
    if (close >= WARMUP_BAR_CLOSES) {
      perCloseMs.push(elapsedMs);
      actions += found.length;
      if (found.length > 0) lastActions = found;
      if (close % 10 === 0) perInstanceReadMs.push(readEveryInstance(store, instances, barTime));
    }
    timeMs += MINUTE_MS;
  }
  return { perCloseMs, perInstanceReadMs, actions, lastActions };
}

/** The cost if every instance read its own window (no sharing), for scale. */
function readEveryInstance(
  store: CandleStore,
  instances: Map<CatalogueRobot, RobotInstance[]>,
  barTime: number,
): number {
  const startMs = performance.now();
  for (const robot of robots) {
    for (const instance of instances.get(robot) ?? []) {
      const candles = store.query(robot.entry.symbol, timeframe, robot.lookbackBars + 1);
      decide(
        robot.read(closedWindow(candles, barTime, robot.lookbackBars)),
        { position: instance.positionSide },
        robot.exits,
      );
    }
  }
  return performance.now() - startMs;
}

function buildEngine(): RiskEngine {
  let lastId = 0;
  const engine = new RiskEngine({
    instruments: INSTRUMENTS,
    clock: { nowMs: () => START_MS },
    isMarketOpen: () => true,
    newOrderId: () => String((lastId += 1)),
    rolloverChargedUntilMs: START_MS,
    watchAllAccounts: false,
  });
  for (const instrument of INSTRUMENTS) {
    const bid = roundPrice(instrument.priceStart - instrument.spread / 2, instrument.digits);
    engine.primeQuote({
      symbol: instrument.symbol,
      bid,
      ask: roundPrice(bid + instrument.spread, instrument.digits),
      time: START_MS,
    });
  }
  for (let index = 0; index < INSTANCES; index += 1) {
    engine.openAccount(`a${index}`);
    engine.deposit(`a${index}`, 100_000_000);
  }
  return engine;
}

/** Every instance opens at once (the heaviest bar close), through the engine's placeOrder. */
function runOrders(): { orders: number; refused: number; elapsedMs: number } {
  const engine = buildEngine();
  let refused = 0;
  const startMs = performance.now();
  for (let index = 0; index < INSTANCES; index += 1) {
    const robot = robots[index % robots.length];
    const quote = engine.quote(robot.entry.symbol);
    if (!quote) throw new Error(`no quote for ${robot.entry.symbol}`);
    const side = index % 2 === 0 ? 'Buy' : 'Sell';
    const direction = side === 'Buy' ? 1 : -1;
    const fill = side === 'Buy' ? quote.ask : quote.bid;
    const atr = fill * 0.002;
    const result = engine.placeOrder(`a${index}`, {
      symbol: robot.entry.symbol,
      type: side,
      amount: robot.minLots,
      marketLimit: null,
      stopLoss: roundPrice(fill - direction * 2 * atr, robot.digits),
      takeProfit: roundPrice(fill + direction * 3 * atr, robot.digits),
    });
    if (!result.ok) refused += 1;
  }
  return { orders: INSTANCES, refused, elapsedMs: performance.now() - startMs };
}

function main(): void {
  console.log(`bench:robots on Node ${process.version}, ${new Date().toISOString()}`);
  const store = new CandleStore();
  for (let bar = 0; bar < HISTORY_BARS; bar += 1)
    for (const robot of robots) step(store, robot.entry.symbol, START_MS + bar * MINUTE_MS);
  const instances = buildInstances();
  const evaluation = runEvaluation(store, instances);
  const sorted = [...evaluation.perCloseMs].sort((a, b) => a - b);
  const readSorted = [...evaluation.perInstanceReadMs].sort((a, b) => a - b);
  console.log(
    `${INSTANCES} instances over ${robots.length} robots on 1m bars, ${BAR_CLOSES} bar closes (${evaluation.actions} actions):`,
  );
  console.log(
    `  evaluate every instance at a bar close: median ${percentile(sorted, 0.5).toFixed(2)} ms, p99 ${percentile(sorted, 0.99).toFixed(2)} ms, max ${sorted[sorted.length - 1].toFixed(2)} ms (goal < ${EVALUATION_GOAL_MS} ms)`,
  );
  console.log(
    `  for scale, every instance reading the bars itself: median ${percentile(readSorted, 0.5).toFixed(1)} ms`,
  );
  const orders = runOrders();
  console.log(
    `  orders passed to the engine: ${orders.orders} in ${orders.elapsedMs.toFixed(1)} ms = ${Math.round((orders.orders / orders.elapsedMs) * 1000)} orders/s (${orders.refused} refused)`,
  );
  process.exit(percentile(sorted, 0.99) < EVALUATION_GOAL_MS ? 0 : 1);
}

main();
