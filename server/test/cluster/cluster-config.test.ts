// The cluster's switches (SCALING.md): one process without NATS_URL, and every wrong value refused
// with the variable's name.
import { loadClusterConfig } from '../../src/cluster/cluster-config';
import { ConfigError } from '../../src/config';

const CLUSTER = { NATS_URL: 'nats://127.0.0.1:4222', DATABASE_URL: 'postgres://db/test', NODE_ID: 'n1' };

test('without NATS_URL the server is one process with every role and one shard', () => {
  expect(loadClusterConfig({ NODE_ID: 'solo' })).toEqual({
    mode: 'single',
    roles: ['gateway', 'engine', 'feed', 'jobs'],
    nodeId: 'solo',
    engineShards: 1,
    shardIds: [0],
  });
});

test('a cluster switch without NATS_URL is refused, naming both', () => {
  expect(() => loadClusterConfig({ SERVER_ROLES: 'gateway' })).toThrow(/SERVER_ROLES needs NATS_URL/);
  expect(() => loadClusterConfig({ ENGINE_SHARDS: '2' })).toThrow(/ENGINE_SHARDS needs NATS_URL/);
});

test('a cluster node reads its roles, shards, name and node id', () => {
  expect(
    loadClusterConfig({
      ...CLUSTER,
      SERVER_ROLES: 'jobs, gateway',
      ENGINE_SHARDS: '4',
      ENGINE_SHARD_IDS: '3,1',
      CLUSTER_NAME: 'east',
      CLUSTER_LEASE_MS: '3000',
    }),
  ).toEqual({
    mode: 'cluster',
    natsUrl: 'nats://127.0.0.1:4222',
    roles: ['gateway', 'jobs'],
    clusterName: 'east',
    engineShards: 4,
    shardIds: [1, 3],
    nodeId: 'n1',
    databaseUrl: 'postgres://db/test',
    leaseMs: 3_000,
  });
  expect(loadClusterConfig(CLUSTER)).toMatchObject({
    leaseMs: 6_000,
    clusterName: 'kaldirac',
    engineShards: 1,
    shardIds: [0],
  });
});

test.each([
  [{ DATABASE_URL: '' }, /DATABASE_URL is required with NATS_URL/],
  [{ NATS_URL: 'http://x' }, /NATS_URL must look like nats:\/\/host:4222/],
  [{ SERVER_ROLES: 'gateway,cook' }, /SERVER_ROLES must list roles among gateway, engine, feed, jobs/],
  [{ ENGINE_SHARDS: '0' }, /ENGINE_SHARDS must be an integer between 1 and 256/],
  [{ ENGINE_SHARDS: '2', ENGINE_SHARD_IDS: '2' }, /ENGINE_SHARD_IDS must list shards between 0 and 1/],
  [{ CLUSTER_NAME: 'a.b' }, /CLUSTER_NAME must be/],
  [{ NODE_ID: 'x y' }, /NODE_ID must be/],
  [{ CLUSTER_LEASE_MS: '500' }, /CLUSTER_LEASE_MS must be an integer between 1000 and 60000/],
  [{ CLUSTER_LEASE_MS: '3s' }, /CLUSTER_LEASE_MS must be an integer/],
])('%j is refused, naming the variable', (override, message) => {
  const env = { ...CLUSTER, ...override };
  expect(() => loadClusterConfig(env)).toThrow(ConfigError);
  expect(() => loadClusterConfig(env)).toThrow(message);
});
