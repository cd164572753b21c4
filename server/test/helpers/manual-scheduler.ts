// A Scheduler driven by a ManualClock: advance() moves the clock forward and fires each task at
// every interval boundary it crosses, in time order, so a test of timed work needs no real timer.
import type { ManualClock } from '../../src/clock';
import type { Scheduler } from '../../src/engine/engine-types';

interface Entry {
  intervalMs: number;
  nextAtMs: number;
  task: () => void;
}

export interface ManualScheduler extends Scheduler {
  /** Moves the clock forward by ms, firing every task that comes due on the way. */
  advance(ms: number): void;
  /**
   * Moves the clock to the earliest due time and fires that task alone, leaving the clock there,
   * so an async task that reads the clock sees the moment it was fired.
   */
  fireNext(): void;
  /** How many tasks are scheduled (cancelled ones are gone). */
  count(): number;
}

export function createManualScheduler(clock: ManualClock): ManualScheduler {
  const entries = new Set<Entry>();

  function nextDue(untilMs: number): Entry | null {
    let due: Entry | null = null;
    for (const entry of entries) {
      if (entry.nextAtMs <= untilMs && (!due || entry.nextAtMs < due.nextAtMs)) due = entry;
    }
    return due;
  }

  return {
    every(intervalMs, task) {
      const entry: Entry = { intervalMs, nextAtMs: clock.nowMs() + intervalMs, task };
      entries.add(entry);
      return { cancel: () => entries.delete(entry) };
    },
    advance(ms) {
      const untilMs = clock.nowMs() + ms;
      for (let entry = nextDue(untilMs); entry; entry = nextDue(untilMs)) {
        // A job may have moved the clock itself (simulated work); time never runs backwards.
        clock.set(Math.max(clock.nowMs(), entry.nextAtMs));
        entry.nextAtMs += entry.intervalMs;
        entry.task();
      }
      clock.set(Math.max(clock.nowMs(), untilMs));
    },
    fireNext() {
      const entry = nextDue(Number.POSITIVE_INFINITY);
      if (!entry) return;
      clock.set(Math.max(clock.nowMs(), entry.nextAtMs));
      entry.nextAtMs += entry.intervalMs;
      entry.task();
    },
    count: () => entries.size,
  };
}
