// Copy trading as a server part (`copyTradingPart`): `plugin` under /api/traders and
// `operatorRoutes` (the broker's moderation) inside /api/operator; the composition calls
// `start()` once trading is ready (the mirror loads every live copy, reconciles with the database
// and listens to the domain events and the market-data bus for the copy stop-loss) and `stop()`
// on close. The seeded demo traders and their driver live in demo/. With the compliance part, a
// follow onto a real account waits for the onboarding, as an order does, and the profile's switch
// can turn the product off (every call refused but leaving or pausing a copy).
import type { FastifyPluginAsync } from 'fastify';
import type { ProductSwitches } from '../../../contract/compliance';
import type { Clock } from '../clock';
import { COMPLIANCE } from '../compliance/compliance-part';
import { copyRouteAllowed, copyTradingOff } from '../compliance/product-switches';
import type { PartDefinition } from '../compose/server-part';
import { partRef } from '../compose/server-part';

import type { Database } from '../db/database';
import type { DomainEventBus } from '../events/event-bus';
import type { MarketDataBus } from '../market-data/market-data-bus';
import { CopyMirror, type CopyMirrorLogger, type CopyTradingPort } from './copy-mirror';
import { copyOperatorRoutes } from './copy-operator-routes';
import { copyRoutes, type CopyRoutesOptions } from './copy-routes';
import { CopyService, type CopyServiceTrading } from './copy-service';
import { TraderModeration } from './trader-moderation';
import { MARKET_DATA } from '../market-data/market-data-part';
import { TRADING } from '../trading/trading-part';
import { COPY_REFUSALS } from './copy-refusals';

export interface CopyTradingPartOptions {
  db: Database;
  clock: Clock;
  trading: CopyTradingPort & CopyServiceTrading;
  /** The accounts of this node's engine, when it leads one shard of several (copy-mirror.ts). */
  owns?: (accountId: string) => boolean;
  bus: Pick<MarketDataBus, 'onTick'>;
  events: DomainEventBus;
  logger: CopyMirrorLogger;
  /** CopyServiceDeps.followGate: the compliance part's order gate, when the node runs it. */
  followGate?: (accountId: string) => Promise<void>;
  /**
   * The profile's switch (compliance/product-switches.ts): when it answers false for a route, the
   * call is refused before it runs. Absent: copy trading is offered.
   */
  routeOffered?: (routeUrl: string | undefined) => boolean;
  /** The profile's switches, for the trader opens the mirror copies. Absent: all offered. */
  products?: ProductSwitches;
}

export interface CopyTradingPart {
  plugin: FastifyPluginAsync;
  /** The broker's moderation of traders and comments, for the operator plugin. */
  operatorRoutes: FastifyPluginAsync;
  service: CopyService;
  moderation: TraderModeration;
  mirror: CopyMirror;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** /api/traders over `service`, refused first when the profile's switch says the route is off. */
export function copyTradingPlugin(
  service: CopyRoutesOptions['service'],
  routeOffered?: (routeUrl: string | undefined) => boolean,
): FastifyPluginAsync {
  return async (app) => {
    if (routeOffered) {
      app.addHook('onRequest', async (request) => {
        if (!routeOffered(request.routeOptions.url)) throw copyTradingOff();
      });
    }
    await app.register(copyRoutes, { service, prefix: '/api/traders' });
  };
}

export function createCopyTradingPart(options: CopyTradingPartOptions): CopyTradingPart {
  const mirror = new CopyMirror({
    db: options.db,
    clock: options.clock,
    trading: options.trading,
    events: options.events,
    logger: options.logger,
    products: options.products,
    owns: options.owns,
  });
  const service = new CopyService({
    db: options.db,
    clock: options.clock,
    trading: options.trading,
    mirror,
    followGate: options.followGate,
  });
  const moderation = new TraderModeration({ db: options.db, clock: options.clock, events: options.events });
  const plugin = copyTradingPlugin(service, options.routeOffered);
  let stopTicks: (() => void) | null = null;
  return {
    plugin,
    operatorRoutes: copyOperatorRoutes(moderation),
    service,
    moderation,
    mirror,
    async start() {
      await mirror.start();
      stopTicks = options.bus.onTick((tick) => mirror.onTick(tick));
    },
    async stop() {
      stopTicks?.();
      stopTicks = null;
      await mirror.stop();
    },
  };
}

export const COPY_TRADING = partRef<CopyTradingPart>('copyTrading');

export function copyTradingPart(): PartDefinition<CopyTradingPart> {
  return {
    ref: COPY_TRADING,
    roles: ['engine'],
    needs: [TRADING, MARKET_DATA],
    build(context) {
      const marketData = context.use(MARKET_DATA);
      const compliance = context.find(COMPLIANCE);
      const copyTrading = createCopyTradingPart({
        db: context.db,
        clock: context.clock,
        trading: context.use(TRADING).service,
        owns: (accountId) => context.use(TRADING).scope.owns(accountId),
        bus: marketData.bus,
        events: context.events,
        logger: context.logger,
        followGate: compliance?.orderGate ?? undefined,
        routeOffered: compliance ? (routeUrl) => copyRouteAllowed(compliance.products, routeUrl) : undefined,
        products: compliance?.products,
      });
      return {
        services: copyTrading,
        routes: copyTrading.plugin,
        operatorRoutes: copyTrading.operatorRoutes,
        refusals: COPY_REFUSALS,
        start: () => copyTrading.start(),
        stop: () => copyTrading.stop(),
      };
    },
  };
}
