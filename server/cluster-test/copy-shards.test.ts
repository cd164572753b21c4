// Copy trading across two engine shards (ENGINE_SHARDS=2), with real node processes on one
// PostgreSQL and NATS: a trader whose account is in shard 0 and a follower in shard 1. The trader's
// market order opens the follower's copy and the trader's close closes it, each through a batch
// that shard 0's leader sends shard 1's leader. `kill -9` of shard 1's leader between two trader
// orders: the batch of the order placed while shard 1 has no leader is retried until its standby
// leads, and afterwards PostgreSQL holds exactly one copied order per trader order, none twice
// (SCALING.md guarantee 7 across a failover). Last, a second follower in shard 1 follows with
// copyOpenTrades: the trader's open position (shard 0's) is copied at once, and closes with it.
import pg from 'pg';
import { shardOf } from '../src/cluster/shard-rule';
import { eventually, freshClusterName } from './cluster-env';
import {
  freshDatabase,
  health,
  isAlive,
  registerCustomer,
  shardSwitches,
  startNode,
  type NodeProcess,
} from './cluster-nodes';

const SHARDS = 2;
/** As in shards.test.ts: a busy machine must not depose a leader that is only slow. */
const LEASE_MS = 15_000;
/** The lease's life plus the standby's build of the shard's server on a loaded machine. */
const TAKEOVER_MAX_MS = LEASE_MS + 90_000;
/** A copy follows its trader within this long once both shards have a leader (batches, retries). */
const MIRROR_MAX_MS = 60_000;
const nodes: NodeProcess[] = [];
let database: Awaited<ReturnType<typeof freshDatabase>>;
let sql: pg.Client;
const clusterName = freshClusterName();

interface Customer {
  token: string;
  userId: string;
  accountId: string;
}

async function node(id: string, roles: string, shardIds?: string): Promise<NodeProcess> {
  const env = shardSwitches(SHARDS, LEASE_MS, shardIds);
  const started = await startNode({ id, databaseUrl: database.url, clusterName, roles, env });
  nodes.push(started);
  return started;
}

