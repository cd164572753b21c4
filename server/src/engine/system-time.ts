// The real clock and timer for the composition root. This is the only engine file that reads the
// wall clock or starts timers; everything else receives them, so tests can step time by hand.
import type { Clock, Scheduler } from './engine-types';

export const systemClock: Clock = { nowMs: () => Date.now() };

export const intervalScheduler: Scheduler = {
  every(intervalMs, task) {
    const handle = setInterval(task, intervalMs);
    // The feed alone must not keep a process alive; the HTTP server does that.
    handle.unref();
    return { cancel: () => clearInterval(handle) };
  },
};
