// Collects decoded messages until the next animation frame, then hands them over as one batch, so
// the store sees one update per frame however many frames the socket delivered. Within a batch a
// newer price, market state or day's figures for a symbol (or profit for a position) replaces the
// older one: only the latest is ever painted, and the reducers do less work.
import type { LiveMessage } from '../../contract/live';

/** A hidden tab gets no animation frames; this timer flushes anyway. */
export const FLUSH_FALLBACK_DELAY_MS = 100;
/** Messages that cannot be coalesced (notifications, orders) flush early past this many. */
export const PENDING_MESSAGES_MAX = 5000;

/** Runs `flush` once soon; returns a function that cancels it. */
export type FlushScheduler = (flush: () => void) => () => void;

/** Next animation frame, or the fallback timer if frames are not coming (hidden tab). */
export const frameScheduler: FlushScheduler = (flush) => {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    flush();
  };
  const frame = requestAnimationFrame(once);
  const timer = setTimeout(once, FLUSH_FALLBACK_DELAY_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

function coalescingKey(message: LiveMessage): string | null {
  if (message.type === 'price' || message.type === 'market' || message.type === 'daily')
    return `${message.type}:${message.symbol}`;
  if (message.type === 'position') return `position:${message.id}`;
  return null;
}

export class FrameBatcher {
  private pending: LiveMessage[] = [];
  private indexByKey = new Map<string, number>();
  private cancelScheduled: (() => void) | null = null;

  constructor(
    private readonly deliver: (batch: LiveMessage[]) => void,
    private readonly schedule: FlushScheduler = frameScheduler,
  ) {}

  add(messages: LiveMessage[]): void {
    for (const message of messages) {
      const key = coalescingKey(message);
      const index = key === null ? undefined : this.indexByKey.get(key);
      if (index !== undefined) {
        this.pending[index] = message;
      } else {
        if (key !== null) this.indexByKey.set(key, this.pending.length);
        this.pending.push(message);
      }
    }
    if (this.pending.length >= PENDING_MESSAGES_MAX) this.flush();
    else if (this.pending.length > 0 && !this.cancelScheduled)
      this.cancelScheduled = this.schedule(() => this.flush());
  }

  flush(): void {
    this.cancelScheduled?.();
    this.cancelScheduled = null;
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    this.indexByKey.clear();
    this.deliver(batch);
  }

  /** Drops what is pending (sign-out): those figures belong to a session that has ended. */
  discard(): void {
    this.cancelScheduled?.();
    this.cancelScheduled = null;
    this.pending = [];
    this.indexByKey.clear();
  }
}
