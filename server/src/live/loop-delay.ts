// How late this process's event loop turned, per window: a fan-out process whose loop is held
// (writing frames, or starved of CPU) delays every price it holds by as much, so the fan-out bench
// reads it beside the tick-to-client latency to tell the two apart.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

export interface LoopDelay {
  p99Ms: number;
  maxMs: number;
}

export class LoopDelayWindow {
  private readonly histogram: IntervalHistogram;

  constructor() {
    // Sampled every 10 ms: each sample's delay is exact, and a gateway's loop is not woken a
    // thousand times a second for a figure only the bench reads.
    this.histogram = monitorEventLoopDelay({ resolution: 10 });
    this.histogram.enable();
  }

  /** The delays since the previous call (or the start), and a new window from now. */
  take(): LoopDelay {
    const delay = { p99Ms: this.histogram.percentile(99) / 1e6, maxMs: this.histogram.max / 1e6 };
    this.histogram.reset();
    return delay;
  }

  stop(): void {
    this.histogram.disable();
  }
}
