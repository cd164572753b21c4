// A process's CPU time (user + system) from /proc/<pid>/stat, for node processes the bench did not
// start in its own process: their cost per delivered message or per command.
import { readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second on every usual kernel. */
const CLOCK_TICKS_PER_S = 100;

export function cpuMicrosOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing bracket do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const userTicks = Number(fields[11]);
    const systemTicks = Number(fields[12]);
    return ((userTicks + systemTicks) * 1_000_000) / CLOCK_TICKS_PER_S;
  } catch {
    return 0;
  }
}

/** CPU of several processes over a phase: `start()` then `micros()` per process. */
export function cpuMeter(pids: Record<string, number | undefined>) {
  const at = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMicrosOf(pid)]));
  return {
    micros(): Record<string, number> {
      return Object.fromEntries(
        Object.entries(pids).map(([name, pid]) => [name, cpuMicrosOf(pid) - (at[name] ?? 0)]),
      );
    },
  };
}
