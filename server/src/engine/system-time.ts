// The real timers for the composition root (the real clock is clock.ts's systemClock). This is the
// only engine file that starts timers; everything else receives a Scheduler, so tests step by hand.
import type { Scheduler, Timer } from './engine-types';

export const intervalScheduler: Scheduler = {
  every(intervalMs, task) {
    const handle = setInterval(task, intervalMs);
    // The feed alone must not keep a process alive; the HTTP server does that.
    handle.unref();
    return { cancel: () => clearInterval(handle) };
  },
};

export const systemTimer: Timer = {
  after(delayMs, task) {
    const handle = setTimeout(task, delayMs);
    handle.unref();
    return { cancel: () => clearTimeout(handle) };
  },
};
