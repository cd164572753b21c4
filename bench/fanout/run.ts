// npm run bench:fanout: the live fan-out at 1,000 and 5,000 sockets (BENCH_FANOUT_CLIENTS, comma
// separated), each with the sockets in the engine's process and in BENCH_FANOUT_GATEWAYS gateway
// processes (default 1), 500 ticks/s asked (BENCH_SOCKET_TICKS_PER_S) for BENCH_FANOUT_SECONDS
// (default 10), the clients spread over BENCH_FANOUT_CLIENT_PROCESSES processes (default 2). One
// run after another, in the same period, so the figures compare.
import { formatFanoutBench, runFanoutBench } from './fanout-bench';

const list = (name: string, fallback: string) =>
  (process.env[name] ?? fallback).split(',').map((value) => Number(value.trim()));

async function main(): Promise<void> {
  const startedMs = Date.now();
  console.log(`bench:fanout on Node ${process.version}, ${new Date().toISOString()}`);
  const gateways = Number(process.env.BENCH_FANOUT_GATEWAYS ?? 1);
  for (const clients of list('BENCH_FANOUT_CLIENTS', '1000,5000')) {
    for (const mode of list('BENCH_FANOUT_MODES', `0,${gateways}`)) {
      const result = await runFanoutBench({
        clients,
        gateways: mode,
        clientProcesses: Number(process.env.BENCH_FANOUT_CLIENT_PROCESSES ?? 2),
        ticksPerSecond: Number(process.env.BENCH_SOCKET_TICKS_PER_S ?? 500),
        durationMs: Number(process.env.BENCH_FANOUT_SECONDS ?? 10) * 1000,
      });
      console.log(formatFanoutBench(result));
    }
  }
  console.log(`total ${((Date.now() - startedMs) / 1000).toFixed(1)} s`);
  process.exit(0);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
