// The robots as a server part (`robotsPart`): `plugin` under /api/robots and `operatorRoutes`
// (the broker's catalogue switch) inside /api/operator; the composition schedules `jobs`
// and calls `start()` once trading is ready (the runtime loads every instance and
// listens to the market-data bus and the domain events) and `stop()` on close.
import type { FastifyPluginAsync } from 'fastify';
import type { Order } from '../../../contract/entities';
import type { Clock } from '../clock';
import type { PartDefinition } from '../compose/server-part';
import { partRef } from '../compose/server-part';

import type { Database } from '../db/database';
import type { CandleStore } from '../engine/candles';
import type { DomainEventBus } from '../events/event-bus';
import type { JobDefinition } from '../jobs/job-scheduler';
import type { MarketDataBus } from '../market-data/market-data-bus';
import type { PastBarsSource } from '../market-data/market-data-services';
import { bindCatalogue, ROBOT_CATALOGUE, type CatalogueEntry } from './robot-catalogue';
import { ROBOT_DAY_CHECK_INTERVAL_MS } from './robot-limits';
import { RobotRuntime, type RobotRuntimeLogger, type RobotTrading } from './robot-runtime';
import { RobotSwitches } from './robot-switches';
import { robotsOperatorRoutes } from './robots-operator-routes';
import { robotsRoutes } from './robots-routes';
import { RobotsService } from './robots-service';
import { MARKET_DATA } from '../market-data/market-data-part';
import { shardJobName, type AccountScope } from '../trading/account-scope';
import { TRADING } from '../trading/trading-part';
import { ROBOTS_REFUSALS } from './robots-refusals';

export interface RobotsPartOptions {
  db: Database;
  clock: Clock;
  trading: RobotTrading & {
    detail(accountId: string, id: string): Promise<Order>;
    /** Trading names the robot on each robot's order (`Order.robotName`). */
    nameRobots?(robotNameOf: (robotId: string) => string | null): void;
  };
  marketData: { bus: MarketDataBus; candles: CandleStore; pastBars: PastBarsSource };
  events: DomainEventBus;
  logger: RobotRuntimeLogger;
  /** The catalogue (tests pass their own). */
  catalogue?: readonly CatalogueEntry[];
  /** The accounts of this node's engine, when it leads one shard of several. */
  scope?: AccountScope;
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
  options.trading.nameRobots?.((robotId) => robots.get(robotId)?.entry.name ?? null);
  const runtime = new RobotRuntime({
    db: options.db,
    clock: options.clock,
    trading: options.trading,
    bus: options.marketData.bus,
    candles: options.marketData.candles,
    events: options.events,
    robots,
    logger: options.logger,
    owns: options.scope ? (accountId) => options.scope?.owns(accountId) ?? true : undefined,
  });
  const service = new RobotsService({
    db: options.db,
    clock: options.clock,
    trading: options.trading,
    runtime,
    robots,
    candles: options.marketData.candles,
    pastBars: options.marketData.pastBars,
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
    name: options.scope ? shardJobName('robots.daily-loss-reset', options.scope) : 'robots.daily-loss-reset',
    // Each shard's leader resets the robots it runs.
    perShard: options.scope !== undefined && options.scope.shards > 1,
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

export const ROBOTS = partRef<RobotsPart>('robots');

export interface RobotsPartDefinitionOptions {
  /** The catalogue (tests pass their own). */
  catalogue?: readonly CatalogueEntry[];
}

export function robotsPart(options: RobotsPartDefinitionOptions = {}): PartDefinition<RobotsPart> {
  return {
    ref: ROBOTS,
    roles: ['engine'],
    needs: [TRADING, MARKET_DATA],
    build(context) {
      const robots = createRobotsPart({
        db: context.db,
        clock: context.clock,
        trading: context.use(TRADING).service,
        scope: context.use(TRADING).scope,
        marketData: context.use(MARKET_DATA),
        events: context.events,
        logger: context.logger,
        catalogue: options.catalogue,
      });
      return {
        services: robots,
        routes: robots.plugin,
        operatorRoutes: robots.operatorRoutes,
        refusals: ROBOTS_REFUSALS,
        jobs: robots.jobs,
        start: () => robots.start(),
        stop: () => robots.stop(),
      };
    },
  };
}
