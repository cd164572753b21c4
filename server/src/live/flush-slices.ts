// The live hub's flush schedule: clients are spread over groups ("slices") and a timer flushes one
// slice every flushIntervalMs / slices (5 ms by default), so each client gets a frame once per
// interval but no single flush writes to every socket. A timer delayed by a busy loop catches up on
// every slice that came due, one round at most. Knows nothing of frames: the hub says what a flush is.

/** Node timers fire up to a millisecond early or late; a slice this close to due is flushed now. */
const TIMER_SLACK_MS = 1;

export class FlushSlices<Member> {
  private readonly groups: Set<Member>[];
  private nextSlice = 0;
  private nextSliceDueMs = 0;
  private timer: NodeJS.Timeout | null = null;

  /** A catch-up's remaining slices wait for the next turn of the loop (see `yieldBetweenSlices`). */
  private catchUp: NodeJS.Immediate | null = null;

  constructor(
    sliceCount: number,
    private readonly flushIntervalMs: number,
    /**
     * A fan-out gateway's loop also reads the engine's batches: a catch-up of several slices in
     * one go held it for hundreds of milliseconds on a loaded machine, and every batch (and price)
     * waited that long to be read. Then each slice of a catch-up waits for the loop to turn.
     */
    private readonly yieldBetweenSlices = false,
  ) {
    const count = Math.max(1, Math.floor(sliceCount));
    this.groups = Array.from({ length: count }, () => new Set<Member>());
  }

  /** Starts the timer; each turn it calls `onTimer` with the time, which flushes what is due. */
  start(onTimer: (nowMs: number) => void): void {
    if (this.timer) return;
    this.nextSliceDueMs = performance.now() + this.sliceMs();
    this.timer = setInterval(() => onTimer(performance.now()), Math.max(1, this.sliceMs()));
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.catchUp) clearImmediate(this.catchUp);
    this.catchUp = null;
  }

  /**
   * Calls `flushNext` once per slice that has come due by `nowMs` (one round at most): at once, or
   * one slice per turn of the loop when yielding between slices.
   */
  runDue(nowMs: number, flushNext: () => void): void {
    if (this.catchUp) return;
    const sliceMs = this.sliceMs();
    // Past a whole round behind, the backlog is forgotten: every slice is due once, not many times.
    this.nextSliceDueMs = Math.max(this.nextSliceDueMs, nowMs - this.flushIntervalMs + sliceMs);
    for (let turn = 0; turn < this.groups.length && this.nextSliceDueMs <= nowMs + TIMER_SLACK_MS; turn++) {
      flushNext();
      this.nextSliceDueMs += sliceMs;
      if (this.yieldBetweenSlices && this.nextSliceDueMs <= nowMs + TIMER_SLACK_MS) {
        this.catchUp = setImmediate(() => {
          this.catchUp = null;
          this.runDue(nowMs, flushNext);
        });
        return;
      }
    }
  }

  /** The members of the slice whose turn it is; the next call gives the following slice. */
  takeNext(): ReadonlySet<Member> {
    const group = this.groups[this.nextSlice];
    this.nextSlice = (this.nextSlice + 1) % this.groups.length;
    return group;
  }

  /** Every slice, for a flush of all members at once. */
  all(): readonly ReadonlySet<Member>[] {
    return this.groups;
  }

  /** The slice with the fewest members, where a new member keeps the slices even. */
  leastBusy(): number {
    let best = 0;
    for (let i = 1; i < this.groups.length; i++) {
      if (this.groups[i].size < this.groups[best].size) best = i;
    }
    return best;
  }

  add(slice: number, member: Member): void {
    this.groups[slice].add(member);
  }

  delete(slice: number, member: Member): void {
    this.groups[slice].delete(member);
  }

  private sliceMs(): number {
    return this.flushIntervalMs / this.groups.length;
  }
}
