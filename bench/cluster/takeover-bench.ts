// The takeover of an all-roles leader: each round kills the leader with kill -9 (or pauses it with
// SIGSTOP) and times until a standby answers its health as the leader that serves; then the dead
// node is started again as a standby. Prints min, median and max. On a database of its own.
import { freshClusterName } from '../../server/cluster-test/cluster-env';
import { freshDatabase, health, startNode, type NodeProcess } from '../../server/cluster-test/cluster-nodes';
import { LEASE_TTL_MS, STANDBY_POLL_MS } from '../../server/src/cluster/lease-keeper';

const GIVE_UP_MS = 30_000;

async function leaderAmong(nodes: NodeProcess[]): Promise<NodeProcess | null> {
  for (const node of nodes) {
    const answer = await health(node);
    const leader = answer?.code === 200 ? answer.body.data.shards[0]?.leader : null;
    const named = nodes.find((candidate) => candidate.id === leader);
    if (named && (await health(named))?.body.data.shards[0]?.leader === named.id) return named;
  }
  return null;
}

async function waitFor<T>(what: string, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function summary(label: string, seconds: number[]): string {
  const sorted = [...seconds].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return `${label}: min ${sorted[0].toFixed(2)} s, median ${median.toFixed(2)} s, max ${sorted.at(-1)!.toFixed(2)} s (${sorted.length} rounds)`;
}

export async function timeTakeovers(rounds: number): Promise<string[]> {
  const database = await freshDatabase();
  const clusterName = freshClusterName();
  const running: NodeProcess[] = [];
  let started = 0;
  const start = async () => {
    started += 1;
    const node = await startNode({ id: `bench-${started}`, databaseUrl: database.url, clusterName });
    running.push(node);
    return node;
  };
  try {
    await Promise.all([start(), start()]);
    const times: Record<'kill' | 'pause', number[]> = { kill: [], pause: [] };
    for (let round = 0; round < rounds; round += 1) {
      for (const way of ['kill', 'pause'] as const) {
        const alive = running.filter(
          (node) => node.child.exitCode === null && node.child.signalCode === null,
        );
        const leader = await waitFor('a leader', () => leaderAmong(alive));
        const standbys = alive.filter((node) => node !== leader);
        await waitFor('a standby', async () => ((await health(standbys[0]))?.code === 200 ? true : null));
        const at = performance.now();
        leader.child.kill(way === 'kill' ? 'SIGKILL' : 'SIGSTOP');
        await waitFor('the takeover', () => leaderAmong(standbys));
        times[way].push((performance.now() - at) / 1000);
        if (way === 'pause') leader.child.kill('SIGCONT');
        await leader.exited;
        await start();
      }
    }
    return [
      summary('engine leader takeover after kill -9', times.kill),
      summary('engine leader takeover after SIGSTOP (deposed)', times.pause),
      `lease: ${LEASE_TTL_MS / 1000} s, renewed every ${LEASE_TTL_MS / 4000} s, a standby asks every ${STANDBY_POLL_MS} ms; ` +
        'a takeover also builds the whole server from PostgreSQL',
    ];
  } finally {
    for (const node of running) if (node.child.exitCode === null) node.child.kill('SIGKILL');
    await Promise.all(running.map((node) => node.exited));
    await database.drop();
  }
}
