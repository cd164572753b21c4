// Guarantee 7 across a failover, on real node processes: an order filled on a leader that is
// killed (`kill -9`) as soon as it has answered still produces exactly one notification. The
// order's event was written to the outbox in the order's transaction; whatever the dead leader had
// relayed or applied, the new leader's relay sends the rest (the stream drops ids it has) and its
// durable consumer skips what processed_events says was applied.
import pg from 'pg';
import { CONSUMER_ACK_WAIT_MS } from '../src/cluster/durable-consumers';
import { eventually, freshClusterName } from './cluster-env';
import { freshDatabase, health, signIn, startNode, type NodeProcess } from './cluster-nodes';

const nodes: NodeProcess[] = [];
let database: Awaited<ReturnType<typeof freshDatabase>>;
let sql: pg.Client;
const clusterName = freshClusterName();

async function leading(candidate: NodeProcess): Promise<boolean> {
  return (await health(candidate))?.body.data.shards[0]?.leader === candidate.id;
}

async function count(query: string, params: unknown[] = []): Promise<number> {
  const result = await sql.query<{ n: number }>(query, params);
  return Number(result.rows[0].n);
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  for (const started of nodes) if (started.child.exitCode === null) started.child.kill('SIGKILL');
  await Promise.all(nodes.map((started) => started.exited));
  await sql?.end();
  await database.drop();
});

test('an order filled on a leader killed right after it answered gets exactly one notification', async () => {
  const [a, b] = await Promise.all(
    ['outbox-a', 'outbox-b'].map((id) => startNode({ id, databaseUrl: database.url, clusterName })),
  );
  nodes.push(a, b);
  let leader: NodeProcess | null = null;
  await eventually(
    'one node to lead',
    async () => {
      for (const candidate of [a, b]) if (await leading(candidate)) leader = candidate;
      return leader !== null;
    },
    60_000,
  ).catch((error: unknown) => {
    for (const started of [a, b]) console.log(started.id, started.child.exitCode, started.output.join(''));
    throw error;
  });
  const standby = leader === a ? b : a;
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  // The leader's apps change places once it leads: a sign-in on the closing one is tried again.
  let token = '';
  await eventually('a sign-in on the leader', async () => {
    token = await signIn(leader!).catch(() => '');
    return token !== '';
  });
  const filled =
    "SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'demo@example.com' AND n.kind = 'order.filled'";
  const before = await count(filled);
  const response = await fetch(leader!.url('/api/orders'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ symbol: 'BTCUSD', type: 'Buy', amount: 0.01, clientOrderId: 'outbox-failover' }),
  });
  leader!.child.kill('SIGKILL');
  expect(response.status).toBe(200);
  const orderId = ((await response.json()) as { data: { id: string } }).data.id;
  expect(
    await count(
      "SELECT count(*)::int AS n FROM event_outbox WHERE event->>'type' = 'order.opened' AND event->'position'->>'id' = $1",
      [orderId],
    ),
  ).toBe(1);
  await eventually('the standby to lead', () => leading(standby), 30_000).catch((error: unknown) => {
    console.log(standby.id, standby.child.exitCode, standby.output.join(''));
    throw error;
  });
  // When the dead leader had already relayed the event and its consumer held the message unacknowledged,
  // JetStream hands it to the new leader only once the ack wait has passed (a CI run saw this once).
  await eventually(
    'the notification to be stored',
    async () => (await count(filled)) > before,
    CONSUMER_ACK_WAIT_MS + 20_000,
  );
  await eventually(
    'every outbox row to be relayed',
    async () => (await count('SELECT count(*)::int AS n FROM event_outbox WHERE relayed_at IS NULL')) === 0,
  );
  // Long enough for any message the dead leader held unacknowledged to come back (ack wait 30 s
  // would be too long for a test; a redelivery inside this window would show as a second row).
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect((await count(filled)) - before).toBe(1);
}, 180_000);
