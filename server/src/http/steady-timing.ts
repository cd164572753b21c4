// Answers that must not tell, by how long they took, what the server found: forgot-password does
// a database write for a registered address and nothing for an unknown one, so both wait until
// the same moment before answering. Real time, not the injected clock: it is what a client sees.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** Runs `work` and settles no sooner than `answerMs` after the call, however fast the work was. */
export async function withSteadyTiming<T>(answerMs: number, work: () => Promise<T>): Promise<T> {
  const startedMs = performance.now();
  try {
    return await work();
  } finally {
    const remainingMs = startedMs + answerMs - performance.now();
    if (remainingMs > 0) await sleep(remainingMs);
  }
}
