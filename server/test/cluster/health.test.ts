// The health rule: 200 only when every shard, the feed and the jobs have a leader.
import { healthFrom, singleProcessHealth } from '../../src/cluster/health';

const since = new Date('2026-11-26T10:00:00.000Z');
const lease = (resource: string, holder: string) => ({
  resource,
  holder,
  epoch: 1,
  acquiredAt: since,
  expiresAt: since,
});
const leads = (node: string, ...resources: string[]) => ({
  node,
  roles: [],
  leads: resources,
  standbyFor: [],
});
const everyLeader = [leads('e1', 'shard:0'), leads('f1', 'feed'), leads('j1', 'jobs')];

test('one process leads everything and is healthy', () => {
  const { healthy, data } = singleProcessHealth('solo', ['gateway', 'engine', 'feed', 'jobs'], since);
  expect(healthy).toBe(true);
  expect(data).toEqual({
    node: 'solo',
    roles: ['gateway', 'engine', 'feed', 'jobs'],
    shards: [{ shard: 0, leader: 'solo', since: since.toISOString() }],
    feed: { leader: 'solo' },
    jobs: { leader: 'solo' },
    nodes: [
      {
        node: 'solo',
        roles: ['gateway', 'engine', 'feed', 'jobs'],
        leads: ['shard:0', 'feed', 'jobs'],
        standbyFor: [],
      },
    ],
  });
});

test('a shard without a leader makes the cluster unhealthy and names it null', () => {
  const health = healthFrom({
    node: 'g1',
    roles: ['gateway'],
    engineShards: 2,
    leases: [lease('shard:0', 'e1'), lease('feed', 'f1'), lease('jobs', 'j1')],
    nodes: [leads('e1', 'shard:0'), leads('f1', 'feed'), leads('j1', 'jobs')],
  });
  expect(health.healthy).toBe(false);
  expect(health.data.shards).toEqual([
    { shard: 0, leader: 'e1', since: since.toISOString() },
    { shard: 1, leader: null, since: null },
  ]);
});

test.each(['feed', 'jobs'])('no %s leader makes the cluster unhealthy', (missing) => {
  const leases = [lease('shard:0', 'e1'), lease('feed', 'f1'), lease('jobs', 'j1')].filter(
    (l) => l.resource !== missing,
  );
  expect(healthFrom({ node: 'g', roles: [], engineShards: 1, leases, nodes: everyLeader }).healthy).toBe(
    false,
  );
});

test('a lease whose holder does not yet say it leads (still building) is no leader', () => {
  const leases = [lease('shard:0', 'e1'), lease('feed', 'f1'), lease('jobs', 'j1')];
  const all = { node: 'g', roles: [], engineShards: 1, leases };
  expect(healthFrom({ ...all, nodes: everyLeader }).healthy).toBe(true);
  const building = [leads('e1'), leads('f1', 'feed'), leads('j1', 'jobs')];
  expect(healthFrom({ ...all, nodes: building }).data.shards).toEqual([
    { shard: 0, leader: null, since: null },
  ]);
});
