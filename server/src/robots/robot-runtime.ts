// The robots' runtime: every customer's robot instances in memory (loaded from robot_instances on
// start, so a restart resumes each robot's size, pause and position), driven by the market-data
// bus. A tick that begins a new bar of a robot's size closes the previous bar: the robot's window
// of closed bars is read once and each instance decides (robot-signals.ts). Actions then go through
// the same trading commands as the order ticket (margin, market hours, lots, stops) on the
// instance's own account (robot-actions.ts); a refusal (a closed market, too little margin) is
// logged and the robot waits for its next bar. Domain events go to the safety limits
// (robot-safety.ts). A robot the broker switched off in the catalogue (robot-switches.ts) is
// skipped at its bar closes and opens nothing more even when an action was already under way.
import type { Order, OrderPayload } from '../../../contract/entities';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { barStartSeconds, type CandleStore } from '../engine/candles';
import type { Tick } from '../engine/engine-types';
import type { DomainEventBus } from '../events/event-bus';
import type { MarketDataBus } from '../market-data/market-data-bus';
import type { OrderOrigin } from '../trading/trading-service';
import type { CatalogueRobot } from './robot-catalogue';
import { InstanceBook } from './robot-instance-book';
import { ROBOT_ORDERS_PER_BAR_MAX } from './robot-limits';
import { RobotSafety } from './robot-safety';
import { actionsAtBarClose, closedWindow, type RobotAction } from './robot-signals';
import { disabledRobotIds } from './robot-switches-repository';
import { RobotActions } from './robot-actions';
import { openPositionIds } from './robot-orders-reads';
import { loadAllInstances, releasePosition, type RobotInstance } from './robots-repository';

/** What robots need of trading: the ticket's own commands, and the account's balance. */
export interface RobotTrading {
  place(
    accountId: string,
    payload: OrderPayload,
    clientOrderId?: string,
    origin?: OrderOrigin,
  ): Promise<Order>;
  close(accountId: string, id: string): Promise<void>;
  figures(accountId: string): Promise<{ balance: number }>;
}

export interface RobotRuntimeLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface RobotRuntimeDeps {
  db: Database;
  clock: Clock;
  trading: RobotTrading;
  bus: Pick<MarketDataBus, 'onTick' | 'lastQuote'>;
  candles: Pick<CandleStore, 'query'>;
  events: DomainEventBus;
  robots: ReadonlyMap<string, CatalogueRobot>;
  logger: RobotRuntimeLogger;
  /** The accounts of this node's engine (trading/account-scope.ts): their robots only run here. */
  owns?: (accountId: string) => boolean;
}

export class RobotRuntime {
  private readonly book: InstanceBook;
  private readonly safety: RobotSafety;
  private readonly actions: RobotActions;
  /** The bar in progress per robot (unix seconds), to see the tick that closes it. */
  private readonly barInProgress = new Map<string, number>();
  private readonly running = new Set<Promise<void>>();
  /** Robots the broker switched off: loaded on start, then told by the switch after each commit. */
  private readonly disabled = new Set<string>();
  private unsubscribers: (() => void)[] = [];

  constructor(private readonly deps: RobotRuntimeDeps) {
    this.book = new InstanceBook(deps.robots.keys());
    this.safety = new RobotSafety({
      db: deps.db,
      clock: deps.clock,
      events: deps.events,
      robots: deps.robots,
      book: this.book,
      balanceOf: async (accountId) => (await deps.trading.figures(accountId)).balance,
    });
    this.actions = new RobotActions(deps, this.book, (robotId) => this.isEnabled(robotId));
  }

  /** Loads every instance, forgets positions that closed while the server was down, subscribes. */
  async start(): Promise<void> {
    for (const robotId of await disabledRobotIds(this.deps.db)) this.disabled.add(robotId);
    const owns = this.deps.owns ?? (() => true);
    const loaded = (await loadAllInstances(this.deps.db)).filter((instance) => owns(instance.accountId));
    const held = loaded.flatMap((instance) => (instance.positionId === null ? [] : [instance.positionId]));
    const stillOpen = await openPositionIds(this.deps.db, held);
    for (let instance of loaded) {
      if (instance.positionId !== null && !stillOpen.has(instance.positionId))
        instance = (await releasePosition(this.deps.db, instance, instance.positionId)) ?? instance;
      this.add(instance);
    }
    this.unsubscribers = [
      this.deps.bus.onTick((tick) => this.onTick(tick)),
      this.deps.events.subscribe('robots', (event) => this.safety.onEvent(event)),
    ];
  }

  /** Stops listening and waits for the actions already under way. */
  async stop(): Promise<void> {
    for (const unsubscribe of this.unsubscribers) unsubscribe();
    this.unsubscribers = [];
    await this.whenIdle();
  }

  async whenIdle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  instance(accountId: string, robotId: string): RobotInstance | null {
    return this.book.get(accountId, robotId);
  }

  /** A newly added instance (the service calls this after its insert committed). */
  add(instance: RobotInstance): void {
    this.book.add(instance);
  }

  /** A committed change of an instance; an older version finishing late is ignored. */
  apply(row: RobotInstance): void {
    this.book.apply(row);
  }

  /** The customer deleted it: it stops; its open position stays open as an ordinary one. */
  remove(accountId: string, robotId: string): void {
    this.book.remove(accountId, robotId);
  }

  /** The broker's catalogue switch changed (after its commit). */
  setEnabled(robotId: string, enabled: boolean): void {
    if (enabled) this.disabled.delete(robotId);
    else this.disabled.add(robotId);
  }

  isEnabled(robotId: string): boolean {
    return !this.disabled.has(robotId);
  }

  /** How many instances run now (tests). */
  size(): number {
    return this.book.size;
  }

  /** The daily-loss reset job's work. */
  resetDayLosses(): Promise<void> {
    return this.safety.resetDayLosses();
  }

  private onTick(tick: Tick): void {
    for (const robot of this.deps.robots.values()) {
      if (robot.entry.symbol !== tick.symbol) continue;
      const barTime = barStartSeconds(robot.entry.timeframe, tick.time);
      const previous = this.barInProgress.get(robot.entry.robotId);
      if (previous !== undefined && barTime <= previous) continue;
      this.barInProgress.set(robot.entry.robotId, barTime);
      if (previous !== undefined) this.closeBar(robot, previous);
    }
  }

  /** Evaluates a closed bar now; the orders it calls for run in the background. */
  closeBar(robot: CatalogueRobot, barTime: number): RobotAction[] {
    if (this.disabled.has(robot.entry.robotId)) return [];
    const instances = this.book.ofRobot(robot.entry.robotId);
    if (instances.size === 0) return [];
    const { symbol, timeframe } = robot.entry;
    const candles = this.deps.candles.query(symbol, timeframe, robot.lookbackBars + 1);
    const window = closedWindow(candles, barTime, robot.lookbackBars);
    const actions = actionsAtBarClose(robot, window, barTime, instances, this.actions.busy).slice(
      0,
      ROBOT_ORDERS_PER_BAR_MAX,
    );
    if (actions.length > 0) this.track(this.actions.run(robot, actions));
    return actions;
  }

  private track(work: Promise<void>): void {
    const done = work.finally(() => this.running.delete(done));
    this.running.add(done);
  }
}
