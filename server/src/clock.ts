// Time is injected so that expiry, rate limits and rollovers can be tested without waiting.

export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(epochMs: number): void;
}

export function createManualClock(startEpochMs = Date.UTC(2026, 0, 5, 12, 0, 0)): ManualClock {
  let current = startEpochMs;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (epochMs) => {
      current = epochMs;
    },
  };
}
