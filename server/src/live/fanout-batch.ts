// What the engine's process has to tell one fan-out gateway since its last batch. A value whose
// key is already pending replaces it in place (a merged one merges into it), which gives the
// gateway's hub the same end state as replaying both, because that hub keeps the latest value per
// key and merges pieces the same way. An event that retires a key ends that key's in-place window,
// so a later value of the key queues after the event.
//
// `take` hands out the pending publishes as one batch of at most BATCH_CHARS_MAX characters (the
// rest waits for the next): a large batch crosses the IPC channel in many reads, each waiting for
// the gateway's loop between two slices of frames, and a price behind it waited for all of them
// (measured: 0.85 s for 0.3 M characters on a loaded machine). Public values (prices, market
// states) go first in every batch, whatever was published before them: they are the same for every
// client and few (one per symbol), and a price must not wait behind a backlog of position churn.
// Within a channel the order stays the order of publishing; only public values overtake personal
// ones, which are other channels.
//
// A batch travels as columns: one letter per publish and its arguments in order, each message as
// the domain's object. The IPC channel's structured clone copies it about twice as fast as
// JSON.stringify makes its text (measured: 335 against 659 ns a position message, text included
// in the clone), and the gateway makes the JSON, so serialization is off the engine's thread.
// A message that is already text (JsonText) travels as its string.
import type { LiveMessage } from '../../../contract/live';
import type { PublishBatch, ShippedMessage } from './fanout-protocol';
import { ACCOUNT_ROW_WIDTH, PendingAccounts, type AccountCodes } from './fanout-accounts';
import { PendingPositions, ROW_WIDTH } from './fanout-positions';
import { JsonText, type Outgoing } from './json-text';
import type { PositionRoute, SlotHolder, SlotRoute } from './position-routes';
import type { RowColumns } from './slot-rows';

/** A batch's characters at most (its public values excepted), so one crosses the channel in a read or two. */
export const BATCH_CHARS_MAX = 64 * 1024;
/** Past this many shipped entries at the head of the queue, the queue is compacted. */
const SHIPPED_HEAD_MAX = 4_096;
/** How one kind of row counts against a batch's size bound. */
interface RowShape {
  /** Numbers a row. */
  width: number;
  /** A row's share of the bound: its numbers' bytes, over two as characters. */
  rowChars: number;
  /** Rows a batch takes at least, whatever the other publishes used of the bound, so rows always move. */
  rowsMin: number;
}
/**
 * Unbounded, the position rows of 5,000 watched accounts made 0.3 M-character batches that took
 * 0.9 s to cross to the gateway on a loaded machine, and every price waited behind them.
 */
const POSITION_ROWS: RowShape = { width: ROW_WIDTH, rowChars: (ROW_WIDTH * 8) / 2, rowsMin: 1_024 };
/** One row per watched account. */
const ACCOUNT_ROWS: RowShape = {
  width: ACCOUNT_ROW_WIDTH,
  rowChars: (ACCOUNT_ROW_WIDTH * 8) / 2,
  rowsMin: 256,
};

type Personal =
  | ['l', string, string, Outgoing]
  | ['m', string, string, LiveMessage]
  | ['e', string, Outgoing, string | undefined];

export class PendingBatch {
  /** Pending public values, latest per key, in the order their keys were first published. */
  private publicValues = new Map<string, Outgoing>();
  /** Personal publishes in order; the ones before `head` have been shipped. */
  private personal: Personal[] = [];
  private head = 0;
  /** Events in `personal` not yet taken: position rows may not overtake them. */
  private eventsPending = 0;
  /**
   * Where each pending latest or merged value sits in `personal` (stale if before `head`), by
   * channel and key: the domains' channel and key strings are looked up as they are, with no
   * third string built and hashed per publish.
   */
  private readonly latestAt = new SlotIndex();
  private readonly mergedAt = new SlotIndex();
  /** When each entry of `personal` was queued, and when the oldest public value came (performance.now()). */
  private personalAtMs: number[] = [];
  private publicSinceMs = 0;
  /** Position figures and account figures, as numbers (fanout-positions.ts, fanout-accounts.ts). */
  private readonly positions = new PendingPositions();
  private readonly accounts = new PendingAccounts();
  /** The account rows' slots as the hub's account slots see them (position-routes.ts). */
  readonly accountSlots: SlotHolder = accountSlotsOf(this.accounts);

