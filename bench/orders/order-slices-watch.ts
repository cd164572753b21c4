// What the bench watches in the server's process while the orders run, summed over the order
// slices only: the raw slices between them run their PostgreSQL clients in this same process, and
// their CPU, collections and timers are not the server's. Each figure starts with `resume()` and
// stops with `pause()`; `figures()` reads the totals.
import {
  constants,
  createHistogram,
  performance,
  PerformanceObserver,
  type PerformanceEntry,
} from 'node:perf_hooks';
import { cpuMeter, type CpuTotals } from './cpu-meter';
import { watchLoopStalls, type LoopStall, type LoopStallWatch } from './loop-stalls';

export interface Collections {
  scavenges: number;
  scavengeMs: number;
  others: number;
  otherMs: number;
}

export interface OrderSlicesFigures {
  /** This process's CPU (user + system) and PostgreSQL's over the order slices. */
  cpu: CpuTotals;
  /** The event loop's delay (the 5 ms ticks' lateness): its longest and its 99th percentile, in ms. */
  delayMaxMs: number;
  delayP99Ms: number;
  /** The longest gap between 5 ms ticks in any order slice, with the CPU over it. */
  stall: LoopStall;
  collections: Collections;
}

export interface OrderSlicesWatch {
  resume(): void;
  pause(): void;
  figures(): OrderSlicesFigures;
}

interface Collection {
  startMs: number;
  durationMs: number;
  minor: boolean;
}

export function watchOrderSlices(): OrderSlicesWatch {
  // The lateness of the stall watcher's 5 ms ticks, over every order slice.
  const delays = createHistogram();
  const slices: [startMs: number, endMs: number][] = [];
  const collected: Collection[] = [];
  const cpu = cpuMeter();
  let stalls: LoopStallWatch | null = null;
  let stall: LoopStall = { gapMs: 0, cpuMs: 0 };
  // Node's gc entries: a minor collection is a scavenge (the young generation), the rest
  // mark-compacts and incremental steps. They arrive late, so they are sorted by start afterwards.
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // Node puts the collection's kind in `detail`, which this @types/node does not declare.
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      const minor = detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR;
      collected.push({ startMs: entry.startTime, durationMs: entry.duration, minor });
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  return {
    resume() {
      slices.push([performance.now(), Number.POSITIVE_INFINITY]);
      stalls = watchLoopStalls(delays);
      cpu.start();
    },
    pause() {
      cpu.stop();
      const longest = stalls!.stop();
      if (longest.gapMs > stall.gapMs) stall = longest;
      slices[slices.length - 1][1] = performance.now();
    },
    figures() {
      gcObserver.disconnect();
      const inSlice = ({ startMs }: Collection) =>
        slices.some(([from, to]) => startMs >= from && startMs < to);
      const collections: Collections = { scavenges: 0, scavengeMs: 0, others: 0, otherMs: 0 };
      for (const collection of collected.filter(inSlice)) {
        if (collection.minor) {
          collections.scavenges += 1;
          collections.scavengeMs += collection.durationMs;
        } else {
          collections.others += 1;
          collections.otherMs += collection.durationMs;
        }
      }
      return {
        cpu: cpu.totals(),
        delayMaxMs: delays.max / 1e6,
        delayP99Ms: delays.percentile(99) / 1e6,
        stall,
        collections,
      };
    },
  };
}
