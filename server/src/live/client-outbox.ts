// The personal part of one client's pending output. It knows three ways a message is delivered and
// nothing about what the messages mean (trading, notifications and later domains decide that):
// - latest: only the newest value per key matters (a position's profit), so it is replaced;
// - merged: fields of one object arrive in pieces (account figures), so they are merged per key;
// - event: every one matters and in order (order events, notifications), so they are queued; the
//   queue is bounded, and an event may retire a pending latest value that it makes stale.
// Latest values and events may come already serialized (JsonText).
import type { LiveMessage } from '../../../contract/live';
import type { Outgoing } from './json-text';
import { EVENT_QUEUE_MAX } from './live-limits';

export type EnqueueResult = 'queued' | 'overflow';

type MergeableMessage = LiveMessage & Record<string, unknown>;

export class ClientOutbox {
  private readonly latest = new Map<string, Outgoing>();
  private readonly merged = new Map<string, MergeableMessage>();
  private events: Outgoing[] = [];

  constructor(private readonly eventQueueMax = EVENT_QUEUE_MAX) {}

  setLatest(key: string, message: Outgoing): void {
    this.latest.set(key, message);
  }

  merge(key: string, message: LiveMessage): void {
    const pending = this.merged.get(key);
    if (pending) Object.assign(pending, message);
    else this.merged.set(key, { ...message } as MergeableMessage);
  }

  /**
   * 'overflow' means the client is too far behind; the caller closes it rather than drop an event.
   * `retiresKey` names a latest value the event makes stale (a closed position's profit).
   */
  enqueueEvent(message: Outgoing, retiresKey?: string): EnqueueResult {
    if (this.events.length >= this.eventQueueMax) return 'overflow';
    if (retiresKey !== undefined) this.latest.delete(retiresKey);
    this.events.push(message);
    return 'queued';
  }

  isEmpty(): boolean {
    return this.latest.size === 0 && this.merged.size === 0 && this.events.length === 0;
  }

  /** Takes everything pending: coalesced values first, then events in the order they happened. */
  drain(): Outgoing[] {
    const messages: Outgoing[] = [...this.latest.values(), ...this.merged.values()];
    for (const event of this.events) messages.push(event);
    this.latest.clear();
    this.merged.clear();
    this.events = [];
    return messages;
  }
}
