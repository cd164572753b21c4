// Guarantee 3 of SCALING.md with real node processes: the limits are counted in the cluster's
// PostgreSQL, not in a process. Reset mails asked on the leader still count once that leader is
// killed and the standby serves; the sockets a killed gateway held stop counting once their rows
// lapse (SOCKET_SLOT_TTL_MS), so its customers' reconnections are admitted elsewhere.
import WebSocket from 'ws';
import { CLOSE_TOO_MANY_SOCKETS } from '../../contract/live';
import { SOCKET_SLOT_TTL_MS } from '../src/cluster/pg-socket-slots';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limit';
import { SOCKETS_PER_TOKEN_MAX } from '../src/config';
import { eventually, freshClusterName } from './cluster-env';
import { freshDatabase, health, signIn, startNode, type NodeProcess } from './cluster-nodes';

const nodes: NodeProcess[] = [];
const sockets: WebSocket[] = [];
let database: Awaited<ReturnType<typeof freshDatabase>>;
const clusterName = freshClusterName();

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  for (const started of nodes) if (started.child.exitCode === null) started.child.kill('SIGKILL');
  await Promise.all(nodes.map((started) => started.exited));
  await database.drop();
});

async function leaderOf(candidates: NodeProcess[]): Promise<NodeProcess | null> {
  for (const candidate of candidates) {
    const leader = (await health(candidate))?.body.data.shards[0]?.leader;
    const named = candidates.find((c) => c.id === leader);
    if (named && (await health(named))?.code === 200) return named;
  }
  return null;
}

function forgot(target: NodeProcess) {
  return fetch(target.url('/api/users/forgot-password'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'mailbox@example.com' }),
  }).then((response) => response.status);
}

/** 'open' when the socket is still open after a moment, else its close code. */
function socketOutcome(target: NodeProcess, token: string): Promise<number | 'open'> {
  const socket = new WebSocket(`ws://127.0.0.1:${target.port}/websocket?auth=${token}`);
  sockets.push(socket);
  socket.on('error', () => undefined);
  return new Promise((resolve) => {
    socket.on('close', (code) => resolve(code));
    setTimeout(() => resolve(socket.readyState === WebSocket.OPEN ? 'open' : -1), 1_000);
  });
}

test('limits hold across the nodes: counts survive the leader, a dead gateway’s sockets lapse', async () => {
  const [a, b] = await Promise.all(
    ['limits-a', 'limits-b'].map((id) =>
      startNode({ id, databaseUrl: database.url, clusterName }).then((n) => (nodes.push(n), n)),
    ),
  );
  let leader: NodeProcess | null = null;
  // Generous: on a loaded machine two nodes migrating and building the server take a while.
  await eventually('one node to lead', async () => (leader = await leaderOf([a!, b!])) !== null, 90_000);
  const first = leader!;
  const second = first === a ? b! : a!;
  await eventually('the standby to answer', async () => (await health(second)) !== null, 30_000);

  const mails = DEFAULT_RATE_LIMITS.forgotPasswordPerEmail.hitsMax;
  for (let index = 0; index < mails - 1; index += 1) expect(await forgot(first)).toBe(200);
  const token = await signIn(first);
  const opened = await Promise.all(
    Array.from({ length: SOCKETS_PER_TOKEN_MAX }, () => socketOutcome(first, token)),
  );
  expect(opened.every((outcome) => outcome === 'open')).toBe(true);
  expect(await socketOutcome(first, token)).toBe(CLOSE_TOO_MANY_SOCKETS);

  first.child.kill('SIGKILL');
  const killedAt = Date.now();
  // Its takeover time is failover.test.ts's to hold; here only what it counts afterwards matters.
  await eventually(
    'the standby to lead',
    async () => (await leaderOf([second]))?.id === second.id,
    60_000,
  ).catch((error: unknown) => {
    console.log(second.output.join(''));
    throw error;
  });
  // The mailbox had one mail left in the window, on whichever node asks.
  expect(await forgot(second)).toBe(200);
  expect(await forgot(second)).toBe(429);
  // The killed node's socket rows count until they lapse, then its customer is admitted here.
  await eventually(
    'the dead gateway’s sockets to lapse',
    async () => (await socketOutcome(second, token)) === 'open',
    SOCKET_SLOT_TTL_MS + 10_000,
  );
  console.log(
    `a socket of the killed gateway's token admitted ${((Date.now() - killedAt) / 1000).toFixed(1)} s after kill -9`,
  );
  const more = await Promise.all(
    Array.from({ length: SOCKETS_PER_TOKEN_MAX }, () => socketOutcome(second, token)),
  );
  expect(more.filter((outcome) => outcome === 'open')).toHaveLength(SOCKETS_PER_TOKEN_MAX - 1);
  expect(more.filter((outcome) => outcome === CLOSE_TOO_MANY_SOCKETS)).toHaveLength(1);
}, 200_000);
