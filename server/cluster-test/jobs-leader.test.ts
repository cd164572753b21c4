// The jobs' leader over a real NATS and PostgreSQL: of two nodes with the jobs role only the one
// holding the jobs' lease asks for runs, the host (a shard's leader) runs each job when asked under
// the scheduler's rules, and when the leader steps down the other takes the lease and the runs go
// on at the same pace, never from both at once.
import type { NatsConnection } from '@nats-io/transport-node';
import type { ClusterNode } from '../src/cluster/cluster-config';
import { hostJobs, type JobsHost } from '../src/cluster/jobs-host';
import { startJobsNode, type JobsNode } from '../src/cluster/jobs-node';
import { connectNats } from '../src/cluster/nats-connection';
import { systemClock } from '../src/clock';
import { openDatabase, type Database } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { intervalScheduler } from '../src/engine/system-time';
import type { JobDefinition } from '../src/jobs/job-scheduler';
import { eventually, freshClusterName, NATS_URL } from './cluster-env';
import { freshDatabase } from './cluster-nodes';

const LEASE_MS = 1_000;
const TICK_MS = 200;
const clusterName = freshClusterName();
let database: Awaited<ReturnType<typeof freshDatabase>>;
let db: Database;
const connections: NatsConnection[] = [];
const running: { stop(): Promise<void> }[] = [];

function nodeConfig(nodeId: string): ClusterNode {
  return {
    mode: 'cluster',
    natsUrl: NATS_URL,
    roles: ['jobs'],
    clusterName,
    engineShards: 1,
    shardIds: [],
    nodeId,
    databaseUrl: database.url,
    leaseMs: LEASE_MS,
  };
}

async function jobsNode(nodeId: string): Promise<JobsNode> {
  const nats = await connectNats(NATS_URL, nodeId);
  connections.push(nats);
  const node = await startJobsNode({
    db,
    nats,
    cluster: nodeConfig(nodeId),
    scheduler: intervalScheduler,
    warn: () => undefined,
  });
  running.push(node);
  return node;
}

beforeAll(async () => {
  database = await freshDatabase();
  db = await openDatabase({ databaseUrl: database.url });
  await runMigrations(db);
});
afterAll(async () => {
  for (const item of running.reverse()) await item.stop();
  await Promise.all(connections.map((nats) => nats.close()));
  await db.close();
  await database.drop();
});

test('only the jobs leader asks; the host runs each job; a standby takes over and the pace holds', async () => {
  const runs: number[] = [];
  const counted: JobDefinition = {
    name: 'counted',
    intervalMs: TICK_MS,
    workBudgetMs: 100,
    run: async () => {
      runs.push(Date.now());
    },
  };
  const perShard: JobDefinition = { ...counted, name: 'swap-rollover', run: async () => undefined };
  const hostNats = await connectNats(NATS_URL, 'host');
  connections.push(hostNats);
  const host: JobsHost = hostJobs({
    nats: hostNats,
    clusterName,
    jobs: [counted, perShard],
    db,
    clock: systemClock,
    scheduler: intervalScheduler,
    logger: { error: () => undefined },
  });
  running.push(host);

  const first = await jobsNode('jobs-a');
  const second = await jobsNode('jobs-b');
  expect(first.keeper.current()).not.toBeNull();
  expect(second.keeper.current()).toBeNull();
  await eventually('the leader to have asked for runs', () => runs.length >= 5, 10_000);
  const windowMs = 2_000;
  const from = runs.length;
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const paced = runs.length - from;
  // One asker: about one run per tick (a loaded machine stretches ticks, never doubles them).
  expect(paced).toBeLessThanOrEqual(windowMs / TICK_MS + 2);
  expect(first.answers().get('counted')?.at(-1)).toEqual({ outcome: 'completed' });
  // The shard's job is the host's own, never asked for by the jobs' leader.
  expect(first.answers().has('swap-rollover')).toBe(false);
  expect(host.shardJobs.stats()['swap-rollover']).toBeDefined();

  await first.stop();
  const handedAt = runs.length;
  await eventually('the standby to lead', () => second.keeper.current() !== null, 10_000);
  await eventually('runs to go on from the new leader', () => runs.length >= handedAt + 5, 10_000);
  expect(second.answers().get('counted')?.at(-1)).toEqual({ outcome: 'completed' });
}, 60_000);
