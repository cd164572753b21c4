// npm run bench:engine: the engine throughput (engine-throughput.ts), then sockets and latency
// (socket-latency.ts), both on the workload sized by BENCH_POSITIONS and BENCH_ACCOUNTS (default
// 100,000 and 10,000), BENCH_TICKS measured ticks. Bounded in time: a fixed number of ticks, a fixed socket phase; then it exits.
import { workloadFromEnv } from './engine-workload';
import { formatThroughput, runEngineThroughput } from './engine-throughput';
import { DEFAULT_SOCKET_BENCH, formatSocketBench, runSocketBench } from './socket-latency';

/** Measured ticks after the engine bench's own warm-up: a steady figure, the run under a minute. */
const THROUGHPUT_TICKS = Number(process.env.BENCH_TICKS ?? 100_000);

async function main(): Promise<void> {
  const startedMs = Date.now();
  console.log(`bench:engine on Node ${process.version}, ${new Date().toISOString()}`);
  const workload = workloadFromEnv();
  console.log(formatThroughput(runEngineThroughput({ ...workload, ticks: THROUGHPUT_TICKS })));
  console.log(formatSocketBench(await runSocketBench({ ...DEFAULT_SOCKET_BENCH, workload })));
  console.log(`total ${((Date.now() - startedMs) / 1000).toFixed(1)} s`);
  process.exit(0);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
