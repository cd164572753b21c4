// The calling thread's own CPU time, for the copy benchmark's one-core figure: on a shared machine
// the wall time of a decision also counts the time spent waiting for a core, and the process's CPU
// time counts the garbage collector's helper threads. Linux reports a thread's time on the CPU in
// /proc/thread-self/schedstat (nanoseconds, first field); elsewhere the process's time stands in.
import { readFileSync } from 'node:fs';

const SCHEDSTAT_PATH = '/proc/thread-self/schedstat';
const NS_PER_MS = 1_000_000;

let schedstatReadable = true;

/** Milliseconds of CPU time used so far by this thread (by the process where that is unknown). */
export function threadCpuMs(): number {
  if (schedstatReadable) {
    try {
      const onCpuNs = Number(readFileSync(SCHEDSTAT_PATH, 'utf8').split(' ')[0]);
      if (Number.isFinite(onCpuNs) && onCpuNs > 0) return onCpuNs / NS_PER_MS;
    } catch {
      // Not Linux, or /proc is not mounted: fall back below from now on.
    }
    schedstatReadable = false;
  }
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
