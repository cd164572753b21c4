// The slots of the jobs that must run once per slot across schedulers (job-runs.ts). A slot is a
// text that names one unit of a job's work: two runs that reach the same slot, on two nodes or
// on one node before and after a restart, are the same run, and only the first does anything.
import { nextRolloverAfter } from '../engine/risk-rules';

const WEEK_MS = 7 * 86_400_000;

/**
 * The swap rollover a run at `nowMs` is for: the latest one at or before it (00:00 Istanbul ending
 * a weekday), as an ISO time. Every run of the swap-rollover job between two rollovers shares it.
 */
export function rolloverSlotOf(nowMs: number): string {
  // A week back always holds a rollover (there are five a week); walk forward to the last one.
  let latest = nextRolloverAfter(nowMs - WEEK_MS);
  for (let next = nextRolloverAfter(latest.atMs); next.atMs <= nowMs; next = nextRolloverAfter(next.atMs)) {
    latest = next;
  }
  return new Date(latest.atMs).toISOString();
}
