// The in-memory limit stores of one process (`npm start`, tests): fixed windows in a bounded map,
// and the open-socket counts of live/open-socket-counts.ts behind the SocketSlots port. A restart
// forgets them, and two processes would each allow the limit: cluster mode uses the shared store.
import type { Clock } from '../clock';
import { OpenSocketCounts } from '../live/open-socket-counts';
import type { LimitCounter, LimitStores, LimitWindow, SocketSlots } from '../http/limit-ports';

/** Past this many keys, expired windows are swept, then the oldest keys dropped, so memory is bounded. */
export const RATE_LIMIT_KEYS_MAX = 100_000;

interface Window {
  startMs: number;
  hits: number;
  windowMs: number;
}

export class MemoryLimitCounter implements LimitCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly clock: Clock,
    private readonly keysMax: number = RATE_LIMIT_KEYS_MAX,
  ) {}

  take(name: string, key: string, rule: LimitWindow): Promise<boolean> {
    return Promise.resolve(this.takeNow(name, key, rule));
  }

  /** The same count, answered at once (one process needs no round trip). */
  takeNow(name: string, key: string, rule: LimitWindow): boolean {
    const nowMs = this.clock.nowMs();
    const mapKey = `${name}\n${key}`;
    const current = this.windows.get(mapKey);
    if (!current || nowMs - current.startMs >= current.windowMs) {
      this.remember(mapKey, { startMs: nowMs, hits: 1, windowMs: rule.windowMs });
      return true;
    }
    if (current.hits >= rule.hitsMax) return false;
    current.hits += 1;
    return true;
  }

  private remember(mapKey: string, window: Window): void {
    this.windows.delete(mapKey);
    if (this.windows.size >= this.keysMax) this.sweep();
    this.windows.set(mapKey, window);
  }

  private sweep(): void {
    const nowMs = this.clock.nowMs();
    for (const [mapKey, window] of this.windows) {
      if (nowMs - window.startMs >= window.windowMs) this.windows.delete(mapKey);
    }
    // Still full: the oldest windows (first inserted) go, which only forgives some counting.
    for (const mapKey of this.windows.keys()) {
      if (this.windows.size < this.keysMax) break;
      this.windows.delete(mapKey);
    }
  }
}

export function memorySocketSlots(perTokenMax: number, perAddressMax: number): SocketSlots {
  const counts = new OpenSocketCounts(perTokenMax, perAddressMax);
  return {
    admit(token, address) {
      if (!counts.admit(token, address)) return Promise.resolve(null);
      let released = false;
      return Promise.resolve({
        release() {
          if (released) return;
          released = true;
          counts.release(token, address);
        },
      });
    },
  };
}

export function memoryLimitStores(clock: Clock): LimitStores {
  return { counter: new MemoryLimitCounter(clock), openSockets: memorySocketSlots };
}
