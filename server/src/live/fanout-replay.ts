// A fan-out gateway's side of a publish batch: its columns (fanout-protocol.ts) replayed, in order,
// into the gateway's own hub. Messages arrive as the domains' objects and are serialized here, in
// the gateway, when its hub builds the frames; one that crossed as text is kept as that text.
// Position figures arrive as numbers (fanout-positions.ts): each row becomes the position message
// the engine's process would have published, with the channel, key and id its slot was given;
// account figures too (fanout-accounts.ts), each row the merged account message.
import type { LiveMessage } from '../../../contract/live';
import type { PositionColumns, PublishBatch, ShippedMessage } from './fanout-protocol';
import { ACCOUNT_ROW_WIDTH, accountMessageOf } from './fanout-accounts';
import { ROW_WIDTH } from './fanout-positions';
import { JsonText, type Outgoing } from './json-text';
import type { LiveHub } from './live-hub';

type Publisher = Pick<LiveHub, 'publishPublic' | 'publishLatest' | 'publishMerged' | 'publishEvent'>;

function outgoingOf(shipped: ShippedMessage): Outgoing {
  return typeof shipped === 'string' ? new JsonText(shipped) : shipped;
}

/** Replays one engine's process's batches, in the order they were sent, into one hub. */
export class BatchReplay {
  /** Per position slot: its channel, key and id (the names of PositionColumns, in slot order). */
  private channels: string[] = [];
  private keys: string[] = [];
  private ids: string[] = [];
  /** Per account slot: its channel and key. */
  private accountChannels: string[] = [];
  private accountKeys: string[] = [];

  constructor(private readonly hub: Publisher) {}

  replay({ ops, args, positions, accounts }: PublishBatch): void {
    const hub = this.hub;
    const message = (at: number) => outgoingOf(args[at] as ShippedMessage);
    const name = (at: number) => args[at] as string;
    let at = 0;
    for (const op of ops) {
      if (op === 'p') {
        hub.publishPublic(name(at), message(at + 1));
        at += 2;
      } else if (op === 'l') {
        hub.publishLatest(name(at), name(at + 1), message(at + 2));
        at += 3;
      } else if (op === 'm') {
        // Merged pieces merge field by field with what is pending: they are shipped as objects.
        hub.publishMerged(name(at), name(at + 1), args[at + 2] as LiveMessage);
        at += 3;
      } else {
        hub.publishEvent(name(at), message(at + 1), (args[at + 2] as string | null) ?? undefined);
        at += 3;
      }
    }
    if (positions) this.replayPositions(positions);
    if (accounts) this.replayAccounts(accounts);
  }

  private replayAccounts({ reset, slots, names, rows }: PositionColumns): void {
    if (reset) {
      this.accountChannels = [];
      this.accountKeys = [];
    }
    for (let index = 0; index < slots.length; index++) {
      this.accountChannels[slots[index]] = names[index * 2];
      this.accountKeys[slots[index]] = names[index * 2 + 1];
    }
    for (let at = 0; at < rows.length; at += ACCOUNT_ROW_WIDTH) {
      const slot = rows[at];
      this.hub.publishMerged(this.accountChannels[slot], this.accountKeys[slot], accountMessageOf(rows, at));
    }
  }

  private replayPositions({ reset, slots, names, rows }: PositionColumns): void {
    if (reset) {
      this.channels = [];
      this.keys = [];
      this.ids = [];
    }
    for (let index = 0; index < slots.length; index++) {
      const slot = slots[index];
      this.channels[slot] = names[index * 3];
      this.keys[slot] = names[index * 3 + 1];
      this.ids[slot] = names[index * 3 + 2];
    }
    for (let at = 0; at < rows.length; at += ROW_WIDTH) {
      const slot = rows[at];
      this.hub.publishLatest(this.channels[slot], this.keys[slot], {
        type: 'position',
        id: this.ids[slot],
        profit: rows[at + 1],
        lastPrice: rows[at + 2],
      });
    }
  }
}
