// The position figures pending for one fan-out gateway, as numbers: the part of a publish batch
// that is most of it (at 5,000 watched accounts about 800 of the 900 publishes a tick). A profile
// of the engine's thread showed each of them as an object, a queue entry, two map lookups, a clock
// read and a structured clone of the object (about 2.4 µs a publish, engine's drain excepted), so
// here a publish is a slot number looked up by its key and three numbers written in place.
//
// Each position key gets a slot once; the gateway learns the slot's channel, key and id with the
// first batch that uses it (`names`) and keeps them (fanout-replay.ts), so later batches carry only
// numbers: one Float64Array of (slot, profit, lastPrice) rows, which the IPC channel copies as
// bytes. A key's pending row is replaced in place, as PendingBatch replaces a latest value.
//
// Order: the rows are replayed after the batch's other publishes. That gives the frames publishing
// in order gives because the rows are latest values (a client's frame lists its latest values
// before its events, whatever their order) and because an event that retires a key also drops
// the key's pending row (`retire`): the event then retires what the gateway holds, and a row
// published after the event is a new row, replayed after it. PendingBatch ships the rows only with
// the batch that empties its queue of other publishes, so a row never overtakes an event that
// waited for the next batch.
import type { PositionColumns } from './fanout-protocol';

/** Past these many slots the table starts again at the next batch (closed positions' keys go). */
export const POSITION_SLOTS_MAX = 100_000;
/** A row's numbers in `PositionColumns.rows`: slot, profit, lastPrice. */
export const ROW_WIDTH = 3;
const NONE = -1;

export class PendingPositions {
  constructor(private readonly slotsMax = POSITION_SLOTS_MAX) {}

  private readonly slotOfKey = new Map<string, number>();
  private channelOfSlot: string[] = [];
  /** Channel, key and id of each slot made since the last batch, for the gateway's table. */
  private names: string[] = [];
  /** The table was emptied: the next batch tells the gateway to empty its own first. */
  private resetPending = false;
  /** Each slot's row in `rows`, or NONE. */
  private rowOfSlot = new Int32Array(1024).fill(NONE);
  private rows = new Float64Array(1024 * ROW_WIDTH);
  /** Rows written (dropped ones included, their slot set to NONE). */
  private written = 0;
  private live = 0;
  /** When the oldest pending row was written (performance.now()). */
  private sinceMs = 0;

  get size(): number {
    return this.live;
  }

  get oldestMs(): number {
    return this.sinceMs;
  }

  /**
   * Writes a position's figures; false when `key` is already the slot of another channel, which
   * this store does not mix (the caller then publishes it as an ordinary latest value).
   */
  set(channel: string, key: string, id: string, profit: number, lastPrice: number): boolean {
    let slot = this.slotOfKey.get(key);
    if (slot === undefined) slot = this.newSlot(channel, key, id);
    else if (this.channelOfSlot[slot] !== channel) return false;
    let row = this.rowOfSlot[slot];
    if (row === NONE) {
      if (this.live === 0) this.sinceMs = performance.now();
      row = this.written++;
      this.live += 1;
      if (row * ROW_WIDTH >= this.rows.length) this.rows = grown(this.rows);
      this.rowOfSlot[slot] = row;
      this.rows[row * ROW_WIDTH] = slot;
    }
    this.rows[row * ROW_WIDTH + 1] = profit;
    this.rows[row * ROW_WIDTH + 2] = lastPrice;
    return true;
  }

  /** An event retires `key` on `channel`: its pending row is dropped (the event retires the rest). */
  retire(channel: string, key: string): void {
    const slot = this.slotOfKey.get(key);
    if (slot === undefined || this.channelOfSlot[slot] !== channel) return;
    const row = this.rowOfSlot[slot];
    if (row === NONE) return;
    this.rowOfSlot[slot] = NONE;
    this.rows[row * ROW_WIDTH] = NONE;
    this.live -= 1;
  }

  /** Every pending row and the table's news, or null if there is nothing to send. */
  take(): PositionColumns | null {
    if (this.live === 0 && this.names.length === 0 && !this.resetPending) return null;
    const rows = new Float64Array(this.live * ROW_WIDTH);
    let out = 0;
    for (let row = 0; row < this.written; row++) {
      const at = row * ROW_WIDTH;
      const slot = this.rows[at];
      if (slot === NONE) continue;
      this.rowOfSlot[slot] = NONE;
      rows[out++] = slot;
      rows[out++] = this.rows[at + 1];
      rows[out++] = this.rows[at + 2];
    }
    const columns: PositionColumns = { reset: this.resetPending, names: this.names, rows };
    this.names = [];
    this.resetPending = false;
    this.written = 0;
    this.live = 0;
    if (this.slotOfKey.size >= this.slotsMax) this.startAgain();
    return columns;
  }

  private newSlot(channel: string, key: string, id: string): number {
    const slot = this.channelOfSlot.length;
    this.slotOfKey.set(key, slot);
    this.channelOfSlot.push(channel);
    this.names.push(channel, key, id);
    if (slot >= this.rowOfSlot.length) {
      const wider = new Int32Array(this.rowOfSlot.length * 2).fill(NONE);
      wider.set(this.rowOfSlot);
      this.rowOfSlot = wider;
    }
    return slot;
  }

  /** Nothing is pending (take just shipped it all): the slots are forgotten here and, next, there. */
  private startAgain(): void {
    this.slotOfKey.clear();
    this.channelOfSlot = [];
    this.rowOfSlot.fill(NONE);
    this.resetPending = true;
  }
}

function grown(rows: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const wider = new Float64Array(rows.length * 2);
  wider.set(rows);
  return wider;
}
