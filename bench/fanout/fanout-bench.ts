// The fan-out bench: the engine of the default workload (10,000 accounts, 100,000 positions) behind
// the real live plugin, with N `ws` clients in one or more other processes, ticks driven at a
// steady rate for a fixed time. Run with the sockets in the engine's process (LiveHub) or in
// gateway processes (FanoutHub). Measures the ticks the engine applied of those asked,
// tick-to-client latency, the messages delivered, and the server's CPU time (the engine's process
// plus its gateways) per delivered message, the figure the cluster's capacity model uses.
import { buildTicks, DEFAULT_WORKLOAD } from '../engine/engine-workload';
import {
  cpuMicrosNow,
  DrainProbe,
  driveTicks,
  latenciesOf,
  percentile,
  serveSockets,
  wireEngine,
} from '../support/socket-workload';
import { FanoutHub } from '../../server/src/live/fanout-hub';
import { LiveHub } from '../../server/src/live/live-hub';
import { LoopDelayWindow, type LoopDelay } from '../../server/src/live/loop-delay';
import { ClientProcesses } from './client-processes';

export interface FanoutBenchOptions {
  clients: number;
  /** How many processes the clients are spread over. */
  clientProcesses: number;
  /** 0: the sockets in the engine's process; N: in N gateway processes. */
  gateways: number;
  ticksPerSecond: number;
  durationMs: number;
}

export interface FanoutBenchResult extends FanoutBenchOptions {
  ticksApplied: number;
  elapsedMs: number;
  messagesPerSecond: number;
  framesPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencySamples: number;
  /** CPU of the engine's process and of the gateways over the measured phase, in ms. */
  serverCpuMs: number;
  gatewayCpuMs: number;
  /** The clients' processes, to see whether they, not the server, were the bottleneck. */
  clientCpuMs: number;
  cpuMicrosPerMessage: number;
  /** The engine's process's part of it (the part that does not scale out with gateways). */
  engineCpuMicrosPerMessage: number;
  /**
   * The engine's process's CPU per tick it applied, in ms: what bounds its tick rate on a core of
   * its own, whatever share of the machine it got in this run.
   */
  engineCpuMsPerTick: number;
  /**
   * Its parts: the drains (the engine's drain and trading's publishes, one per flush interval) and
   * the rest (ticks, prices, shipping to the gateways, the IPC channel, timers, GC outside a drain).
   */
  drainsPerSecond: number;
  drainCpuMsPerTick: number;
  otherCpuMsPerTick: number;
  /** Flushes skipped because a client's socket held over 1 MB unsent: the clients were behind. */
  flushesSkipped: number;
  /** Publish batches the gateways replayed, and their mean lag from sent to replayed. */
  batches: number;
  batchLagMsMean: number;
  /** The probe of a batch's way, each a mean per batch in ms (gateway mode only). */
  probe: BatchProbe;
  /** Event-loop delay over the measured phase: the engine's process, and the worst gateway. */
  engineLoopDelay: LoopDelay;
  gatewayLoopDelay: LoopDelay;
  /** The clients' processes' CPU per message they received (their share of the machine). */
  clientCpuMicrosPerMessage: number;
}

export interface BatchProbe {
  /** In the engine's process: the oldest publish's wait for room, and building and sending. */
  waitMs: number;
  buildMs: number;
  kiloChars: number;
  /** In the gateway: sent to received, then the replay into its hub. */
  transferMs: number;
  replayMs: number;
  /** The gateway's timer flushes: the share of wall time its loop spent writing frames. */
  flushBusyShare: number;
  sliceFlushMsMean: number;
}

const LATENCY_SYMBOL = 'EURUSD';
const CONNECT_BATCH = 100;
const SETTLE_MS = 300;
/** One client in this many records latency samples (all of them count messages). */
const SAMPLE_EVERY = 10;

const cpuMicros = cpuMicrosNow;

const GATEWAY_FIELDS = [
  'cpuMicros',
  'flushesSkipped',
  'batches',
  'batchLagMsTotal',
  'batchTransferMsTotal',
  'batchReplayMsTotal',
  'sliceFlushes',
  'sliceFlushMsTotal',
] as const;
const SHIP_FIELDS = ['shipped', 'waitMsTotal', 'buildMsTotal', 'chars'] as const;
type GatewayTotals = Record<(typeof GATEWAY_FIELDS)[number] | (typeof SHIP_FIELDS)[number], number>;

