// The one way the server is put together: main.ts, every test kit and every benchmark call
// composeServer with the parts they want. Order of work:
//   1. pick the parts this node's roles run (SERVER_ROLES by default: one process runs them all);
//   2. build them in list order, each after the parts it `needs` (a missing one fails here, with
//      its name, not at the first request), attaching each part's event consumers to the bus as
//      soon as it is built so no event published by a later part is missed;
//   3. join their refusal tables (a code two parts define stops the start) and build the Fastify
//      app with their routes (buildApp);
//   4. start(): parts start dependents first, so the market data that drives everything starts
//      once every listener listens; then the job scheduler, when one is given.
// Closing the app stops the jobs, then each part in reverse build order; before a part's
// consumers are detached the bus drains, so no committed event is dropped on the way out.
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Clock } from '../clock';
import { systemClock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { Scheduler } from '../engine/engine-types';
import { DomainEventBus } from '../events/event-bus';
import type { EventOutbox } from '../events/event-outbox';
import { joinRefusalTables } from '../http/refusals';
import {
  createJobScheduler,
  type JobDefinition,
  type JobScheduler,
  type JobSchedulerDeps,
} from '../jobs/job-scheduler';
import { FanoutHub } from '../live/fanout-hub';
import { LiveHub } from '../live/live-hub';
import type { SessionRevocations } from '../sessions/session-revocations';
import { createSessionService, type SessionService } from '../sessions/session-service';
import {
  SERVER_ROLES,
  type EventConsumer,
  type PartContext,
  type PartDefinition,
  type PartLogger,
  type PartRef,
  type ServerPart,
  type ServerRole,
} from './server-part';

export interface ComposeServerOptions extends AppOptions {
  config: AppConfig;
  db: Database;
  /** The parts this server may run, in build order (see server-parts.ts for the whole server). */
  parts: readonly PartDefinition<unknown>[];
  /** This node's roles; all of them by default. */
  roles?: readonly ServerRole[];
  clock?: Clock;
  sessions?: SessionService;
  /**
   * How session revocations reach other processes (a cluster node passes
   * natsSessionRevocations, cluster/nats-session-revocations.ts); this process only by default.
   */
  sessionRevocations?: SessionRevocations;
  live?: LiveHub;
  events?: DomainEventBus;
  /** Runs the parts' jobs; without one they are built but not scheduled (tests run them by hand). */
  jobScheduler?: Scheduler;
  /**
   * Cluster mode: domain events are recorded in this outbox, and the parts' consumers are not
   * attached to the bus but left in `consumers` for the node's durable consumers to run.
   */
  outbox?: EventOutbox;
}

export interface ComposedServer {
  app: FastifyInstance;
  roles: readonly ServerRole[];
  /** The names of the parts this node runs, in build order. */
  partNames: readonly string[];
  jobs: readonly JobDefinition[];
  sessions: SessionService;
  live: LiveHub;
  events: DomainEventBus;
  /** The parts' event consumers (attached to the bus unless an outbox was given). */
  consumers: readonly EventConsumer[];
  use<Services>(ref: PartRef<Services>): Services;
  find<Services>(ref: PartRef<Services>): Services | null;
  /** Starts the parts (dependents first) and the job scheduler; call once, before listening. */
  start(): Promise<void>;
}

interface BuiltPart {
  name: string;
  part: ServerPart<unknown>;
  detachConsumers: (() => void)[];
}

export class PartWiringError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PartWiringError';
  }
}

