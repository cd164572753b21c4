// Tells a stalled event loop from a starved process: a timer ticks every few milliseconds and, for
// the longest gap between two ticks, keeps how much CPU this process used meanwhile (user +
// system, every thread: PGlite's and the collector's work included). A gap spent on the CPU was
// this process's own work (a long statement on PGlite, a collection); a gap with little CPU was
// the process waiting for a core on a loaded machine (or for the kernel), which no code change
// here can shorten.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance, type RecordableHistogram } from 'node:perf_hooks';

const TICK_MS = 5;

export interface LoopStall {
  /** The longest time between two ticks. */
  gapMs: number;
  /** The process's CPU time over that gap. */
  cpuMs: number;
}

export interface LoopStallWatch {
  stop(): LoopStall;
}

/**
 * Watches until stopped. When `delays` is given, each tick's lateness (its gap past TICK_MS, in
 * nanoseconds) goes into it: the event loop's delay, kept across several watches (node's own
 * monitor counts the time it was disabled as one long delay when enabled again).
 */
export function watchLoopStalls(delays?: RecordableHistogram): LoopStallWatch {
  let longest: LoopStall = { gapMs: 0, cpuMs: 0 };
  let lastMs = performance.now();
  let lastCpu = process.cpuUsage();
  const timer = setInterval(() => {
    const nowMs = performance.now();
    const cpu = process.cpuUsage();
    const gapMs = nowMs - lastMs;
    delays?.record(Math.max(1, Math.round((gapMs - TICK_MS) * 1e6)));
    if (gapMs > longest.gapMs) {
      const cpuMs = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000;
      longest = { gapMs, cpuMs };
    }
    lastMs = nowMs;
    lastCpu = cpu;
  }, TICK_MS);
  return {
    stop() {
      clearInterval(timer);
      return longest;
    },
  };
}

/**
 * The machine's load as the order phase ends: the 1-minute load average and, where the kernel
 * reports it, the share of the last 10 s in which some runnable task waited for a CPU (Linux PSI).
 */
export function machineLoad(): string {
  const load = os.loadavg()[0].toFixed(1);
  let pressure = '';
  try {
    const some = /some avg10=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
    if (some) pressure = `, CPU pressure ${some[1]} % (a task waiting for a core)`;
  } catch {
    // Not Linux, or no PSI: the load average alone.
  }
  return `load average ${load}${pressure}`;
}
