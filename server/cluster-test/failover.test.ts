// Active and standby nodes on one PostgreSQL and NATS (SCALING.md guarantees 4, 8 and 9, for the
// one-shard topology this release runs): one leads and serves, the other answers health and a
// Turkish 503; `kill -9` of the leader hands the lead over within 10 s with nothing acknowledged
// lost (a retry with the same clientOrderId returns the first order); a leader paused past its
// lease (SIGSTOP) is deposed, and exits when it wakes instead of writing.
import { eventually, freshClusterName } from './cluster-env';
import { freshDatabase, health, signIn, startNode, type NodeProcess } from './cluster-nodes';

const TAKEOVER_MAX_MS = 10_000;
const nodes: NodeProcess[] = [];
let database: Awaited<ReturnType<typeof freshDatabase>>;
const clusterName = freshClusterName();

async function node(id: string): Promise<NodeProcess> {
  const started = await startNode({ id, databaseUrl: database.url, clusterName });
  nodes.push(started);
  return started;
}

/** The node that leads, once it also serves (its own answer names itself). */
async function leaderOf(candidates: NodeProcess[]): Promise<NodeProcess | null> {
  for (const candidate of candidates) {
    const answer = await health(candidate);
    const leader = answer?.code === 200 ? answer.body.data.shards[0]?.leader : null;
    const named = candidates.find((c) => c.id === leader);
    if (named && (await health(named))?.body.data.shards[0]?.leader === named.id) return named;
  }
  return null;
}

async function placeOrder(target: NodeProcess, token: string, clientOrderId: string) {
  const response = await fetch(target.url('/api/orders'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ symbol: 'BTCUSD', type: 'Buy', amount: 0.01, clientOrderId }),
  });
  return {
    code: response.status,
    body: (await response.json()) as { data?: { id: string }; message?: string },
  };
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  for (const started of nodes) if (started.child.exitCode === null) started.child.kill('SIGKILL');
  await Promise.all(nodes.map((started) => started.exited));
  await database.drop();
});

test('two nodes starting together: one leads, the other stands by and answers 503 in Turkish', async () => {
  const [a, b] = await Promise.all([node('node-a'), node('node-b')]);
  let leader: NodeProcess | null = null;
  await eventually('one node to lead', async () => (leader = await leaderOf([a, b])) !== null, 30_000);
  const standby = leader === a ? b : a;
  await eventually('the standby to answer health', async () => (await health(standby))?.code === 200, 30_000);
  const answer = await health(standby);
  expect(answer?.body.data.nodes).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ node: leader!.id, leads: expect.arrayContaining(['shard:0']) }),
      // The feed's and the jobs' leases are competed for apart from the shard's: either node may hold them.
      expect.objectContaining({
        node: standby.id,
        leads: expect.not.arrayContaining(['shard:0']),
        standbyFor: expect.arrayContaining(['shard:0']),
      }),
    ]),
  );
  const refused = await fetch(standby.url('/api/orders'));
  expect(refused.status).toBe(503);
  expect(await refused.json()).toMatchObject({
    status: false,
    code: 'NO_LEADER',
    message: expect.stringMatching(/tekrar deneyiniz/),
  });
}, 90_000);

test('kill -9 of the leader: the standby leads within 10 s and loses nothing acknowledged', async () => {
  const [a, b] = nodes;
  const leader = (await leaderOf([a, b]))!;
  const standby = leader === a ? b : a;
  const token = await signIn(leader);
  const placed = await placeOrder(leader, token, 'failover-1');
  expect(placed.code).toBe(200);
  leader.child.kill('SIGKILL');
  const killedAt = Date.now();
  await eventually(
    'the standby to lead',
    async () => (await leaderOf([standby]))?.id === standby.id,
    TAKEOVER_MAX_MS + 5_000,
  );
  const takeoverMs = Date.now() - killedAt;
  console.log(`takeover after kill -9: ${(takeoverMs / 1000).toFixed(1)} s`);
  expect(takeoverMs).toBeLessThan(TAKEOVER_MAX_MS);
  const again = await placeOrder(standby, await signIn(standby), 'failover-1');
  expect(again).toMatchObject({ code: 200, body: { data: { id: placed.body.data!.id } } });
}, 90_000);

test('a leader paused past its lease is deposed: the standby leads, and the old one exits on waking', async () => {
  const leader = (await leaderOf(
    nodes.filter((n) => n.child.exitCode === null && n.child.signalCode === null),
  ))!;
  const standby = await node('node-c');
  await eventually('the new node to stand by', async () => (await health(standby))?.code === 200, 30_000);
  leader.child.kill('SIGSTOP');
  const pausedAt = Date.now();
  await eventually(
    'the standby to lead',
    async () => (await leaderOf([standby]))?.id === standby.id,
    TAKEOVER_MAX_MS + 5_000,
  );
  expect(Date.now() - pausedAt).toBeLessThan(TAKEOVER_MAX_MS);
  leader.child.kill('SIGCONT');
  expect(await leader.exited).toBe(75);
  const token = await signIn(standby);
  expect((await placeOrder(standby, token, 'after-pause')).code).toBe(200);
}, 90_000);
