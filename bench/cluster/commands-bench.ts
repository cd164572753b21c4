// Commands per second on the one shard: K customers each place a market order through a gateway
// and close it, again and again for T seconds. Counts acknowledged commands (placements and
// closes answered 200), their latency through the gateway and the leader, and the CPU the leader
// and the gateways spend per command.
import type { NodeProcess } from '../../server/cluster-test/cluster-nodes';
import { percentile } from './price-clock';
import type { IdleRates } from './idle-cpu';
import { cpuMeter } from './process-cpu';
import { pct } from './sockets-bench';

export interface CommandsPhase {
  tokens: string[];
  gateways: NodeProcess[];
  leader: NodeProcess;
  seconds: number;
  idle: IdleRates;
}

interface Answer {
  code: number;
  id?: string;
}

export async function sendCommand(
  gateway: NodeProcess,
  token: string,
  method: 'POST' | 'PUT',
  pathname: string,
  body: object,
): Promise<Answer> {
  try {
    const response = await fetch(gateway.url(pathname), {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json()) as { data?: { id?: string } };
    return { code: response.status, id: answer.data?.id };
  } catch {
    return { code: 0 };
  }
}

export const placeMarketOrder = (gateway: NodeProcess, token: string, clientOrderId: string) =>
  sendCommand(gateway, token, 'POST', '/api/orders', {
    symbol: 'BTCUSD',
    type: 'Buy',
    amount: 0.01,
    clientOrderId,
  });

export async function measureCommands(phase: CommandsPhase): Promise<string> {
  const latencies: number[] = [];
  const refusals = new Map<number, number>();
  const meter = cpuMeter({
    engine: phase.leader.child.pid,
    ...Object.fromEntries(phase.gateways.map((gateway) => [gateway.id, gateway.child.pid])),
  });
  const startedAt = performance.now();
  const endsAt = startedAt + phase.seconds * 1000;
  const timed = async (send: () => Promise<Answer>): Promise<Answer> => {
    const at = performance.now();
    const answer = await send();
    if (answer.code === 200) latencies.push(performance.now() - at);
    else refusals.set(answer.code, (refusals.get(answer.code) ?? 0) + 1);
    return answer;
  };
  await Promise.all(
    phase.tokens.map(async (token, index) => {
      const gateway = phase.gateways[index % phase.gateways.length];
      for (let round = 0; performance.now() < endsAt; round += 1) {
        const placed = await timed(() => placeMarketOrder(gateway, token, `bench-${index}-${round}`));
        if (placed.id === undefined) continue;
        await timed(() => sendCommand(gateway, token, 'PUT', '/api/orders/close', { id: placed.id }));
      }
    }),
  );
  const elapsedS = (performance.now() - startedAt) / 1000;
  const cpu = meter.micros();
  latencies.sort((a, b) => a - b);
  const acked = Math.max(1, latencies.length);
  const engineMicros = cpu.engine ?? 0;
  const gatewayMicros = phase.gateways.reduce((sum, gateway) => sum + (cpu[gateway.id] ?? 0), 0);
  const netEngine = Math.max(0, engineMicros - phase.idle.engine * elapsedS);
  const netGateways = Math.max(0, gatewayMicros - phase.idle.perGateway * phase.gateways.length * elapsedS);
  const failed = [...refusals].map(([code, count]) => `${count}×${code}`).join(', ') || 'none';
  return (
    `cluster commands/shard: ${phase.tokens.length} clients over ${phase.gateways.length} gateway(s) for ` +
    `${elapsedS.toFixed(1)} s, ${(latencies.length / elapsedS).toFixed(1)} acked/s (market place + close), ` +
    `p50 ${percentile(latencies, 0.5).toFixed(0)} ms p99 ${percentile(latencies, 0.99).toFixed(0)} ms, ` +
    `not acked: ${failed}; CPU per command: engine leader ${(engineMicros / acked).toFixed(0)} µs, ` +
    `gateways ${(gatewayMicros / acked).toFixed(0)} µs (net of idle: engine ${(netEngine / acked).toFixed(0)} µs, ` +
    `gateways ${(netGateways / acked).toFixed(0)} µs); CPU share: engine ${pct(engineMicros, elapsedS)}, ` +
    `gateways ${pct(gatewayMicros, elapsedS)}`
  );
}
