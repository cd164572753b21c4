// The customer's robot commands (API.md "Robots"): the catalogue with the caller's state and
// figures, a robot's detail with its trades, add, edit and delete. Instances belong to the account
// active when they were added. Each change is one statement (nothing half-written; two adds at
// once: one wins, the other is told it is already added), then the runtime takes the committed row.
import type { Candle, Order } from '../../../contract/entities';
import {
  BACKTEST_WINDOW_DAYS_DEFAULT,
  type BacktestWindowDays,
  type Robot,
  type RobotAddPayload,
  type RobotBacktest,
  type RobotDetail,
  type RobotEditPayload,
  type RobotFigures,
} from '../../../contract/robots';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { INTERVAL_MS, type CandleStore } from '../engine/candles';
import type { PastBarsSource } from '../market-data/market-data-services';
import { midPrice } from '../../../contract/margin';
import type { MarketDataBus } from '../market-data/market-data-bus';
import { barsOfWindow, figuresOf, runBacktest } from './robot-backtest';
import type { CatalogueRobot } from './robot-catalogue';
import { BACKTEST_BARS_MAX, BACKTEST_CACHE_MS, ROBOT_LIMITS, ROBOT_TRADES_LISTED_MAX } from './robot-limits';
import type { RobotRuntime, RobotTrading } from './robot-runtime';
import type { RobotsRefusalCode } from './robots-refusals';
import { disabledRobotIds, isRobotEnabled } from './robot-switches-repository';
import {
  deleteInstance,
  findInstance,
  insertInstance,
  listAccountInstances,
  updateSettings,
  type RobotInstance,
} from './robots-repository';
import { robotTradeRows } from './robot-orders-reads';

export interface RobotsServiceDeps {
  db: Database;
  clock: Clock;
  trading: RobotTrading & { detail(accountId: string, id: string): Promise<Order> };
  runtime: RobotRuntime;
  robots: ReadonlyMap<string, CatalogueRobot>;
  candles: Pick<CandleStore, 'query'>;
  /** History older than the candle store keeps, so a back-test can cover its whole window. */
  pastBars: PastBarsSource;
  bus: Pick<MarketDataBus, 'lastQuote'>;
}

const refused = (code: RobotsRefusalCode) => new DomainError(code);

/** Lots sit on the 0.01 grid; a float such as 0.1 + 0.2 is accepted as 0.3, 0.015 is not. */
const LOTS_GRID_TOLERANCE = 1e-7;

const DAY_MS = 86_400_000;

export class RobotsService {
  private readonly backtests = new Map<string, { atMs: number; result: RobotBacktest }>();

  constructor(private readonly deps: RobotsServiceDeps) {}

  /** The catalogue (back-tests over `windowDays`); a robot the broker switched off is listed only where it was added already. */
  async list(
    accountId: string,
    windowDays: BacktestWindowDays = BACKTEST_WINDOW_DAYS_DEFAULT,
  ): Promise<Robot[]> {
    const instances = new Map(
      (await listAccountInstances(this.deps.db, accountId)).map((instance) => [instance.robotId, instance]),
    );
    const disabled = await disabledRobotIds(this.deps.db);
    const out: Robot[] = [];
    for (const robot of this.deps.robots.values()) {
      const { robotId } = robot.entry;
      const instance = instances.get(robotId) ?? null;
      if (disabled.has(robotId) && !instance) continue;
      out.push({
        ...(await this.view(robot, accountId, instance, windowDays)),
        enabled: !disabled.has(robotId),
      });
    }
    return out;
  }

  async detail(
    accountId: string,
    robotId: string,
    windowDays: BacktestWindowDays = BACKTEST_WINDOW_DAYS_DEFAULT,
  ): Promise<RobotDetail> {
    const robot = this.robot(robotId);
    const instance = await findInstance(this.deps.db, accountId, robotId);
    const rows = await robotTradeRows(this.deps.db, accountId, robotId);
    const trades: Order[] = [];
    for (const row of rows.slice(-ROBOT_TRADES_LISTED_MAX).reverse())
      trades.push(await this.deps.trading.detail(accountId, row.id));
    return { ...(await this.view(robot, accountId, instance, windowDays)), trades, limits: ROBOT_LIMITS };
  }

  async add(userId: string, accountId: string, payload: RobotAddPayload): Promise<Robot> {
    const robot = this.robot(payload.robotId);
    const positionSize = this.checkedSize(robot, payload.positionSize);
    if (!(await isRobotEnabled(this.deps.db, robot.entry.robotId))) throw refused('ROBOT_DISABLED');
    const added = await insertInstance(this.deps.db, {
      accountId,
      robotId: robot.entry.robotId,
      userId,
      positionSize,
      nowMs: this.deps.clock.nowMs(),
    });
    if (!added) throw refused('ROBOT_ALREADY_ADDED');
    this.deps.runtime.add(added);
    return this.view(robot, accountId, added);
  }

