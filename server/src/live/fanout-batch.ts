// What the engine's process has to tell one fan-out gateway since its last batch, kept in publish
// order. While a batch is in flight a gateway gets no other, so publishes wait here; a value whose
// key is already pending replaces it in place (a merged one merges into it), which gives the
// gateway's hub the same end state as replaying both, because that hub keeps the latest value per
// key and merges pieces the same way. An event that retires a key ends that key's in-place window,
// so a later value of the key queues after the event.
//
// `take` turns the batch into columns for the IPC channel: one letter per publish and its arguments
// in order, each message as its JSON text. The text is made once here and written as it is into
// the gateway's frames, so the gateway neither parses nor serializes the messages again.
import type { LiveMessage } from '../../../contract/live';
import type { PublishBatch } from './fanout-protocol';
import { jsonOf, type Outgoing } from './json-text';

type Pending =
  | ['p', string, Outgoing]
  | ['l', string, string, Outgoing]
  | ['m', string, string, LiveMessage]
  | ['e', string, Outgoing, string | undefined];

export class PendingBatch {
  private pending: Pending[] = [];
  /** Where each pending public, latest or merged value sits in `pending`. */
  private readonly at = new Map<string, number>();

  get size(): number {
    return this.pending.length;
  }

  public(key: string, message: Outgoing): void {
    const slot = `p\0${key}`;
    const at = this.at.get(slot);
    if (at === undefined) this.push(slot, ['p', key, message]);
    else this.pending[at][2] = message;
  }

  latest(channel: string, key: string, message: Outgoing): void {
    const slot = `l\0${channel}\0${key}`;
    const at = this.at.get(slot);
    if (at === undefined) this.push(slot, ['l', channel, key, message]);
    else this.pending[at][3] = message;
  }

  merged(channel: string, key: string, message: LiveMessage): void {
    const slot = `m\0${channel}\0${key}`;
    const at = this.at.get(slot);
    const entry = at === undefined ? undefined : this.pending[at];
    if (entry?.[0] === 'm') entry[3] = { ...entry[3], ...message } as LiveMessage;
    else this.push(slot, ['m', channel, key, message]);
  }

  event(channel: string, message: Outgoing, retiresKey?: string): void {
    if (retiresKey !== undefined) this.at.delete(`l\0${channel}\0${retiresKey}`);
    this.pending.push(['e', channel, message, retiresKey]);
  }

  /** Everything pending as one batch's columns, or null if nothing is; the batch starts empty. */
  take(): PublishBatch | null {
    if (this.pending.length === 0) return null;
    let ops = '';
    const args: (string | null)[] = [];
    for (const entry of this.pending) {
      ops += entry[0];
      if (entry[0] === 'p') args.push(entry[1], jsonOf(entry[2]));
      else if (entry[0] === 'e') args.push(entry[1], jsonOf(entry[2]), entry[3] ?? null);
      else args.push(entry[1], entry[2], jsonOf(entry[3]));
    }
    this.pending = [];
    this.at.clear();
    return { ops, args };
  }

  private push(slot: string, entry: Pending): void {
    this.at.set(slot, this.pending.length);
    this.pending.push(entry);
  }
}