  get size(): number {
    return (
      this.publicValues.size + this.personal.length - this.head + this.positions.size + this.accounts.size
    );
  }

  /** How long the oldest pending publish has waited, in ms (0 when nothing is pending). */
  waitedMs(nowMs: number): number {
    let oldestMs = nowMs;
    if (this.publicValues.size > 0) oldestMs = this.publicSinceMs;
    if (this.head < this.personal.length) oldestMs = Math.min(oldestMs, this.personalAtMs[this.head]);
    if (this.positions.size > 0) oldestMs = Math.min(oldestMs, this.positions.oldestMs);
    if (this.accounts.size > 0) oldestMs = Math.min(oldestMs, this.accounts.oldestMs);
    return nowMs - oldestMs;
  }

  public(key: string, message: Outgoing): void {
    if (this.publicValues.size === 0) this.publicSinceMs = performance.now();
    this.publicValues.set(key, message);
  }

  latest(channel: string, key: string, message: Outgoing): void {
    const entry = this.pendingAt(this.latestAt, channel, key);
    if (entry?.[0] === 'l') entry[3] = message;
    else this.push(this.latestAt, channel, key, ['l', channel, key, message]);
  }

  merged(channel: string, key: string, message: LiveMessage): void {
    const entry = this.pendingAt(this.mergedAt, channel, key);
    if (entry?.[0] === 'm') entry[3] = { ...entry[3], ...message } as LiveMessage;
    else this.push(this.mergedAt, channel, key, ['m', channel, key, message]);
  }

  /**
   * A position's figures, the latest per key, as `latest(route.channel, route.key, { type:
   * 'position', id, profit, lastPrice })` would queue them, but as numbers at the route's slot
   * (given by the hub's PositionSlots). A key is published one way or the other, on one channel.
   */
  position(route: PositionRoute, profit: number, lastPrice: number): void {
    this.positions.set(route, profit, lastPrice);
  }

  /**
   * An account's changed figures, as `merged(route.channel, route.key, { type: 'account',
   * ...changes })` would queue them, but as numbers at the route's slot (the hub's account slots).
   * A key is published one way or the other.
   */
  account(route: SlotRoute, changes: AccountCodes): void {
    this.accounts.set(route, changes);
  }

  /** Position figures not yet taken. */
  get positionsPending(): number {
    return this.positions.size;
  }

  /** The hub's position slots started again (none may be pending): the gateway forgets its own. */
  resetPositions(): void {
    this.positions.reset();
  }

  event(channel: string, message: Outgoing, retiresKey?: string): void {
    if (retiresKey !== undefined) {
      this.latestAt.delete(channel, retiresKey);
      this.positions.retire(channel, retiresKey);
    }
    this.queue(['e', channel, message, retiresKey]);
  }

  /**
   * Every pending public value and the personal publishes that fit in `charsMax` (one at least),
   * as one batch's columns, or null if nothing is pending. `chars` is the batch's size.
   */
  take(charsMax = BATCH_CHARS_MAX): (PublishBatch & { chars: number }) | null {
    if (this.size === 0) return null;
    let ops = '';
    const args: (string | ShippedMessage | null)[] = [];
    let chars = 0;
    for (const [key, message] of this.publicValues) {
      ops += 'p';
      args.push(key, shippedOf(message));
      chars += key.length + approxJsonChars(message);
    }
    this.publicValues.clear();
    const personalStart = chars;
    while (this.head < this.personal.length && (chars === personalStart || chars < charsMax)) {
      const entry = this.personal[this.head++];
      ops += entry[0];
      if (entry[0] === 'e') {
        this.eventsPending -= 1;
        args.push(entry[1], shippedOf(entry[2]), entry[3] ?? null);
        chars += entry[1].length + approxJsonChars(entry[2]) + (entry[3]?.length ?? 0);
      } else {
        args.push(entry[1], entry[2], shippedOf(entry[3]));
        chars += entry[1].length + entry[2].length + approxJsonChars(entry[3]);
      }
    }
    // The position rows go with the batch that takes the last pending event, never ahead of one.
    // Latest and merged values left in the queue (a backlog of account figures) do not hold them:
    // they are other keys' states, and a client's frame lists latest values before merged ones
    // whatever their order. (The rule "with the batch that empties the queue" starved them: at
    // 5,000 watched accounts a backlog of account figures never emptied, and rows waited 5 s+.)
    // Account rows the same way, first (one per account, and a client's figures matter most).
    const takeRows = (table: PendingAccounts | PendingPositions, shape: RowShape): RowColumns | null => {
      if (this.eventsPending > 0) return null;
      const free = Math.max(0, charsMax - chars);
      const taken = table.take(Math.max(shape.rowsMin, Math.floor(free / shape.rowChars)));
      if (taken) chars += taken.names.length * 16 + (taken.rows.length / shape.width) * shape.rowChars;
      return taken;
    };
    const accounts = takeRows(this.accounts, ACCOUNT_ROWS);
    const positions = takeRows(this.positions, POSITION_ROWS);
    this.afterTake();
    chars += ops.length;
    const batch: PublishBatch & { chars: number } = { ops, args, chars };
    if (positions) batch.positions = positions;
    if (accounts) batch.accounts = accounts;
    return batch;
  }

