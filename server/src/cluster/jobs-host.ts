// Where a cluster's scheduled jobs run. A job that acts on one shard's engine (the swap rollover,
// order expiry) is scheduled by that shard's leader, next to its engine, and follows it through
// takeovers. Every other job is scheduled by the jobs' leader (jobs-node.ts), which may be another
// node: at each of the job's ticks it asks over NATS, and the node that hosts the job's services
// (this release: the shard's leader, since every job still reaches the engine in memory) runs it
// under the same rules as a local tick (no overlap, budget, failures counted, job_runs per slot).
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { Scheduler } from '../engine/engine-types';
import {
  createJobScheduler,
  type JobDefinition,
  type JobLogger,
  type JobScheduler,
  type RunOutcome,
} from '../jobs/job-scheduler';

/** The jobs that stay with a shard's leader. */
export const SHARD_JOB_NAMES: ReadonlySet<string> = new Set(['swap-rollover', 'order-expiry']);

/** A job as the jobs' leader schedules it: its name and how often. */
export interface ClusterJobEntry {
  name: string;
  intervalMs: number;
}

export type JobRunAnswer = { outcome: RunOutcome } | { error: string };

export function jobSubjects(clusterName: string) {
  return {
    /** Request: nothing; reply: ClusterJobEntry[]. */
    catalogue: `${clusterName}.jobs.catalogue`,
    /** Request: { name }; reply: JobRunAnswer. */
    run: `${clusterName}.jobs.run`,
  };
}

/** Queue group of the hosts: one answers each request. */
const HOSTS_QUEUE = 'job-hosts';

export interface JobsHostOptions {
  nats: NatsConnection;
  clusterName: string;
  jobs: readonly JobDefinition[];
  /** The leader's fenced database: runs are recorded there (job_runs). */
  db: Queryable;
  clock: Clock;
  scheduler: Scheduler;
  logger: JobLogger;
}

export interface JobsHost {
  /** The shard's jobs, scheduled here. */
  shardJobs: JobScheduler;
  /** The other jobs, run when the jobs' leader asks. */
  clusterJobs: JobScheduler;
  stop(): Promise<void>;
}

export function hostJobs(options: JobsHostOptions): JobsHost {
  const deps = {
    clock: options.clock,
    scheduler: options.scheduler,
    logger: options.logger,
    runs: options.db,
  };
  const shardJobs = createJobScheduler(deps);
  const clusterJobs = createJobScheduler(deps);
  const catalogue: ClusterJobEntry[] = [];
  for (const job of options.jobs) {
    if (job.perShard === true || SHARD_JOB_NAMES.has(job.name)) shardJobs.add(job);
    else {
      clusterJobs.add(job);
      catalogue.push({ name: job.name, intervalMs: job.intervalMs });
    }
  }
  shardJobs.start();
  const names = jobSubjects(options.clusterName);
  const encoder = new TextEncoder();
  const subscriptions: Subscription[] = [
    options.nats.subscribe(names.catalogue, {
      queue: HOSTS_QUEUE,
      callback: (error, message) => {
        if (!error) message.respond(encoder.encode(JSON.stringify(catalogue)));
      },
    }),
    options.nats.subscribe(names.run, {
      queue: HOSTS_QUEUE,
      callback: (error, message) => {
        if (error) return;
        const answer = (value: JobRunAnswer) => message.respond(encoder.encode(JSON.stringify(value)));
        const name = nameOf(message.data);
        if (name === null || !catalogue.some((entry) => entry.name === name)) {
          answer({ error: `no cluster job named ${String(name)}` });
          return;
        }
        clusterJobs.runNow(name).then(
          (outcome) => answer({ outcome }),
          (failure: unknown) => answer({ error: String(failure) }),
        );
      },
    }),
  ];
  return {
    shardJobs,
    clusterJobs,
    async stop() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      await Promise.all([shardJobs.stop(), clusterJobs.stop()]);
    },
  };
}

function nameOf(data: Uint8Array): string | null {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(data));
    if (typeof parsed === 'object' && parsed !== null && 'name' in parsed && typeof parsed.name === 'string')
      return parsed.name;
  } catch {
    // Not JSON: answered as an unknown job below.
  }
  return null;
}
