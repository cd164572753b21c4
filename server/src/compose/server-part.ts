// The one shape every domain of the server takes, so that one composition (compose-server.ts)
// can pick the parts a node's roles need, build them in order, hand their routes, refusal
// tables, jobs and event consumers to the places that run them, and start and stop them.
//
// A domain exports a PartDefinition (usually from its `*-part.ts`) and a PartRef by which other
// parts ask for its services. Parts reach each other only through those services, never through
// each other's internals; `needs` names them so the composition can refuse a missing one at
// start rather than fail at the first request.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import type { DomainEvent } from '../events/domain-events';
import type { DomainEventBus } from '../events/event-bus';
import type { Refusal } from '../http/refusal-table';
import type { JobDefinition } from '../jobs/job-scheduler';
import type { LiveHub } from '../live/live-hub';
import type { SessionService } from '../sessions/session-service';

/** What a node does in a cluster (../shared SCALING.md); one process runs all four. */
export type ServerRole = 'gateway' | 'engine' | 'feed' | 'jobs';

export const SERVER_ROLES: readonly ServerRole[] = ['gateway', 'engine', 'feed', 'jobs'];

/** Names a part and the type of the services it offers the parts built after it. */
export interface PartRef<Services> {
  readonly name: string;
  /** Never set: carries the services' type so `use(ref)` is typed without a central list. */
  readonly services?: Services;
}

export function partRef<Services>(name: string): PartRef<Services> {
  return { name };
}

export interface PartLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** A domain-event subscriber the composition attaches to the event bus for the part. */
export interface EventConsumer {
  /** Unique across the server; names the subscriber in the bus's stats and logs. */
  readonly name: string;
  handle(event: DomainEvent): void | Promise<void>;
  /**
   * Cluster mode: writes the event's effect inside `tx`, the durable consumer's transaction that
   * also records the event as processed, so the effect and that record commit together (applied
   * exactly once). Answers what to do once it has committed (a live push). A consumer without it
   * has `handle` run inside that transaction's span but not in it: applied at least once.
   */
  applyOnce?(tx: Queryable, event: DomainEvent): Promise<(() => void) | undefined>;
}

/** What every part can build from: the seams the composition owns. */
export interface PartContext {
  readonly config: AppConfig;
  readonly db: Database;
  readonly clock: Clock;
  readonly sessions: SessionService;
  readonly live: LiveHub;
  readonly events: DomainEventBus;
  /** Logs through the app's logger once the app exists (parts are built before it). */
  readonly logger: PartLogger;
  /** The services of a part built earlier; fails loudly when it was not. */
  use<Services>(ref: PartRef<Services>): Services;
  /** The services of a part built earlier, or null when this node does not run it. */
  find<Services>(ref: PartRef<Services>): Services | null;
}

/** A built part: its services and what it contributes to the server. */
export interface ServerPart<Services> {
  readonly services: Services;
  /** Customer-facing routes, registered after the live socket with their own prefixes. */
  readonly routes?: FastifyPluginAsync;
  /** Registered inside /api/operator, behind the token and operator-role guard. */
  readonly operatorRoutes?: FastifyPluginAsync;
  /** The part's refusal codes; the error handler refuses to start on a code two parts define. */
  readonly refusals?: Readonly<Record<string, Refusal>>;
  readonly jobs?: readonly JobDefinition[];
  readonly consumers?: readonly EventConsumer[];
  /** App-wide hooks the part needs (called once, before any route is registered). */
  install?(app: FastifyInstance): void;
  /** Called once everything is built, parts that depend on others first (see compose-server.ts). */
  start?(): void | Promise<void>;
  /** Called on close, the part's dependents first; must settle its pending work. */
  stop?(): void | Promise<void>;
}

export interface PartDefinition<Services> {
  readonly ref: PartRef<Services>;
  /** The node roles that run this part; a node runs it when it has any of them. */
  readonly roles: readonly ServerRole[];
  /** Parts that must be built before this one. */
  readonly needs: readonly PartRef<unknown>[];
  build(context: PartContext): ServerPart<Services> | Promise<ServerPart<Services>>;
}
