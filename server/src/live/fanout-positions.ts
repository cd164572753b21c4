// The position figures pending for one fan-out gateway, as numbers: the part of a publish batch
// that is most of it (at 5,000 watched accounts about 800 of the 900 publishes a tick). A profile
// of the engine's thread showed each of them as an object, a queue entry, four map lookups, a
// clock read and a structured clone of the object, so here a publish is three numbers written in
// place at the row of its route's slot (position-routes.ts), found with no lookup at all.
//
// The gateway learns a slot's channel, key and id with the first batch that uses it (`names`) and
// keeps them (fanout-replay.ts), so later batches carry only numbers: one Float64Array of (slot,
// profit, lastPrice) rows, which the IPC channel copies as bytes (slot-rows.ts, shared with the
// account figures). A slot's pending row is replaced in place, as PendingBatch replaces a latest
// value.
//
// Order: the rows are replayed after the batch's other publishes. That gives the frames publishing
// in order gives because the rows are latest values (a client's frame lists its latest values
// before its events, whatever their order) and because an event that retires a key also drops
// the key's pending row (`retire`): the event then retires what the gateway holds, and a row
// published after the event is a new row, replayed after it. PendingBatch ships the rows only with
// the batch that takes its last pending event, so a row never overtakes an event that waited for
// the next batch.
import type { PositionRoute } from './position-routes';
import { SlotRows } from './slot-rows';

/** A row's numbers in `PositionColumns.rows`: slot, profit, lastPrice. */
export const ROW_WIDTH = 3;

export class PendingPositions extends SlotRows<PositionRoute> {
  /** Each named slot's key and channel, to retire a key's row. */
  private readonly slotOfKey = new Map<string, number>();
  private readonly channelOfSlot: string[] = [];

  constructor() {
    super(ROW_WIDTH);
  }

  set(route: PositionRoute, profit: number, lastPrice: number): void {
    const at = this.rowOf(route);
    this.rows[at + 1] = profit;
    this.rows[at + 2] = lastPrice;
  }

  /** An event retires `key` on `channel`: its pending row is dropped (the event retires the rest). */
  retire(channel: string, key: string): void {
    const slot = this.slotOfKey.get(key);
    if (slot === undefined || this.channelOfSlot[slot] !== channel) return;
    this.drop(slot);
  }

  override reset(): void {
    super.reset();
    this.slotOfKey.clear();
    this.channelOfSlot.length = 0;
  }

  protected nameOf(route: PositionRoute, names: string[]): void {
    this.slotOfKey.set(route.key, route.slot);
    this.channelOfSlot[route.slot] = route.channel;
    names.push(route.channel, route.key, route.id);
  }
}
