// Live sockets of signed-in customers through one gateway, then spread over two: messages delivered
// a second, price→client latency (published by the leader on NATS → received by the client) and the
// CPU the gateways and the engine's leader spend per delivered message (/proc, over the phase).
import type { NodeProcess } from '../../server/cluster-test/cluster-nodes';
import { ClientProcesses } from './client-processes';
import { percentile, type PriceClock } from './price-clock';
import type { IdleRates } from './idle-cpu';
import { cpuMeter } from './process-cpu';

export interface SocketsPhase {
  tokens: string[];
  gateways: NodeProcess[];
  leader: NodeProcess;
  clock: PriceClock;
  seconds: number;
  clientProcesses: number;
  idle: IdleRates;
}

const SETTLE_MS = 2_000;
const us = (value: number) => value.toFixed(2);

export async function measureSockets(phase: SocketsPhase): Promise<string> {
  const urls = phase.gateways.map((gateway) => `ws://127.0.0.1:${gateway.port}`);
  const clients = new ClientProcesses(urls, phase.tokens, phase.clientProcesses);
  try {
    await clients.ready();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    clients.reset();
    const meter = cpuMeter({
      engine: phase.leader.child.pid,
      ...Object.fromEntries(phase.gateways.map((gateway) => [gateway.id, gateway.child.pid])),
    });
    const startedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, phase.seconds * 1000));
    // The clients count up to when each reads the report command, late on a busy machine: the
    // nodes' CPU and the wall time are read then too, so all three cover the same frames.
    const report = await clients.report();
    const cpu = meter.micros();
    const elapsedS = (performance.now() - startedAt) / 1000;
    const latencies: number[] = [];
    for (const [symbol, bid, receivedAt] of report.samples) {
      const publishedAt = phase.clock.publishedAt(symbol, bid, receivedAt);
      if (publishedAt !== undefined) latencies.push(receivedAt - publishedAt);
    }
    latencies.sort((a, b) => a - b);
    const engineMicros = cpu.engine ?? 0;
    const gatewayMicros = phase.gateways.reduce((sum, gateway) => sum + (cpu[gateway.id] ?? 0), 0);
    const messages = Math.max(1, report.messages);
    const idleMicros = (phase.idle.engine + phase.idle.perGateway * phase.gateways.length) * elapsedS;
    const netMicros = Math.max(0, engineMicros + gatewayMicros - idleMicros);
    return (
      `cluster sockets/gateways: ${phase.tokens.length} sockets over ${phase.gateways.length} gateway(s), ` +
      `${Math.round(report.messages / elapsedS)} msg/s delivered, ` +
      `price→client p50 ${percentile(latencies, 0.5).toFixed(0)} ms p99 ${percentile(latencies, 0.99).toFixed(0)} ms ` +
      `(${latencies.length} samples), CPU per message ${us((engineMicros + gatewayMicros) / messages)} µs ` +
      `(engine ${us(engineMicros / messages)}, gateways ${us(gatewayMicros / messages)}; ` +
      `net of idle ${us(netMicros / messages)}); ` +
      `CPU share over ${elapsedS.toFixed(1)} s: engine ${pct(engineMicros, elapsedS)}, ` +
      `gateways ${pct(gatewayMicros, elapsedS)}, clients ${pct(report.cpuMicros, elapsedS)}`
    );
  } finally {
    clients.close();
  }
}

/** CPU micros over a wall time as a share of one core. */
export function pct(micros: number, seconds: number): string {
  return `${((micros / (seconds * 1_000_000)) * 100).toFixed(0)}% of a core`;
}
