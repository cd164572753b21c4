// Time is injected so that expiry, rate limits, rollovers and market hours can be tested without
// waiting. This is the server's one Clock: the engine, the services and the routes all read it.

export interface Clock {
  /** Milliseconds since the Unix epoch. */
  nowMs(): number;
}

export const systemClock: Clock = { nowMs: () => Date.now() };

export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(epochMs: number): void;
}

export function createManualClock(startEpochMs = Date.UTC(2026, 0, 5, 12, 0, 0)): ManualClock {
  let current = startEpochMs;
  return {
    nowMs: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (epochMs) => {
      current = epochMs;
    },
  };
}
