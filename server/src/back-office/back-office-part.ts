// The back office as a server part (`backOfficePart`), built from the database, the clock, the live
// stream and the two services it reads through (trading's lists, the wallet's operator list); its
// `operatorRoutes` go inside the guarded /api/operator scope.
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock';
import type { PartDefinition } from '../compose/server-part';
import { partRef } from '../compose/server-part';

import type { Database } from '../db/database';
import type { DomainEventBus } from '../events/event-bus';
import type { LivePublisher } from '../live/live-ports';
import { backOfficeRoutes } from './back-office-routes';
import { Broadcast } from './broadcast';
import { CustomerRecords, type CustomerRecordsPorts } from './customer-records';
import { queuesOf } from './queues';
import { tradingCommandsOf } from '../trading/trading-commands-part';
import { WALLET } from '../wallet/wallet-part';
import { BACK_OFFICE_REFUSALS } from './back-office-refusals';

export interface BackOfficePartDeps extends CustomerRecordsPorts {
  db: Database;
  clock: Clock;
  live: LivePublisher;
  events: DomainEventBus;
  wallet: CustomerRecordsPorts['wallet'] & {
    pendingCounts(): Promise<{ deposits: number; withdrawals: number }>;
  };
}

export interface BackOfficePart {
  operatorRoutes: FastifyPluginAsync;
  customers: CustomerRecords;
  broadcast: Broadcast;
}

export function createBackOfficePart(deps: BackOfficePartDeps): BackOfficePart {
  const customers = new CustomerRecords(deps);
  const broadcast = new Broadcast({ db: deps.db, clock: deps.clock, live: deps.live, events: deps.events });
  const operatorRoutes = backOfficeRoutes({
    customers,
    broadcast,
    queues: () => queuesOf(deps.db, deps.wallet),
  });
  return { operatorRoutes, customers, broadcast };
}

export const BACK_OFFICE = partRef<BackOfficePart>('backOffice');

export const backOfficePart: PartDefinition<BackOfficePart> = {
  ref: BACK_OFFICE,
  roles: ['gateway'],
  needs: [WALLET],
  build(context) {
    const backOffice = createBackOfficePart({
      db: context.db,
      clock: context.clock,
      live: context.live,
      events: context.events,
      trading: tradingCommandsOf(context).orders,
      wallet: context.use(WALLET).service,
    });
    return {
      services: backOffice,
      operatorRoutes: backOffice.operatorRoutes,
      refusals: BACK_OFFICE_REFUSALS,
    };
  },
};
