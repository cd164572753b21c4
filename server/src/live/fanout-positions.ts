// The position figures pending for one fan-out gateway, as numbers: the part of a publish batch
// that is most of it (at 5,000 watched accounts about 800 of the 900 publishes a tick). A profile
// of the engine's thread showed each of them as an object, a queue entry, four map lookups, a
// clock read and a structured clone of the object, so here a publish is three numbers written in
// place at the row of its route's slot (position-routes.ts), found with no lookup at all.
//
// The gateway learns a slot's channel, key and id with the first batch that uses it (`names`) and
// keeps them (fanout-replay.ts), so later batches carry only numbers: one Float64Array of (slot,
// profit, lastPrice) rows, which the IPC channel copies as bytes. A slot's pending row is replaced
// in place, as PendingBatch replaces a latest value.
//
// Order: the rows are replayed after the batch's other publishes. That gives the frames publishing
// in order gives because the rows are latest values (a client's frame lists its latest values
// before its events, whatever their order) and because an event that retires a key also drops
// the key's pending row (`retire`): the event then retires what the gateway holds, and a row
// published after the event is a new row, replayed after it. PendingBatch ships the rows only with
// the batch that takes its last pending event, so a row never overtakes an event that waited for
// the next batch.
import type { PositionColumns } from './fanout-protocol';
import type { PositionRoute } from './position-routes';

/** A row's numbers in `PositionColumns.rows`: slot, profit, lastPrice. */
export const ROW_WIDTH = 3;
const NONE = -1;

export class PendingPositions {
  /** The slots this gateway has been told the names of, and each one's key's slot to retire it. */
  private named = new Uint8Array(1024);
  private readonly slotOfKey = new Map<string, number>();
  private readonly channelOfSlot: string[] = [];
  /** Slots named since the last batch, and their channel, key and id, for the gateway's table. */
  private newSlots: number[] = [];
  private names: string[] = [];
  /** The routes started again: the next batch tells the gateway to empty its table first. */
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

  set(route: PositionRoute, profit: number, lastPrice: number): void {
    const slot = route.slot;
    if (slot >= this.rowOfSlot.length) this.widen(slot);
    if (this.named[slot] === 0) this.name(route);
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

  /**
   * The routes' slots start again (position-routes.ts): nothing of the old ones may be pending, and
   * the next batch tells the gateway to forget them first.
   */
  reset(): void {
    if (this.live > 0) throw new Error('position slots reset with rows pending');
    this.named.fill(0);
    this.slotOfKey.clear();
    this.channelOfSlot.length = 0;
    this.newSlots = [];
    this.names = [];
    this.resetPending = true;
  }

  /**
   * The oldest `rowsMax` pending rows (all by default) and the table's news, or null if there is
   * nothing to send. Rows left pending move to the front, in order, for the next batch.
   */
  take(rowsMax = Infinity): PositionColumns | null {
    if (this.live === 0 && this.newSlots.length === 0 && !this.resetPending) return null;
    const count = Math.min(this.live, rowsMax);
    const rows = new Float64Array(count * ROW_WIDTH);
    let out = 0;
    let kept = 0;
    for (let row = 0; row < this.written; row++) {
      const at = row * ROW_WIDTH;
      const slot = this.rows[at];
      if (slot === NONE) continue;
      if (out < rows.length) {
        this.rowOfSlot[slot] = NONE;
        rows[out++] = slot;
        rows[out++] = this.rows[at + 1];
        rows[out++] = this.rows[at + 2];
        continue;
      }
      // Past the bound: the row stays, moved to the front (kept <= row, so nothing unread is overwritten).
      const to = kept * ROW_WIDTH;
      this.rows[to] = slot;
      this.rows[to + 1] = this.rows[at + 1];
      this.rows[to + 2] = this.rows[at + 2];
      this.rowOfSlot[slot] = kept++;
    }
    const columns: PositionColumns = {
      reset: this.resetPending,
      slots: this.newSlots,
      names: this.names,
      rows,
    };
    this.newSlots = [];
    this.names = [];
    this.resetPending = false;
    this.written = kept;
    this.live = kept;
    return columns;
  }

  private name(route: PositionRoute): void {
    this.named[route.slot] = 1;
    this.slotOfKey.set(route.key, route.slot);
    this.channelOfSlot[route.slot] = route.channel;
    this.newSlots.push(route.slot);
    this.names.push(route.channel, route.key, route.id);
  }

  private widen(slot: number): void {
    let length = this.rowOfSlot.length;
    while (length <= slot) length *= 2;
    const rowOfSlot = new Int32Array(length).fill(NONE);
    rowOfSlot.set(this.rowOfSlot);
    this.rowOfSlot = rowOfSlot;
    const named = new Uint8Array(length);
    named.set(this.named);
    this.named = named;
  }
}

function grown(rows: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const wider = new Float64Array(rows.length * 2);
  wider.set(rows);
  return wider;
}
