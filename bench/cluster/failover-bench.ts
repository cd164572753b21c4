// Failover seconds seen by customers: the engine leader killed with kill -9 (until its standby
// answers a market order through a gateway), and a gateway killed with kill -9 (until each of its
// clients, reconnected to the other gateway, has received a price).
import type { NodeProcess } from '../../server/cluster-test/cluster-nodes';
import { ENGINE_ROLES, waitFor, type BenchCluster } from './bench-cluster';
import { ClientProcesses } from './client-processes';
import { placeMarketOrder } from './commands-bench';
import { percentile } from './price-clock';

const GIVE_UP_MS = 60_000;
const RETRY_MS = 100;

export async function timeLeaderKill(
  cluster: BenchCluster,
  gateways: NodeProcess[],
  token: string,
  round: number,
): Promise<number> {
  const leader = await cluster.waitForLeader(gateways);
  const standbyId = ['engine-1', 'engine-2'].find((id) => id !== leader.id) ?? 'engine-2';
  await waitFor('the standby', () => cluster.standingBy(gateways[0], standbyId), GIVE_UP_MS);
  const killedAt = performance.now();
  leader.child.kill('SIGKILL');
  let attempt = 0;
  await waitFor(
    "the standby's answer to an order",
    async () => {
      attempt += 1;
      const answer = await placeMarketOrder(
        gateways[attempt % gateways.length],
        token,
        `failover-${round}-${attempt}`,
      );
      if (answer.code === 200) return true;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      return false;
    },
    GIVE_UP_MS,
  );
  const seconds = (performance.now() - killedAt) / 1000;
  await leader.exited;
  await cluster.start(leader.id, ENGINE_ROLES);
  return seconds;
}

export interface GatewayKill {
  lost: number;
  recoveredMs: number[];
}

export async function timeGatewayKill(
  cluster: BenchCluster,
  gateways: [NodeProcess, NodeProcess],
  tokens: string[],
  clientProcesses: number,
): Promise<GatewayKill> {
  const [victim] = gateways;
  const urls = gateways.map((gateway) => `ws://127.0.0.1:${gateway.port}`);
  const clients = new ClientProcesses(urls, tokens, clientProcesses);
  try {
    await clients.ready();
    clients.mark();
    victim.child.kill('SIGKILL');
    await victim.exited;
    const report = await waitFor(
      'every lost client to get a price on the other gateway',
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const seen = await clients.report();
        return seen.lost > 0 && seen.recoveredMs.length >= seen.lost ? seen : null;
      },
      GIVE_UP_MS,
    );
    return { lost: report.lost, recoveredMs: report.recoveredMs.sort((a, b) => a - b) };
  } finally {
    clients.close();
  }
}

export function gatewayKillLine(kill: GatewayKill): string {
  const sorted = kill.recoveredMs;
  return (
    `cluster failover/gateway kill -9: ${kill.lost} clients lost their gateway; price on the other gateway ` +
    `p50 ${(percentile(sorted, 0.5) / 1000).toFixed(2)} s, p99 ${(percentile(sorted, 0.99) / 1000).toFixed(2)} s, ` +
    `max ${((sorted.at(-1) ?? Number.NaN) / 1000).toFixed(2)} s`
  );
}

/** `failover <what>: <median> s (…; runs …)`, the summary line of one kind of failover. */
export function failoverLine(what: string, seconds: number[], how: string): string {
  if (seconds.length === 0) return `failover ${what}: not measured`;
  const sorted = [...seconds].sort((a, b) => a - b);
  const runs = seconds.map((value) => value.toFixed(2)).join(', ');
  return `failover ${what}: ${percentile(sorted, 0.5).toFixed(2)} s (${how}; runs ${runs} s)`;
}