function sumOf<Field extends string>(
  rows: readonly Record<Field, number>[],
  fields: readonly Field[],
): Record<Field, number> {
  const totals = {} as Record<Field, number>;
  for (const field of fields) {
    let total = 0;
    for (const row of rows) total += row[field];
    totals[field] = total;
  }
  return totals;
}

type Totals = GatewayTotals & { loopDelay: LoopDelay };

/** Sums the gateways' counters; their loop delay (since the previous call) is the worst one's. */
async function gatewayTotals(hub: LiveHub): Promise<Totals> {
  if (!(hub instanceof FanoutHub)) {
    const none = sumOf<string>([], [...GATEWAY_FIELDS, ...SHIP_FIELDS]) as GatewayTotals;
    return { ...none, flushesSkipped: hub.getStats().flushesSkipped, loopDelay: { p99Ms: 0, maxMs: 0 } };
  }
  const stats = await hub.gatewayStats();
  const loopDelay = {
    p99Ms: Math.max(0, ...stats.map((gateway) => gateway.loopDelayP99Ms)),
    maxMs: Math.max(0, ...stats.map((gateway) => gateway.loopDelayMaxMs)),
  };
  return { ...sumOf(stats, GATEWAY_FIELDS), ...sumOf(hub.shipStats(), SHIP_FIELDS), loopDelay };
}

function probeOf(
  before: GatewayTotals,
  after: GatewayTotals,
  windowMs: number,
  gateways: number,
): BatchProbe {
  const delta = (field: keyof GatewayTotals) => after[field] - before[field];
  const perShipped = (field: keyof GatewayTotals) => delta(field) / Math.max(1, delta('shipped'));
  const perBatch = (field: keyof GatewayTotals) => delta(field) / Math.max(1, delta('batches'));
  return {
    waitMs: perShipped('waitMsTotal'),
    buildMs: perShipped('buildMsTotal'),
    kiloChars: perShipped('chars') / 1000,
    transferMs: perBatch('batchTransferMsTotal'),
    replayMs: perBatch('batchReplayMsTotal'),
    flushBusyShare: delta('sliceFlushMsTotal') / Math.max(1, windowMs * gateways),
    sliceFlushMsMean: delta('sliceFlushMsTotal') / Math.max(1, delta('sliceFlushes')),
  };
}

export async function runFanoutBench(options: FanoutBenchOptions): Promise<FanoutBenchResult> {
  const workload = DEFAULT_WORKLOAD;
  const ticks = buildTicks({
    ...workload,
    ticks: Math.ceil((options.ticksPerSecond * options.durationMs) / 1000),
  });
  const hub = options.gateways > 0 ? new FanoutHub({ processes: options.gateways }) : new LiveHub();
  const probe = new DrainProbe();
  const marketData = wireEngine(workload, ticks, hub, probe);
  const { app, url } = await serveSockets(hub);
  const clients = new ClientProcesses({
    url,
    clients: options.clients,
    processes: options.clientProcesses,
    latencySymbol: LATENCY_SYMBOL,
    connectBatch: CONNECT_BATCH,
    sampleEvery: SAMPLE_EVERY,
  });
  await clients.ready();
  clients.reset();

  const before = await gatewayTotals(hub);
  const engineLoop = new LoopDelayWindow();
  const cpuBefore = cpuMicros();
  const drainsBefore = { drains: probe.drains, cpuMicros: probe.cpuMicros };
  const driven = await driveTicks(ticks, { ...options, latencySymbol: LATENCY_SYMBOL }, (tick) =>
    marketData.publishTick(tick),
  );
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const serverCpuMicros = cpuMicros() - cpuBefore;
  const drains = probe.drains - drainsBefore.drains;
  const drainCpuMicros = probe.cpuMicros - drainsBefore.cpuMicros;
  const engineLoopDelay = engineLoop.take();
  engineLoop.stop();
  const after = await gatewayTotals(hub);
  const report = await clients.report();
  clients.close();
  await app.close();

  const sorted = latenciesOf(report.samples, driven.appliedAtMs);
  const windowMs = driven.elapsedMs + SETTLE_MS;
  const gatewayCpuMicros = after.cpuMicros - before.cpuMicros;
  return {
    ...options,
    ticksApplied: driven.applied,
    elapsedMs: driven.elapsedMs,
    messagesPerSecond: (report.messages / windowMs) * 1000,
    framesPerSecond: (report.frames / windowMs) * 1000,
    latencyP50Ms: percentile(sorted, 0.5),
    latencyP99Ms: percentile(sorted, 0.99),
    latencySamples: sorted.length,
    serverCpuMs: serverCpuMicros / 1000,
    gatewayCpuMs: gatewayCpuMicros / 1000,
    clientCpuMs: report.cpuMicros / 1000,
    flushesSkipped: after.flushesSkipped - before.flushesSkipped,
    cpuMicrosPerMessage: (serverCpuMicros + gatewayCpuMicros) / Math.max(1, report.messages),
    engineCpuMicrosPerMessage: serverCpuMicros / Math.max(1, report.messages),
    engineCpuMsPerTick: serverCpuMicros / 1000 / Math.max(1, driven.applied),
    drainsPerSecond: (drains / windowMs) * 1000,
    drainCpuMsPerTick: drainCpuMicros / 1000 / Math.max(1, driven.applied),
    otherCpuMsPerTick: (serverCpuMicros - drainCpuMicros) / 1000 / Math.max(1, driven.applied),
    batches: after.batches - before.batches,
    batchLagMsMean:
      (after.batchLagMsTotal - before.batchLagMsTotal) / Math.max(1, after.batches - before.batches),
    probe: probeOf(before, after, windowMs, options.gateways),
    engineLoopDelay,
    gatewayLoopDelay: after.loopDelay,
    clientCpuMicrosPerMessage: report.cpuMicros / Math.max(1, report.messages),
  };
}

