// The fan-out hub drains the domains' figures (trading's engine drain) once per client flush
// interval, by time: not at every 5 ms ship (each client gets one frame per interval anyway), and
// not once per five ships either, which on a loop held busy would stretch the interval to seconds.
import { fanoutHubWith } from './hub-publish';

const FLUSH_MS = 25;
const RUN_MS = 500;

/**
 * Drains counted over RUN_MS of an idle loop (`holdMs` 0), or over RUN_MS / `holdMs` turns that each
 * hold the loop `holdMs` ms. The held run is counted in turns, not wall time: on a busy machine the
 * process waits for a core between turns, fewer turns fit in RUN_MS, and counting by time failed
 * a hub that drained at every turn (7 drains, the bound 8).
 */
async function drainsOver(holdMs: number, drainIntervalMs?: number): Promise<number> {
  const hub = fanoutHubWith({ flushIntervalMs: FLUSH_MS, processes: 1, drainIntervalMs });
  let drains = 0;
  hub.addBeforeFlush(() => {
    drains += 1;
  });
  hub.start();
  const endMs = Date.now() + RUN_MS;
  const turnsMax = holdMs > 0 ? Math.round(RUN_MS / holdMs) : Infinity;
  let turns = 0;
  await new Promise<void>((resolve) => {
    const work = () => {
      if (Date.now() >= endMs && holdMs === 0) return resolve();
      if (turns === turnsMax) return resolve();
      turns += 1;
      const until = Date.now() + holdMs;
      while (Date.now() < until) {
        // A busy loop: the engine applying ticks, as in the fan-out bench at 5,000 sockets.
      }
      if (holdMs > 0) setImmediate(work);
      else setTimeout(work, 5);
    };
    work();
  });
  hub.stop();
  return drains;
}

describe('fan-out hub drain interval', () => {
  it('drains once per flush interval, not at every ship', async () => {
    const drains = await drainsOver(0);
    // About RUN_MS / FLUSH_MS = 20; a drain at every 5 ms ship would be near 100.
    expect(drains).toBeGreaterThanOrEqual(8);
    expect(drains).toBeLessThanOrEqual(30);
    expect(await drainsOver(0, 5)).toBeGreaterThan(40);
  });

  it('keeps draining about once per interval when the loop is held 40 ms at a time', async () => {
    // The timer fires once per 40 ms turn: each of the 12 turns is a drain, not every fifth.
    expect(await drainsOver(40)).toBeGreaterThanOrEqual(8);
  });
});
