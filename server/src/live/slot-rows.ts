// What a fan-out gateway's pending rows of numbers have in common (position figures,
// fanout-positions.ts; account figures, fanout-accounts.ts): one row per route's slot
// (position-routes.ts), found with no lookup, written in place until a batch takes it; the slots'
// names (channel, key, ...) told to the gateway with the first batch that uses each, so later
// batches carry only numbers, one Float64Array the IPC channel copies as bytes.
import type { SlotRoute } from './position-routes';

const NONE = -1;

/** A kind of rows as it crosses: the table's news (see PositionColumns) and the rows. */
export interface RowColumns {
  reset: boolean;
  slots: number[];
  names: string[];
  rows: Float64Array;
}

export abstract class SlotRows<Route extends SlotRoute> {
  /** The slots this gateway has been told the names of. */
  private named = new Uint8Array(1024);
  /** Slots named since the last batch, and their names, for the gateway's table. */
  private newSlots: number[] = [];
  private names: string[] = [];
  /** The routes started again: the next batch tells the gateway to empty its table first. */
  private resetPending = false;
  /** Each slot's row in `rows`, or NONE. */
  private rowOfSlot = new Int32Array(1024).fill(NONE);
  protected rows: Float64Array<ArrayBuffer>;
  /** Rows written (dropped ones included, their slot set to NONE). */
  private written = 0;
  private live = 0;
  /** When the oldest pending row was written (performance.now()). */
  private sinceMs = 0;

  /** `width`: a row's numbers, the slot first. */
  constructor(protected readonly width: number) {
    this.rows = new Float64Array(1024 * width);
  }

  get size(): number {
    return this.live;
  }

  get oldestMs(): number {
    return this.sinceMs;
  }

  /** The names the gateway needs for a slot, pushed onto `names` (the same count for every slot). */
  protected abstract nameOf(route: Route, names: string[]): void;

  /** Where the route's row starts in `rows`; a new row is zeroed after its slot. */
  protected rowOf(route: Route): number {
    const slot = route.slot;
    if (slot >= this.rowOfSlot.length) this.widen(slot);
    if (this.named[slot] === 0) {
      this.named[slot] = 1;
      this.newSlots.push(slot);
      this.nameOf(route, this.names);
    }
    const row = this.rowOfSlot[slot];
    if (row !== NONE) return row * this.width;
    if (this.live === 0) this.sinceMs = performance.now();
    const added = this.written++;
    this.live += 1;
    if ((added + 1) * this.width > this.rows.length) this.rows = grown(this.rows);
    this.rowOfSlot[slot] = added;
    const at = added * this.width;
    this.rows[at] = slot;
    this.rows.fill(0, at + 1, at + this.width);
    return at;
  }

  /** Drops the slot's pending row, if any. */
  protected drop(slot: number): void {
    const row = this.rowOfSlot[slot];
    if (row === NONE) return;
    this.rowOfSlot[slot] = NONE;
    this.rows[row * this.width] = NONE;
    this.live -= 1;
  }

  /**
   * The routes' slots start again (position-routes.ts): nothing of the old ones may be pending, and
   * the next batch tells the gateway to forget them first.
   */
  reset(): void {
    if (this.live > 0) throw new Error('slots reset with rows pending');
    this.named.fill(0);
    this.newSlots = [];
    this.names = [];
    this.resetPending = true;
  }

  /**
   * The oldest `rowsMax` pending rows (all by default) and the table's news, or null if there is
   * nothing to send. Rows left pending move to the front, in order, for the next batch.
   */
  take(rowsMax = Infinity): RowColumns | null {
    if (this.live === 0 && this.newSlots.length === 0 && !this.resetPending) return null;
    const width = this.width;
    const rows = new Float64Array(Math.min(this.live, rowsMax) * width);
    let out = 0;
    let kept = 0;
    for (let row = 0; row < this.written; row++) {
      const at = row * width;
      const slot = this.rows[at];
      if (slot === NONE) continue;
      if (out < rows.length) {
        this.rowOfSlot[slot] = NONE;
        for (let i = 0; i < width; i++) rows[out++] = this.rows[at + i];
        continue;
      }
      // Past the bound the row stays, moved to the front (kept <= row: nothing unread is overwritten).
      this.rows.copyWithin(kept * width, at, at + width);
      this.rowOfSlot[slot] = kept++;
    }
    const columns: RowColumns = { reset: this.resetPending, slots: this.newSlots, names: this.names, rows };
    this.newSlots = [];
    this.names = [];
    this.resetPending = false;
    this.written = kept;
    this.live = kept;
    return columns;
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
