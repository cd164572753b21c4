// The back office as one part of the app: main.ts builds it from the database, the clock, the live
// stream and the two services it reads through (trading's lists, the wallet's operator list), and
// hands `operatorRoutes` to buildApp, which registers them inside the guarded /api/operator scope.
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { DomainEventBus } from '../events/event-bus';
import type { LivePublisher } from '../live/live-ports';
import { backOfficeRoutes } from './back-office-routes';
import { Broadcast } from './broadcast';
import { CustomerRecords, type CustomerRecordsPorts } from './customer-records';
import { queuesOf } from './queues';

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
