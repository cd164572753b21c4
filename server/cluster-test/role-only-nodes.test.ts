// The feed and the jobs on nodes of their own (SCALING.md guarantee 6; issue 18, item 5): a
// feed-only node leads the feed with a feed-only standby, a jobs-only node leads the jobs with a
// feed-and-jobs standby; `kill -9` of either leader hands its lease to the standby at once (the
// dead process's liveness lock is gone, node-liveness.ts), and prices flow again on both gateways'
// sockets. A gateway with the feed but no engine is refused at start, naming SERVER_ROLES.
import type { LiveMessage } from '../../contract/live';
import { connectLive, type LiveTestClient } from '../test/live/live-client';
import { eventually, freshClusterName } from './cluster-env';
import { freshDatabase, health, signIn, supervisedNodes, type NodeProcess } from './cluster-nodes';

const TAKEOVER_MAX_MS = 10_000;
// A long lease: a killed leader is replaced through its liveness lock whatever the lease's life,
// and the shard's leader building its server on a machine this busy is not deposed meanwhile.
process.env.CLUSTER_LEASE_MS = '20000';
const STARTUP_MAX_MS = 150_000;
const sockets: LiveTestClient[] = [];
let database: Awaited<ReturnType<typeof freshDatabase>>;
const clusterName = freshClusterName();

/** Each node's running process: a deposed leader is started again, as its supervisor would. */
const cluster = supervisedNodes(() => ({ databaseUrl: database.url, clusterName }));
const node = cluster.start;

interface Leaders {
  feed: string | null;
  jobs: string | null;
  standbys: Map<string, string[]>;
}

async function leadersSeenBy(gateway: NodeProcess): Promise<Leaders | null> {
  const answer = await health(gateway);
  if (!answer) return null;
  const data = answer.body.data as typeof answer.body.data & {
    feed: { leader: string | null };
    jobs: { leader: string | null };
  };
  const standbys = new Map(data.nodes.map((entry) => [entry.node, entry.standbyFor]));
  return { feed: data.feed.leader, jobs: data.jobs.leader, standbys };
}

const isPrice = (message: LiveMessage) => message.type === 'price';

/** Resolves with the milliseconds from `sinceMs` until every socket has a price after `from`. */
async function pricesAgain(from: number[], sinceMs: number): Promise<number> {
  await eventually(
    'a price on every socket',
    () => sockets.every((socket, index) => socket.messages().slice(from[index]).some(isPrice)),
    TAKEOVER_MAX_MS + 5_000,
  );
  return Date.now() - sinceMs;
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await cluster.stop();
  await database.drop();
});

test('a gateway with the feed but no engine is refused, naming SERVER_ROLES', async () => {
  const refused = await node('gateway-feed', 'gateway,feed');
  expect(await refused.exited).not.toBe(0);
  expect(refused.output.join('')).toMatch(/SERVER_ROLES/);
}, 60_000);

test('kill -9 of a feed-only leader: the feed-only standby leads and prices flow again on both gateways', async () => {
  const [engine, gateway] = await Promise.all([
    node('engine-a', 'engine,gateway'),
    node('gateway-b', 'gateway'),
  ]);
  // The shard's leader first: on a busy machine five nodes building at once starve its build.
  await eventually(
    'engine-a to lead the shard',
    async () => (await health(gateway))?.body.data.shards[0]?.leader === engine.id,
    STARTUP_MAX_MS,
  );
  const feedLeader = await node('feed-1', 'feed');
  await node('jobs-1', 'jobs');
  await eventually(
    'feed-1 and jobs-1 to lead, named by gateway-b',
    async () => (await health(gateway))?.code === 200 && (await leadersSeenBy(gateway))?.feed === 'feed-1',
    STARTUP_MAX_MS,
  );
  expect((await leadersSeenBy(gateway))?.jobs).toBe('jobs-1');
  const standby = await node('feed-2', 'feed');
  await eventually(
    'feed-2 to stand by for the feed',
    async () => (await leadersSeenBy(gateway))?.standbys.get(standby.id)?.includes('feed') ?? false,
    STARTUP_MAX_MS,
  );
  let token = '';
  await eventually(
    'signing in',
    () =>
      signIn(gateway).then(
        (value) => Boolean((token = value)),
        () => false,
      ),
    30_000,
  );
  const serving = cluster.all.filter((started) => started.id === engine.id).at(-1)!;
  for (const target of [serving, gateway]) {
    sockets.push(connectLive(`ws://127.0.0.1:${target.port}`, `?auth=${token}`));
  }
  await pricesAgain([0, 0], Date.now());

  feedLeader.child.kill('SIGKILL');
  const killedAt = Date.now();
  // A frame already on its way when the leader died is not a resumed price.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const resumedMs = await pricesAgain(
    sockets.map((socket) => socket.messages().length),
    killedAt,
  );
  await eventually(
    'gateway-b to name feed-2',
    async () => (await leadersSeenBy(gateway))?.feed === 'feed-2',
    15_000,
  );
  const namedMs = Date.now() - killedAt;
  console.log(
    `feed-only takeover after kill -9: prices again on both gateways after ${(resumedMs / 1000).toFixed(2)} s, ` +
      `named by health after ${(namedMs / 1000).toFixed(2)} s`,
  );
  expect(resumedMs).toBeLessThan(TAKEOVER_MAX_MS);
  expect(namedMs).toBeLessThan(TAKEOVER_MAX_MS);
}, 300_000);

test('kill -9 of a jobs-only leader: a feed-and-jobs standby leads the jobs', async () => {
  const gateway = cluster.all.find((started) => started.id === 'gateway-b')!;
  const jobsLeader = cluster.all.find((started) => started.id === 'jobs-1')!;
  const standby = await node('feed-jobs-3', 'feed,jobs');
  await eventually(
    'feed-jobs-3 to stand by for both',
    async () => {
      const standing = (await leadersSeenBy(gateway))?.standbys.get(standby.id) ?? [];
      return standing.includes('feed') && standing.includes('jobs');
    },
    STARTUP_MAX_MS,
  );
  jobsLeader.child.kill('SIGKILL');
  const killedAt = Date.now();
  await eventually(
    'gateway-b to name feed-jobs-3 for the jobs',
    async () => (await leadersSeenBy(gateway))?.jobs === standby.id,
    TAKEOVER_MAX_MS + 5_000,
  );
  const takeoverMs = Date.now() - killedAt;
  console.log(`jobs-only takeover after kill -9: named by health after ${(takeoverMs / 1000).toFixed(2)} s`);
  expect(takeoverMs).toBeLessThan(TAKEOVER_MAX_MS);
  expect((await leadersSeenBy(gateway))?.feed).toBe('feed-2');
}, 300_000);
