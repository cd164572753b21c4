// GET /api/health without a token (SCALING.md, "Health"): one process leads everything; a cluster
// node answers from the leases and heartbeats in PostgreSQL, 503 while a shard has no leader.
import { clusterPart } from '../../src/cluster/cluster-part';
import type { ClusterNode } from '../../src/cluster/cluster-config';
import { buildTestApp } from '../helpers/build-test-app';
import { createManualScheduler } from '../helpers/manual-scheduler';
import { createManualClock } from '../../src/clock';

const ALL_ROLES = ['gateway', 'engine', 'feed', 'jobs'] as const;

test('one process answers 200, leading every shard, the feed and the jobs', async () => {
  const clock = createManualClock();
  const single = {
    mode: 'single',
    roles: ALL_ROLES,
    nodeId: 'solo',
    engineShards: 1,
    shardIds: [0],
  } as const;
  const { app, close } = await buildTestApp({
    clock,
    parts: [clusterPart({ cluster: single, scheduler: createManualScheduler(clock) })],
  });
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    status: true,
    data: {
      node: 'solo',
      shards: [{ shard: 0, leader: 'solo' }],
      feed: { leader: 'solo' },
      jobs: { leader: 'solo' },
    },
  });
  await close();
});

test('a cluster node answers 503 while a shard has no leader, naming who leads the rest', async () => {
  const clock = createManualClock();
  const node: ClusterNode = {
    mode: 'cluster',
    natsUrl: 'nats://unused:4222',
    roles: ALL_ROLES,
    clusterName: 'test',
    engineShards: 2,
    shardIds: [0],
    nodeId: 'node-a',
    databaseUrl: 'postgres://unused',
    leaseMs: 6_000,
  };
  const { app, close } = await buildTestApp({
    clock,
    parts: [clusterPart({ cluster: node, scheduler: createManualScheduler(clock) })],
  });
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({
    status: false,
    data: {
      node: 'node-a',
      shards: [
        { shard: 0, leader: 'node-a' },
        { shard: 1, leader: null, since: null },
      ],
      feed: { leader: 'node-a' },
      jobs: { leader: 'node-a' },
      nodes: [{ node: 'node-a', leads: ['shard:0', 'feed', 'jobs'], standbyFor: [] }],
    },
  });
  await close();
});
