// Price alerts as a server part (docs/server.md "Price alerts"): /api/alerts, the refusals, and
// the evaluation on the market-data bus's ticks. It needs market data (the ticks) and starts
// before it (the composition starts market data last), so the active alerts are loaded before
// the first tick; on stop it unsubscribes and settles the firings already decided.
import type { PartDefinition } from '../compose/server-part';
import { partRef } from '../compose/server-part';
import { MARKET_DATA } from '../market-data/market-data-part';
import { AlertFiring } from './alert-firing';
import { ALERTS_REFUSALS } from './alerts-refusals';
import { alertsRoutes } from './alerts-routes';
import { AlertsService } from './alerts-service';

export interface AlertsServices {
  service: AlertsService;
  firing: AlertFiring;
}

export const ALERTS = partRef<AlertsServices>('alerts');

export function alertsPart(): PartDefinition<AlertsServices> {
  return {
    ref: ALERTS,
    roles: ['gateway', 'engine'],
    needs: [MARKET_DATA],
    build(context) {
      const marketData = context.use(MARKET_DATA);
      const firing = new AlertFiring({
        db: context.db,
        clock: context.clock,
        events: context.events,
        live: context.live,
        logger: context.logger,
      });
      const service = new AlertsService({ db: context.db, clock: context.clock, firing });
      let unsubscribe: (() => void) | null = null;
      return {
        services: { service, firing },
        routes: async (app) => {
          await app.register(alertsRoutes, { prefix: '/api/alerts', service });
        },
        refusals: ALERTS_REFUSALS,
        async start() {
          await service.load();
          unsubscribe = marketData.bus.onTick((tick) => service.applyTick(tick));
        },
        async stop() {
          unsubscribe?.();
          unsubscribe = null;
          await firing.whenSettled();
        },
      };
    },
  };
}
