// The robots part of the app: buildApp registers `plugin` under /api/robots and `operatorRoutes`
// (the broker's catalogue switch) inside /api/operator; main.ts adds `jobs`
// to the scheduler and calls `start()` once trading is ready (the runtime loads every instance and
// listens to the market-data bus and the domain events) and `stop()` on close.
import type { FastifyPluginAsync } from 'fastify';
import type { Order } from '../../../contract/entities';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { CandleStore } from '../engine/candles';
import type { DomainEventBus } from '../events/event-bus';
import type { JobDefinition } from '../jobs/job-scheduler';
import type { MarketDataBus } from '../market-data/market-data-bus';
import { bindCatalogue, ROBOT_CATALOGUE, type CatalogueEntry } from './robot-catalogue';
import { ROBOT_DAY_CHECK_INTERVAL_MS } from './robot-limits';
import { RobotRuntime, type RobotRuntimeLogger, type RobotTrading } from './robot-runtime';
import { RobotSwitches } from './robot-switches';
import { robotsOperatorRoutes } from './robots-operator-routes';
import { robotsRoutes } from './robots-routes';
import { RobotsService } from './robots-service';

export interface RobotsPartOptions {
  db: Database;
  clock: Clock;
  trading: RobotTrading & { detail(accountId: string, id: string): Promise<Order> };
  marketData: { bus: MarketDataBus; candles: CandleStore };
  events: DomainEventBus;
  logger: RobotRuntimeLogger;
  /** The catalogue (tests pass their own). */
  catalogue?: readonly CatalogueEntry[];
}

export interface RobotsPart {
  plugin: FastifyPluginAsync;
  operatorRoutes: FastifyPluginAsync;
  jobs: JobDefinition[];
  service: RobotsService;
  switches: RobotSwitches;
  runtime: RobotRuntime;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createRobotsPart(options: RobotsPartOptions): RobotsPart {
  const robots = bindCatalogue(options.catalogue ?? ROBOT_CATALOGUE);
  const runtime = new RobotRuntime({
    db: options.db,
    clock: options.clock,
    trading: options.trading,
    bus: options.marketData.bus,
    candles: options.marketData.candles,
    events: options.events,
    robots,
    logger: options.logger,
  });
  const service = new RobotsService({
    db: options.db,
    clock: options.clock,
    trading: options.trading,
    runtime,
    robots,
    candles: options.marketData.candles,
    bus: options.marketData.bus,
  });
  const switches = new RobotSwitches({
    db: options.db,
    clock: options.clock,
    events: options.events,
    robots,
    runtime,
  });
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(robotsRoutes, { service, prefix: '/api/robots' });
  };
  const dailyReset: JobDefinition = {
    name: 'robots.daily-loss-reset',
    intervalMs: ROBOT_DAY_CHECK_INTERVAL_MS,
    workBudgetMs: 1_000,
    run: () => runtime.resetDayLosses(),
  };
  return {
    plugin,
    operatorRoutes: robotsOperatorRoutes(switches),
    jobs: [dailyReset],
    service,
    switches,
    runtime,
    start: () => runtime.start(),
    stop: () => runtime.stop(),
  };
}