  async edit(accountId: string, payload: RobotEditPayload): Promise<Robot> {
    const robot = this.robot(payload.robotId);
    const positionSize = this.checkedSize(robot, payload.positionSize);
    const edited = await updateSettings(
      this.deps.db,
      { accountId, robotId: robot.entry.robotId },
      { positionSize, active: payload.active, nowMs: this.deps.clock.nowMs() },
    );
    if (!edited) throw refused('ROBOT_NOT_ADDED');
    this.deps.runtime.apply(edited);
    return this.view(robot, accountId, edited);
  }

  /** Stops and forgets the robot; its open positions stay open as ordinary positions. */
  async remove(accountId: string, robotId: string): Promise<void> {
    const robot = this.robot(robotId);
    if (!(await deleteInstance(this.deps.db, accountId, robot.entry.robotId)))
      throw refused('ROBOT_NOT_ADDED');
    this.deps.runtime.remove(accountId, robot.entry.robotId);
  }

  /**
   * The back-test over the last `windowDays` of history, recomputed at most once per
   * BACKTEST_CACHE_MS per robot and window. The bars are the robot's own size: the history from
   * before the server started, then the candle store's own bars.
   */
  backtest(
    robot: CatalogueRobot,
    windowDays: BacktestWindowDays = BACKTEST_WINDOW_DAYS_DEFAULT,
  ): RobotBacktest {
    const nowMs = this.deps.clock.nowMs();
    const key = `${robot.entry.robotId}:${windowDays}`;
    const cached = this.backtests.get(key);
    if (cached && nowMs - cached.atMs < BACKTEST_CACHE_MS) return cached.result;
    const result = runBacktest(
      robot,
      barsOfWindow(this.historyOf(robot, windowDays), windowDays),
      (symbol) => midPrice(this.deps.bus.lastQuote(symbol)),
      windowDays,
    );
    this.backtests.set(key, { atMs: nowMs, result });
    return result;
  }

  /** Enough bars of the robot's size to cover the window, oldest first, bounded by BACKTEST_BARS_MAX. */
  private historyOf(robot: CatalogueRobot, windowDays: BacktestWindowDays): Candle[] {
    const { symbol, timeframe } = robot.entry;
    const wanted = Math.min(BACKTEST_BARS_MAX, Math.ceil((windowDays * DAY_MS) / INTERVAL_MS[timeframe]));
    const recent = this.deps.candles.query(symbol, timeframe, wanted);
    const recentFromSeconds = recent[0]?.time ?? Number.POSITIVE_INFINITY;
    const older = this.deps.pastBars(symbol, timeframe, wanted).filter((bar) => bar.time < recentFromSeconds);
    return [...older, ...recent];
  }

  private robot(robotId: string): CatalogueRobot {
    const robot = this.deps.robots.get(robotId);
    if (!robot) throw refused('ROBOT_NOT_FOUND');
    return robot;
  }

  private checkedSize(robot: CatalogueRobot, size: number): number {
    if (!(size > 0)) throw refused('POSITION_SIZE_NOT_POSITIVE');
    const hundredths = Math.round(size * 100);
    if (Math.abs(size * 100 - hundredths) > LOTS_GRID_TOLERANCE * Math.max(1, hundredths))
      throw refused('POSITION_SIZE_STEP');
    const lots = hundredths / 100;
    if (lots < robot.minLots || lots > robot.maxLots) throw refused('POSITION_SIZE_OUT_OF_RANGE');
    return lots;
  }

  private async view(
    robot: CatalogueRobot,
    accountId: string,
    instance: RobotInstance | null,
    windowDays: BacktestWindowDays = BACKTEST_WINDOW_DAYS_DEFAULT,
  ): Promise<Robot> {
    const { entry } = robot;
    const running = instance ? (this.deps.runtime.instance(accountId, entry.robotId) ?? instance) : null;
    return {
      robotId: entry.robotId,
      name: entry.name,
      description: entry.description,
      symbol: entry.symbol,
      category: robot.category,
      timeframe: entry.timeframe,
      strategy: entry.strategyText,
      parameters: { ...entry.params },
      positionSize: running?.positionSize ?? null,
      active: running?.active ?? false,
      pausedReason: running?.pausedReason ?? null,
      minLots: robot.minLots,
      maxLots: robot.maxLots,
      live: await this.liveFigures(accountId, entry.robotId, running !== null),
      backtest: this.backtest(robot, windowDays),
    };
  }

  /** The customer's record with this robot on this account, from its closed trades. */
  private async liveFigures(
    accountId: string,
    robotId: string,
    added: boolean,
  ): Promise<RobotFigures | null> {
    const rows = await robotTradeRows(this.deps.db, accountId, robotId);
    if (!added && rows.length === 0) return null;
    const profits = rows.flatMap((row) =>
      row.status === 'closed' && row.profitCents !== null ? [row.profitCents / 100] : [],
    );
    const { balance } = await this.deps.trading.figures(accountId);
    // The robot's return is measured on the balance the account would have without its trades.
    const startUsd = balance - profits.reduce((sum, value) => sum + value, 0);
    let equity = startUsd;
    const curve = profits.map((profit) => (equity += profit));
    return figuresOf(profits, curve, startUsd);
  }
}