  private pendingAt(index: SlotIndex, channel: string, key: string): Personal | undefined {
    const at = index.get(channel, key);
    return at === undefined || at < this.head ? undefined : this.personal[at];
  }

  private push(index: SlotIndex, channel: string, key: string, entry: Personal): void {
    index.set(channel, key, this.personal.length);
    this.queue(entry);
  }

  private queue(entry: Personal): void {
    if (entry[0] === 'e') this.eventsPending += 1;
    this.personal.push(entry);
    this.personalAtMs.push(performance.now());
  }

  /** Forgets what was shipped: all of it once the queue is empty, else a long shipped head. */
  private afterTake(): void {
    if (this.head === this.personal.length) {
      this.personal = [];
      this.personalAtMs = [];
      this.head = 0;
      this.latestAt.clear();
      this.mergedAt.clear();
      return;
    }
    if (this.head < SHIPPED_HEAD_MAX || this.head * 2 < this.personal.length) return;
    const shipped = this.head;
    this.personal = this.personal.slice(shipped);
    this.personalAtMs = this.personalAtMs.slice(shipped);
    this.head = 0;
    this.latestAt.shift(shipped);
    this.mergedAt.shift(shipped);
  }
}

/** Account rows as the hub's account slots see them (the SlotHolder shape positions have). */
function accountSlotsOf(accounts: PendingAccounts): SlotHolder {
  return {
    get positionsPending() {
      return accounts.size;
    },
    resetPositions: () => accounts.reset(),
  };
}

/** A message as it crosses the channel: the object itself, or the text a JsonText holds. */
function shippedOf(message: Outgoing): ShippedMessage {
  return message instanceof JsonText ? message.json : message;
}

/**
 * About the length of a message's JSON, without making it (that is the gateway's job now): the
 * batch's size bound needs only an estimate. Strings count their length, numbers 8 characters
 * (prices and profits), a nested value (a notification's data) its JSON's length: those are rare.
 */
export function approxJsonChars(message: Outgoing): number {
  if (message instanceof JsonText) return message.json.length;
  let chars = 2;
  const fields = message as unknown as Record<string, unknown>;
  // for...in, not Object.entries: no array per message (it was 7% of the engine's thread).
  for (const key in fields) {
    const value = fields[key];
    chars += key.length + 4;
    if (typeof value === 'string') chars += value.length + 2;
    else if (typeof value === 'number') chars += 8;
    else if (typeof value === 'boolean' || value === null) chars += 5;
    else if (value !== undefined) chars += JSON.stringify(value).length;
  }
  return chars;
}

/** Positions in the queue by channel, then key. */
class SlotIndex {
  private readonly byChannel = new Map<string, Map<string, number>>();

  get(channel: string, key: string): number | undefined {
    return this.byChannel.get(channel)?.get(key);
  }

  set(channel: string, key: string, at: number): void {
    let keys = this.byChannel.get(channel);
    if (!keys) {
      keys = new Map();
      this.byChannel.set(channel, keys);
    }
    keys.set(key, at);
  }

  delete(channel: string, key: string): void {
    this.byChannel.get(channel)?.delete(key);
  }

  clear(): void {
    this.byChannel.clear();
  }

  /** The queue lost its first `shipped` entries: positions before them go, the others move up. */
  shift(shipped: number): void {
    for (const [channel, keys] of this.byChannel) {
      for (const [key, at] of keys) {
        if (at < shipped) keys.delete(key);
        else keys.set(key, at - shipped);
      }
      if (keys.size === 0) this.byChannel.delete(channel);
    }
  }
}
