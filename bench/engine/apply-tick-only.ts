// applyTick alone, no drains: the same workload with and without trailing stops, interleaved in one
// process (BENCH_TRAILING=0 and 10 built side by side), so the machine's load hits both alike.
import { buildEngine, buildTicks, DEFAULT_WORKLOAD } from './engine-workload';

const TICKS = Number(process.env.BENCH_TICKS ?? 40_000);
const ROUNDS = 3;

function cpuMsOf(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const shapes = [0, 10].map((trailingPct) => {
  const options = { ...DEFAULT_WORKLOAD, trailingPct, ticks: TICKS * ROUNDS + 20_000 };
  return { trailingPct, engine: buildEngine(options), ticks: buildTicks(options) };
});
for (const shape of shapes) for (let i = 0; i < 20_000; i++) shape.engine.applyTick(shape.ticks[i]);
const totals = new Map<number, number>();
for (let round = 0; round < ROUNDS; round++)
  for (const shape of shapes) {
    const from = 20_000 + round * TICKS;
    const ms = cpuMsOf(() => {
      for (let i = from; i < from + TICKS; i++) shape.engine.applyTick(shape.ticks[i]);
    });
    totals.set(shape.trailingPct, (totals.get(shape.trailingPct) ?? 0) + ms);
  }
for (const [trailingPct, ms] of totals)
  console.log(
    `applyTick alone, ${trailingPct}% trailing: ${Math.round((TICKS * ROUNDS) / (ms / 1000)).toLocaleString('en-US')} ticks per CPU second`,
  );
