// CPU time over a bench's windows: this process's (process.cpuUsage) and, when PostgreSQL runs on
// this machine, its processes' (every process named "postgres" in /proc, user + system), so the
// bench can say what an order and what a raw transaction cost each side. The kernel counts in
// clock ticks (10 ms); summed over the backends and over ten windows, that rounding stays small.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times, on every platform node supports. */
const CLOCK_TICKS_PER_SECOND = 100;

export interface CpuTotals {
  /** This process, user + system, ms. */
  ownMs: number;
  /** PostgreSQL's processes on this machine, ms; null when none can be seen. */
  postgresMs: number | null;
}

/** Utime + stime of every postgres process, ms; null when /proc shows none (not Linux, a remote server). */
function postgresCpuMs(): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  let seen = false;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
    } catch {
      continue; // Gone since the listing.
    }
    // "pid (comm) state ppid …": the name may hold spaces, so the fields count from its ')'.
    const nameEnd = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, nameEnd) !== 'postgres') continue;
    const fields = stat.slice(nameEnd + 2).split(' ');
    // utime and stime are the 14th and 15th fields; `fields` starts at the 3rd.
    ticks += Number(fields[11]) + Number(fields[12]);
    seen = true;
  }
  return seen ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : null;
}

export interface CpuMeter {
  start(): void;
  stop(): void;
  totals(): CpuTotals;
}

/** Sums the CPU of every start–stop window. */
export function cpuMeter(): CpuMeter {
  const totals: CpuTotals = { ownMs: 0, postgresMs: 0 };
  let ownBefore = process.cpuUsage();
  let postgresBefore: number | null = null;
  return {
    start() {
      postgresBefore = postgresCpuMs();
      ownBefore = process.cpuUsage();
    },
    stop() {
      const own = process.cpuUsage(ownBefore);
      totals.ownMs += (own.user + own.system) / 1000;
      const postgresAfter = postgresCpuMs();
      // A backend that ended inside the window takes its time with it: a small undercount.
      if (postgresBefore === null || postgresAfter === null || totals.postgresMs === null)
        totals.postgresMs = null;
      else totals.postgresMs += postgresAfter - postgresBefore;
    },
    totals: () => ({ ...totals }),
  };
}