async function call(gateway: NodeProcess, token: string, method: string, url: string, payload?: object) {
  const response = await fetch(gateway.url(url), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  return { code: response.status, body: (await response.json()) as { data?: unknown; code?: string } };
}

/** A call that must succeed: a 503 (a leader's answer missed the deadline) is tried again. */
async function surely(gateway: NodeProcess, token: string, method: string, url: string, payload?: object) {
  let answer = await call(gateway, token, method, url, payload);
  for (let attempt = 1; answer.code === 503 && attempt < 6; attempt += 1)
    answer = await call(gateway, token, method, url, payload);
  if (answer.code !== 200) throw new Error(`${method} ${url}: ${answer.code} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

async function register(gateway: NodeProcess, index: number): Promise<Customer> {
  const token = await registerCustomer(gateway, 'copy', '+90544', index);
  const profile = (await surely(gateway, token, 'GET', '/api/users/profile')) as {
    id: string;
    accountId: string;
  };
  return { token, userId: profile.id, accountId: profile.accountId };
}

/** A new customer whose account is in `shard`, signed up from `firstIndex` on until one is. */
async function customerOfShard(gateway: NodeProcess, shard: number, firstIndex: number): Promise<Customer> {
  for (let index = firstIndex; index < firstIndex + 40; index += 1) {
    const customer = await register(gateway, index);
    if (shardOf(customer.accountId, SHARDS) === shard) return customer;
  }
  throw new Error(`no customer of shard ${shard} in 40 sign-ups`);
}

/** A customer whose (practice) account is in each shard, signed up until both are found. */
async function customersOfEachShard(gateway: NodeProcess): Promise<Customer[]> {
  const found = new Map<number, Customer>();
  for (let index = 1; found.size < SHARDS && index <= 40; index += 1) {
    const customer = await register(gateway, index);
    if (!found.has(shardOf(customer.accountId, SHARDS)))
      found.set(shardOf(customer.accountId, SHARDS), customer);
  }
  return Array.from({ length: SHARDS }, (_, shard) => found.get(shard)!);
}

/** The follower's copied orders, with the trader order each copies (from the copy links). */
async function copiedOrders(copyId: string) {
  const result = await sql.query<{ id: string; status: string; trader_order_id: string | null }>(
    `SELECT o.id::text AS id, o.status, l.trader_order_id::text AS trader_order_id
     FROM orders o LEFT JOIN copy_links l ON l.copy_id = o.copy_id AND l.follower_order_id = o.id
     WHERE o.copy_id = $1 AND o.source_id IS NULL ORDER BY o.id`,
    [copyId],
  );
  return result.rows;
}

const copyOf = async (trader: Customer, follower: Customer): Promise<string> =>
  (
    await sql.query<{ id: string }>('SELECT id FROM copies WHERE trader_id = $1 AND account_id = $2', [
      trader.userId,
      follower.accountId,
    ])
  ).rows[0].id;

let gateway: NodeProcess;
let trader: Customer;
let follower: Customer;
let copyId: string;
const engines = new Map<string, NodeProcess>();

beforeAll(async () => {
  database = await freshDatabase();
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 30_000);
afterAll(async () => {
  if (process.env.SHARDS_TEST_OUTPUT)
    for (const started of nodes) console.log(started.id, started.output.join(''));
  for (const started of nodes) if (isAlive(started)) started.child.kill('SIGKILL');
  await Promise.all(nodes.map((started) => started.exited));
  await sql?.end();
  await database.drop();
});

async function placeAsTrader(clientOrderId: string): Promise<string> {
  const order = (await surely(gateway, trader.token, 'POST', '/api/orders', {
    symbol: 'BTCUSD',
    type: 'Buy',
    amount: 0.2,
    clientOrderId,
  })) as { id: string };
  return order.id;
}

async function closeAsTrader(orderId: string): Promise<void> {
  await surely(gateway, trader.token, 'PUT', '/api/orders/close', { id: orderId });
}

/** Each copied order as `<trader order>:<status>` (the follower's ids are not known ahead). */
const copiesSeen = async () =>
  (await copiedOrders(copyId)).map((row) => `${row.trader_order_id}:${row.status}`);

async function copiesReach(what: string, expected: string[], ms = MIRROR_MAX_MS): Promise<void> {
  let seen: string[] = [];
  await eventually(
    what,
    async () => {
      seen = await copiesSeen();
      return JSON.stringify(seen) === JSON.stringify(expected);
    },
    ms,
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}; last seen ${JSON.stringify(seen)}`);
  });
}

test('a trader in shard 0 and a follower in shard 1, each shard led', async () => {
  engines.set('0-leader', await node('shard0-a', 'engine,feed,jobs', '0'));
  engines.set('1-leader', await node('shard1-a', 'engine', '1'));
  gateway = await node('gateway-1', 'gateway');
  await eventually(
    'both shards, the feed and the jobs to have a leader',
    async () => {
      return (await health(gateway))?.code === 200;
    },
    240_000,
  );
  engines.set('1-standby', await node('shard1-b', 'engine', '1'));
  await eventually(
    'shard 1 standby to stand by',
    async () =>
      (await health(gateway))?.body.data.nodes.some(
        (view) => view.node === 'shard1-b' && view.standbyFor.includes('shard:1'),
      ) === true,
    120_000,
  );
  [trader, follower] = await customersOfEachShard(gateway);
  await surely(gateway, trader.token, 'PUT', '/api/traders/me', {
    allowCopiers: true,
    displayName: 'Ece Demir',
    bio: 'Kısa vadeli işlemler.',
  });
  await surely(gateway, follower.token, 'POST', '/api/traders/follow', { id: trader.userId, size: 1_000 });
  copyId = await copyOf(trader, follower);
}, 480_000);