export async function composeServer(options: ComposeServerOptions): Promise<ComposedServer> {
  const roles = options.roles ?? SERVER_ROLES;
  const clock = options.clock ?? systemClock;
  // Parts are built before the app; they log through its logger once it exists.
  let app: FastifyInstance | null = null;
  const logger: PartLogger = {
    error: (details, message) => (app ? app.log.error(details, message) : console.error(message, details)),
    warn: (details, message) => (app ? app.log.warn(details, message) : console.warn(message, details)),
  };
  const sessions =
    options.sessions ?? createSessionService(options.db, clock, { revocations: options.sessionRevocations });
  const fanoutProcesses = options.config.liveFanoutProcesses ?? 0;
  const live =
    options.live ?? (fanoutProcesses > 0 ? new FanoutHub({ processes: fanoutProcesses }) : new LiveHub());
  const events = options.events ?? new DomainEventBus(logger, options.outbox ?? null);
  const picked = options.parts.filter((definition) => definition.roles.some((role) => roles.includes(role)));
  const built = await buildParts(
    picked,
    options.parts,
    {
      config: options.config,
      db: options.db,
      clock,
      sessions,
      live,
      events,
      logger,
    },
    options.outbox === undefined,
  );
  const refusalFor = joinRefusalTables(
    built.flatMap(({ name, part }) => (part.refusals ? [{ owner: name, table: part.refusals }] : [])),
  );
  app = await buildApp({
    ...options,
    clock,
    sessions,
    live,
    parts: built.map(({ part }) => part),
    refusalFor,
  });
  const jobs = built.flatMap(({ part }) => part.jobs ?? []);
  const scheduler = options.jobScheduler
    ? scheduleJobs(jobs, { clock, scheduler: options.jobScheduler, logger, runs: options.db })
    : null;
  app.addHook('onClose', () => stopParts(built, events, scheduler));
  const services = new Map(built.map(({ name, part }) => [name, part.services]));
  return {
    app,
    roles,
    partNames: built.map(({ name }) => name),
    jobs,
    sessions,
    live,
    events,
    consumers: built.flatMap(({ part }) => part.consumers ?? []),
    use: (ref) => use(services, ref),
    find: (ref) => find(services, ref),
    async start() {
      for (const { part } of [...built].reverse()) await part.start?.();
      scheduler?.start();
    },
  };
}

type Seams = Omit<PartContext, 'use' | 'find'>;

async function buildParts(
  picked: readonly PartDefinition<unknown>[],
  all: readonly PartDefinition<unknown>[],
  seams: Seams,
  attachConsumers: boolean,
): Promise<BuiltPart[]> {
  const services = new Map<string, unknown>();
  const context: PartContext = {
    ...seams,
    use: (ref) => use(services, ref),
    find: (ref) => find(services, ref),
  };
  const built: BuiltPart[] = [];
  for (const definition of picked) {
    const name = definition.ref.name;
    if (services.has(name)) throw new PartWiringError(`part ${name} is listed twice`);
    for (const need of definition.needs) {
      if (services.has(need.name)) continue;
      const listed = all.some((candidate) => candidate.ref.name === need.name);
      const why = listed ? 'which is not built before it on this node' : 'which is not listed';
      throw new PartWiringError(`part ${name} needs ${need.name}, ${why}`);
    }
    // Timers run between parts: a cluster node building the server as the new leader keeps
    // renewing its lease while a busy machine stretches the build.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const part = await definition.build(context);
    services.set(name, part.services);
    const detachConsumers = attachConsumers
      ? (part.consumers ?? []).map((consumer) =>
          seams.events.subscribe(consumer.name, (event) => consumer.handle(event)),
        )
      : [];
    built.push({ name, part, detachConsumers });
  }
  return built;
}

/** Runs are recorded in the node's database (fenced on a leader), so a slot runs once (job-runs.ts). */
function scheduleJobs(jobs: readonly JobDefinition[], deps: JobSchedulerDeps): JobScheduler {
  const jobScheduler = createJobScheduler(deps);
  for (const job of jobs) jobScheduler.add(job);
  return jobScheduler;
}

async function stopParts(built: readonly BuiltPart[], events: DomainEventBus, jobs: JobScheduler | null) {
  await jobs?.stop();
  for (const { part, detachConsumers } of [...built].reverse()) {
    if (detachConsumers.length > 0) {
      await events.whenIdle();
      for (const detach of detachConsumers) detach();
    }
    await part.stop?.();
  }
}

function use<Services>(services: ReadonlyMap<string, unknown>, ref: PartRef<Services>): Services {
  if (!services.has(ref.name)) throw new PartWiringError(`part ${ref.name} is not built on this node`);
  return services.get(ref.name) as Services;
}

function find<Services>(services: ReadonlyMap<string, unknown>, ref: PartRef<Services>): Services | null {
  return services.has(ref.name) ? (services.get(ref.name) as Services) : null;
}
