// The robots, copy trading and the price alerts on a gateway-only node: their own routes, operator
// routes and refusal tables, over stand-ins whose calls the shard's leader answers
// (remote-families.ts). The robots' runtime, the copy mirror and the alerts' book and evaluation
// stay on the leader, next to the engine and the market data; a gateway keeps no state of theirs.
import { alertsRoutes } from '../alerts/alerts-routes';
import { ALERTS_REFUSALS } from '../alerts/alerts-refusals';
import { COMPLIANCE } from '../compliance/compliance-part';
import { copyRouteAllowed } from '../compliance/product-switches';
import { copyOperatorRoutes } from '../copy-trading/copy-operator-routes';
import { COPY_REFUSALS } from '../copy-trading/copy-refusals';
import { copyTradingPlugin } from '../copy-trading/copy-trading-part';
import { partRef, type PartDefinition } from '../compose/server-part';
import { robotsOperatorRoutes } from '../robots/robots-operator-routes';
import { ROBOTS_REFUSALS } from '../robots/robots-refusals';
import { robotsRoutes } from '../robots/robots-routes';
import type { CommandClient } from './command-client';
import {
  ALERTS_CALLS,
  COPY_CALLS,
  MODERATION_CALLS,
  ROBOT_SWITCH_CALLS,
  ROBOTS_CALLS,
  type AlertsCalls,
  type CopyCalls,
  type ModerationCalls,
  type RobotSwitchCalls,
  type RobotsCalls,
} from './remote-families';
import { remoteMethods } from './remote-methods';

/** The name of the gateway's stand-in for the part named `name`. */
export function standInName(name: string): string {
  return `${name}.remote`;
}

function remoteRobotsPart(client: CommandClient): PartDefinition<RobotsCalls> {
  return {
    ref: partRef<RobotsCalls>(standInName('robots')),
    roles: ['gateway'],
    needs: [],
    build() {
      const service = remoteMethods<RobotsCalls>(client, 'robots', ROBOTS_CALLS);
      const switches = remoteMethods<RobotSwitchCalls>(client, 'robotSwitches', ROBOT_SWITCH_CALLS);
      return {
        services: service,
        routes: async (app) => {
          await app.register(robotsRoutes, { service, prefix: '/api/robots' });
        },
        operatorRoutes: robotsOperatorRoutes(switches),
        refusals: ROBOTS_REFUSALS,
      };
    },
  };
}

function remoteCopyTradingPart(client: CommandClient): PartDefinition<CopyCalls> {
  return {
    ref: partRef<CopyCalls>(standInName('copyTrading')),
    roles: ['gateway'],
    needs: [],
    build(context) {
      const service = remoteMethods<CopyCalls>(client, 'copy', COPY_CALLS);
      const moderation = remoteMethods<ModerationCalls>(client, 'copyModeration', MODERATION_CALLS);
      // The profile's switch is configuration, the same on every node: refused here, as at home.
      const compliance = context.find(COMPLIANCE);
      const routeOffered = compliance
        ? (routeUrl: string | undefined) => copyRouteAllowed(compliance.products, routeUrl)
        : undefined;
      return {
        services: service,
        routes: copyTradingPlugin(service, routeOffered),
        operatorRoutes: copyOperatorRoutes(moderation),
        refusals: COPY_REFUSALS,
      };
    },
  };
}

function remoteAlertsPart(client: CommandClient): PartDefinition<AlertsCalls> {
  return {
    ref: partRef<AlertsCalls>(standInName('alerts')),
    roles: ['gateway'],
    needs: [],
    build() {
      const service = remoteMethods<AlertsCalls>(client, 'alerts', ALERTS_CALLS);
      return {
        services: service,
        routes: async (app) => {
          await app.register(alertsRoutes, { prefix: '/api/alerts', service });
        },
        refusals: ALERTS_REFUSALS,
      };
    },
  };
}

/** Built after the parts they read (compliance), so they come last in a gateway's list. */
export function remoteDomainParts(client: CommandClient): PartDefinition<unknown>[] {
  return [
    remoteRobotsPart(client),
    remoteCopyTradingPart(client),
    remoteAlertsPart(client),
  ] as PartDefinition<unknown>[];
}
