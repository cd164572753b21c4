// applyTick alone, no drains: the same workload with and without trailing stops, interleaved in one
// process (BENCH_SHAPES, trailing percents, default "0,10", built side by side), so the machine's
// load hits both alike. Each round runs the shapes in turn, the order reversed every other round,
// so neither always runs first; the per-round ratios show how much of a difference is noise
// (BENCH_SHAPES=0,0 measures the noise alone).
import { buildEngine, buildTicks, DEFAULT_WORKLOAD } from './engine-workload';

const TICKS = Number(process.env.BENCH_TICKS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const WARMUP_TICKS = 20_000;
const SHAPES = (process.env.BENCH_SHAPES ?? '0,10').split(',').map(Number);

function cpuMsOf(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const shapes = SHAPES.map((trailingPct) => {
  const options = { ...DEFAULT_WORKLOAD, trailingPct, ticks: TICKS * ROUNDS + WARMUP_TICKS };
  return { trailingPct, engine: buildEngine(options), ticks: buildTicks(options), rounds: [] as number[] };
});
for (const shape of shapes) for (let i = 0; i < WARMUP_TICKS; i++) shape.engine.applyTick(shape.ticks[i]);
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? shapes : [...shapes].reverse();
  for (const shape of order) {
    const from = WARMUP_TICKS + round * TICKS;
    const ms = cpuMsOf(() => {
      for (let i = from; i < from + TICKS; i++) shape.engine.applyTick(shape.ticks[i]);
    });
    shape.rounds.push(ms);
  }
}
const rate = (ticks: number, ms: number) => Math.round(ticks / (ms / 1000)).toLocaleString('en-US');
const sum = (list: number[]) => list.reduce((total, ms) => total + ms, 0);
for (const shape of shapes)
  console.log(
    `applyTick alone, ${shape.trailingPct}% trailing: ${rate(TICKS * ROUNDS, sum(shape.rounds))} ticks per CPU second`,
  );
const [first, ...others] = shapes;
for (const other of others) {
  const ratios = other.rounds.map((ms, round) => (first.rounds[round] / ms).toFixed(3));
  const total = (sum(first.rounds) / sum(other.rounds)).toFixed(3);
  console.log(
    `${other.trailingPct}% / ${first.trailingPct}% per round: ${ratios.join(' ')}; overall ${total}`,
  );
}
