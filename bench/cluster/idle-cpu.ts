// The nodes' CPU with nobody connected and no command: the feed ticking, the leases, the heartbeats
// and the public stream to the gateways. Subtracted from a phase's CPU it leaves what the sockets
// or the commands cost ("net of idle").
import type { NodeProcess } from '../../server/cluster-test/cluster-nodes';
import { cpuMeter } from './process-cpu';

/** CPU micros per wall second. */
export interface IdleRates {
  engine: number;
  perGateway: number;
}

export async function measureIdle(
  leader: NodeProcess,
  gateways: NodeProcess[],
  seconds: number,
): Promise<IdleRates> {
  const meter = cpuMeter({
    engine: leader.child.pid,
    ...Object.fromEntries(gateways.map((gateway) => [gateway.id, gateway.child.pid])),
  });
  const startedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const elapsedS = (performance.now() - startedAt) / 1000;
  const cpu = meter.micros();
  const gatewayMicros = gateways.reduce((sum, gateway) => sum + (cpu[gateway.id] ?? 0), 0);
  return { engine: (cpu.engine ?? 0) / elapsedS, perGateway: gatewayMicros / gateways.length / elapsedS };
}

export function idleLine(idle: IdleRates, ticksPerSecond: number): string {
  return (
    `cluster idle (feed at ${ticksPerSecond} ticks/s, no socket): engine leader ${(idle.engine / 10_000).toFixed(0)}% ` +
    `of a core, each gateway ${(idle.perGateway / 10_000).toFixed(0)}%`
  );
}