export function formatFanoutBench(result: FanoutBenchResult): string {
  const n = (value: number) => Math.round(value).toLocaleString('en-US');
  const where = result.gateways > 0 ? `${result.gateways} gateway process(es)` : "the engine's process";
  const seconds = result.elapsedMs / 1000;
  return [
    `fan-out: ${n(result.clients)} sockets in ${where}, clients in ${result.clientProcesses} other process(es)`,
    `  engine ticks applied/s: ${n(result.ticksApplied / seconds)} of ${n(result.ticksPerSecond)} asked`,
    `  tick-to-client latency: p50 ${result.latencyP50Ms.toFixed(1)} ms, p99 ${result.latencyP99Ms.toFixed(1)} ms (${n(result.latencySamples)} samples)`,
    `  messages delivered/s: ${n(result.messagesPerSecond)} (${n(result.framesPerSecond)} frames/s)`,
    `  server CPU: engine's process ${n(result.serverCpuMs / seconds / 10)}% of a core, gateways ${n(result.gatewayCpuMs / seconds / 10)}%; clients' processes ${n(result.clientCpuMs / seconds / 10)}%`,
    `  server CPU per delivered message: ${result.cpuMicrosPerMessage.toFixed(2)} µs (engine's process ${result.engineCpuMicrosPerMessage.toFixed(2)} µs)`,
    `  engine's process CPU per applied tick: ${result.engineCpuMsPerTick.toFixed(2)} ms (ticks/s on a core of its own: ${n(1000 / result.engineCpuMsPerTick)})`,
    `  of it: drains ${result.drainCpuMsPerTick.toFixed(2)} ms (${result.drainsPerSecond.toFixed(1)} drains/s, ${(result.ticksApplied / seconds / Math.max(1e-9, result.drainsPerSecond)).toFixed(1)} ticks a drain), the rest ${result.otherCpuMsPerTick.toFixed(2)} ms`,
    `  clients' CPU per received message: ${result.clientCpuMicrosPerMessage.toFixed(2)} µs`,
    `  event-loop delay p99 / max: engine's process ${loop(result.engineLoopDelay)}${result.gateways > 0 ? `, gateways ${loop(result.gatewayLoopDelay)}` : ''}`,
    `  flushes skipped for backpressure (clients behind): ${n(result.flushesSkipped)}`,
    ...(result.gateways > 0
      ? [
          `  publish batches to gateways/s: ${n(result.batches / seconds)}, mean lag sent to replayed ${result.batchLagMsMean.toFixed(1)} ms`,
          formatProbe(result.probe),
        ]
      : []),
  ].join('\n');
}

function loop(delay: LoopDelay): string {
  return `${delay.p99Ms.toFixed(1)} / ${delay.maxMs.toFixed(1)} ms`;
}

function formatProbe(probe: BatchProbe): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    `  per batch: waited for room ${ms(probe.waitMs)}, built and sent ${ms(probe.buildMs)} (${probe.kiloChars.toFixed(0)} k chars),`,
    `transfer ${ms(probe.transferMs)}, replay ${ms(probe.replayMs)}; gateway loop writing frames ${(probe.flushBusyShare * 100).toFixed(0)}% of the time, ${ms(probe.sliceFlushMsMean)} per slice`,
  ].join(' ');
}
