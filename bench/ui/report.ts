// Turns the page probe's raw figures into the benchmark's report and checks the goals of issue 4:
// at least 55 frames a second, no main-thread task over 50 ms, p99 socket-to-paint under 100 ms.
import type { ProbeResult } from './page-probe';

export const FPS_MIN = 55;
export const LONG_TASK_MS_MAX = 50;
export const LATENCY_P99_MS_MAX = 100;

export interface BenchSummary {
  fps: number;
  longestTaskMs: number;
  longTaskCount: number;
  longestFrameMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  samples: number;
  durationMs: number;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function summarize(result: ProbeResult): BenchSummary {
  const latencies = [...result.latenciesMs].sort((a, b) => a - b);
  return {
    fps: (result.frames / result.durationMs) * 1000,
    longestTaskMs: result.longTasksMs.length > 0 ? Math.max(...result.longTasksMs) : 0,
    longTaskCount: result.longTasksMs.length,
    longestFrameMs: result.longestFrameMs,
    latencyP50Ms: percentile(latencies, 0.5),
    latencyP99Ms: percentile(latencies, 0.99),
    samples: latencies.length,
    durationMs: result.durationMs,
  };
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

export function formatReport(
  summary: BenchSummary,
  load: { symbols: number; updatesPerSecond: number; sent: number },
): string {
  const noLongTask = summary.longTaskCount === 0;
  const longest = noLongTask
    ? `none over ${LONG_TASK_MS_MAX} ms (longest frame interval ${summary.longestFrameMs.toFixed(1)} ms)`
    : `${summary.longestTaskMs.toFixed(1)} ms (${summary.longTaskCount} tasks over ${LONG_TASK_MS_MAX} ms)`;
  return [
    `bench:ui  ${load.symbols} symbols x ${load.updatesPerSecond} updates/s for ${(summary.durationMs / 1000).toFixed(1)} s (${load.sent} prices sent)`,
    `frames per second      ${summary.fps.toFixed(1)}   goal >= ${FPS_MIN}: ${verdict(summary.fps >= FPS_MIN)}`,
    `longest main-thread task ${longest}   goal <= ${LONG_TASK_MS_MAX} ms: ${verdict(noLongTask)}`,
    `socket frame -> painted price (${summary.samples} samples)  p50 ${summary.latencyP50Ms.toFixed(1)} ms  p99 ${summary.latencyP99Ms.toFixed(1)} ms   goal p99 < ${LATENCY_P99_MS_MAX} ms: ${verdict(summary.latencyP99Ms < LATENCY_P99_MS_MAX)}`,
  ].join('\n');
}
