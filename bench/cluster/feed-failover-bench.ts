// The feed's failover as customers see it: one signed-in socket on each gateway; the feed's leader
// (a feed-only node) killed with kill -9; timed until every socket has received a price again
// from the feed-only standby. The dead node is started again as the next round's standby.
import type { LiveMessage } from '../../contract/live';
import type { NodeProcess } from '../../server/cluster-test/cluster-nodes';
import { connectLive, type LiveTestClient } from '../../server/test/live/live-client';
import { FEED_ROLES, waitFor, type BenchCluster } from './bench-cluster';

const GIVE_UP_MS = 60_000;
/** A frame already on its way when the leader died is not a resumed price. */
const IN_FLIGHT_MS = 200;

const isPrice = (message: LiveMessage) => message.type === 'price';

function pricedSince(sockets: LiveTestClient[], from: number[]): boolean {
  return sockets.every((socket, index) => socket.messages().slice(from[index]).some(isPrice));
}

export async function timeFeedKill(
  cluster: BenchCluster,
  gateways: NodeProcess[],
  token: string,
): Promise<number> {
  const sockets = gateways.map((gateway) => connectLive(`ws://127.0.0.1:${gateway.port}`, `?auth=${token}`));
  try {
    const leader = await waitFor('a feed leader', () => cluster.leaderOf('feed', gateways), GIVE_UP_MS);
    const standbyId = cluster.feedIds.find((id) => id !== leader.id) ?? '';
    await waitFor('the feed standby', () => cluster.standingBy(gateways[0], standbyId, 'feed'), GIVE_UP_MS);
    const zeros = sockets.map(() => 0);
    await waitFor('prices on every socket', async () => pricedSince(sockets, zeros), GIVE_UP_MS);
    const killedAt = performance.now();
    leader.child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_MS));
    const from = sockets.map((socket) => socket.messages().length);
    await waitFor('prices again on every socket', async () => pricedSince(sockets, from), GIVE_UP_MS);
    const seconds = (performance.now() - killedAt) / 1000;
    await leader.exited;
    await cluster.start(leader.id, FEED_ROLES);
    return seconds;
  } finally {
    for (const socket of sockets) socket.close();
  }
}