const traderOrders: string[] = [];

test('the trader’s order opens the follower’s copy on the other shard; its close closes it', async () => {
  const first = await placeAsTrader('copy-1');
  traderOrders.push(first);
  await copiesReach('the copy of the first order to open', [`${first}:open`]);
  await closeAsTrader(first);
  await copiesReach('the copy of the first order to close', [`${first}:closed`]);
}, 180_000);

test(
  'kill -9 of the follower shard’s leader between two trader orders: every copy exactly once',
  async () => {
    const second = await placeAsTrader('copy-2');
    traderOrders.push(second);
    const [first] = traderOrders;
    await copiesReach('the copy of the second order to open', [`${first}:closed`, `${second}:open`]);
    engines.get('1-leader')!.child.kill('SIGKILL');
    // Shard 0 decides the trader's order at once; its batch for shard 1 waits for shard 1's standby.
    const third = await placeAsTrader('copy-3');
    traderOrders.push(third);
    await eventually(
      'shard 1 standby to lead',
      async () => (await health(gateway))?.body.data.shards[1].leader === 'shard1-b',
      TAKEOVER_MAX_MS,
    );
    await copiesReach(
      'the copy of the order placed during the takeover to open',
      [`${first}:closed`, `${second}:open`, `${third}:open`],
      TAKEOVER_MAX_MS,
    );
    const fourth = await placeAsTrader('copy-4');
    traderOrders.push(fourth);
    for (const orderId of [second, third, fourth]) await closeAsTrader(orderId);
    await copiesReach(
      'every copy to close',
      traderOrders.map((orderId) => `${orderId}:closed`),
    );
    // Exactly once: one copy link per trader order, each with its follower order; no other copied order.
    const links = await sql.query<{ trader_order_id: string; follower_order_id: string | null }>(
      `SELECT trader_order_id::text AS trader_order_id, follower_order_id::text AS follower_order_id
     FROM copy_links WHERE copy_id = $1 ORDER BY trader_order_id`,
      [copyId],
    );
    expect(links.rows.map((link) => link.trader_order_id)).toEqual([...traderOrders].sort());
    expect(links.rows.every((link) => link.follower_order_id !== null)).toBe(true);
    const copied = await sql.query<{ count: string }>(
      'SELECT count(*) AS count FROM orders WHERE copy_id = $1 AND source_id IS NULL',
      [copyId],
    );
    expect(Number(copied.rows[0].count)).toBe(traderOrders.length);
  },
  TAKEOVER_MAX_MS + 4 * MIRROR_MAX_MS,
);

test(
  'a follow with copyOpenTrades onto the other shard’s trader copies its open position',
  async () => {
    const open = await placeAsTrader('copy-5');
    await copiesReach('the first follower’s copy of the open order', [
      ...traderOrders.map((orderId) => `${orderId}:closed`),
      `${open}:open`,
    ]);
    const second = await customerOfShard(gateway, 1, 41);
    await surely(gateway, second.token, 'POST', '/api/traders/follow', {
      id: trader.userId,
      size: 1_000,
      copyOpenTrades: true,
    });
    const secondCopy = await copyOf(trader, second);
    const seenOf = async () =>
      (await copiedOrders(secondCopy)).map((row) => `${row.trader_order_id}:${row.status}`).join(',');
    // The follow answers once the copies are committed; polled all the same (a 503 retried).
    await eventually(
      'the trader’s open position copied by the follow',
      async () => (await seenOf()) === `${open}:open`,
      MIRROR_MAX_MS,
    );
    await closeAsTrader(open);
    await eventually(
      'the copy opened by the follow to close with the trader',
      async () => (await seenOf()) === `${open}:closed`,
      MIRROR_MAX_MS,
    );
    await copiesReach(
      'the first follower’s copy to close',
      [...traderOrders, open].map((orderId) => `${orderId}:closed`),
    );
  },
  4 * MIRROR_MAX_MS,
);
