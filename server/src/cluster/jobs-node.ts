// The jobs role of a cluster node: every node with `jobs` competes for the jobs' lease; the one
// that holds it schedules the jobs that are not per shard (jobs-host.ts) and, at each job's tick,
// asks the node hosting the job to run it. It learns which jobs there are from the host (so a job
// added to a part needs no list here), asking again every second until a host answers. Losing the
// lease stops the ticks at once; a run already asked for finishes on its host, whose job_runs
// record keeps a slotted job's run once whichever leader asked.
import type { NatsConnection } from '@nats-io/transport-node';
import { JOBS_RESOURCE } from '../../../contract/cluster-health';
import type { Queryable } from '../db/database';
import type { ScheduledTask, Scheduler } from '../engine/engine-types';
import type { ClusterNode } from './cluster-config';
import { jobSubjects, type ClusterJobEntry, type JobRunAnswer } from './jobs-host';
import { createLeaseKeeper, type LeaseKeeper } from './lease-keeper';

export const CATALOGUE_RETRY_MS = 1_000;
/** How long a run may take before the leader stops waiting for its answer (the host still runs it). */
export const JOB_RUN_WAIT_MS = 60_000;

export interface JobsNodeOptions {
  db: Queryable;
  nats: NatsConnection;
  cluster: ClusterNode;
  scheduler: Scheduler;
  /** Set on a node that holds its liveness lock: a killed leader's lease is taken at once. */
  livenessClass?: number;
  warn(message: string, error: unknown): void;
}

export interface JobsNode {
  keeper: LeaseKeeper;
  /** Runs asked for and answered, by job name, since this node started (health of the jobs). */
  answers(): ReadonlyMap<string, JobRunAnswer[]>;
  stop(): Promise<void>;
}

type JobAnswers = Map<string, JobRunAnswer[]>;

/** Asks the job's host to run it now; a job still running from the last tick is not asked again. */
function remoteRunner(options: JobsNodeOptions, answers: JobAnswers): (name: string) => Promise<void> {
  const subject = jobSubjects(options.cluster.clusterName).run;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const inFlight = new Set<string>();
  return async (name) => {
    if (inFlight.has(name)) return;
    inFlight.add(name);
    try {
      const request = encoder.encode(JSON.stringify({ name }));
      const reply = await options.nats.request(subject, request, { timeout: JOB_RUN_WAIT_MS });
      const answer = JSON.parse(decoder.decode(reply.data)) as JobRunAnswer;
      answers.set(name, [...(answers.get(name) ?? []).slice(-9), answer]);
      if ('error' in answer) options.warn(`job ${name} was refused by its host`, answer.error);
    } catch (error) {
      // No host (no shard leads at the moment) or no answer in time: the next tick asks again.
      options.warn(`job ${name} could not be run`, error);
    } finally {
      inFlight.delete(name);
    }
  };
}

/** The hosts' list of cluster jobs, or null when no host answered in time. */
async function askCatalogue(options: JobsNodeOptions): Promise<ClusterJobEntry[] | null> {
  const subject = jobSubjects(options.cluster.clusterName).catalogue;
  try {
    const reply = await options.nats.request(subject, new Uint8Array(), { timeout: CATALOGUE_RETRY_MS });
    return JSON.parse(new TextDecoder().decode(reply.data)) as ClusterJobEntry[];
  } catch {
    return null;
  }
}

interface JobTicks {
  /** Asks for the catalogue every second until a host answers, then ticks each job at its pace. */
  lead(): Promise<void>;
  /** Cancels every tick at once, and a catalogue still being asked for is not scheduled. */
  stop(): void;
}

function jobTicks(
  options: JobsNodeOptions,
  run: (name: string) => Promise<void>,
  leading: () => boolean,
): JobTicks {
  let tasks: ScheduledTask[] = [];
  /** Counts leaderships, so a catalogue answered after the lease went schedules nothing. */
  let generation = 0;
  const schedule = (catalogue: readonly ClusterJobEntry[]) => {
    for (const entry of catalogue) {
      // A leader paused past its lease's life asks for nothing until a renewal says it still leads.
      tasks.push(
        options.scheduler.every(entry.intervalMs, () => {
          if (leading()) void run(entry.name);
        }),
      );
    }
  };
  return {
    async lead() {
      const mine = ++generation;
      let asked = false;
      const ask = async () => {
        if (asked) return;
        asked = true;
        const catalogue = await askCatalogue(options);
        asked = false;
        if (mine !== generation || catalogue === null || !tasks.includes(asking)) return;
        asking.cancel();
        tasks = tasks.filter((task) => task !== asking);
        schedule(catalogue);
      };
      const asking = options.scheduler.every(CATALOGUE_RETRY_MS, () => void ask());
      tasks.push(asking);
      await ask();
    },
    stop() {
      generation += 1;
      for (const task of tasks) task.cancel();
      tasks = [];
    },
  };
}

export async function startJobsNode(options: JobsNodeOptions): Promise<JobsNode> {
  const answers: JobAnswers = new Map();
  const ticks = jobTicks(options, remoteRunner(options, answers), () => keeper.current() !== null);
  const keeper = createLeaseKeeper({
    db: options.db,
    resource: JOBS_RESOURCE,
    holder: options.cluster.nodeId,
    scheduler: options.scheduler,
    ttlMs: options.cluster.leaseMs,
    livenessClass: options.livenessClass,
    onGained: ticks.lead,
    onLost: ticks.stop,
    onError: (error) => options.warn(`lease round for ${JOBS_RESOURCE} failed`, error),
  });
  await keeper.start();
  return {
    keeper,
    answers: () => answers,
    async stop() {
      await keeper.stop();
      ticks.stop();
    },
  };
}
