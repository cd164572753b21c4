// The personal part of one client's pending output. Values that only matter at their latest
// (a position's profit, the account figures) are coalesced by key; events (orders, notifications)
// keep their order and are never dropped, but their queue is bounded.
import type { AccountCode, AccountMessage, LiveMessage, PositionMessage } from '../../../contract/live';
import { EVENT_QUEUE_MAX } from './live-limits';

export type EventMessage = Extract<LiveMessage, { type: 'order' } | { type: 'notification' }>;

/** Events after which a position's pending profit update is stale and must not be sent. */
const POSITION_ENDING_EVENTS = new Set(['closed', 'stopout', 'cancelled']);

export type EnqueueResult = 'queued' | 'overflow';

export class ClientOutbox {
  private readonly positions = new Map<string, PositionMessage>();
  private account: AccountMessage | null = null;
  private events: EventMessage[] = [];

  constructor(private readonly eventQueueMax = EVENT_QUEUE_MAX) {}

  setPosition(message: PositionMessage): void {
    this.positions.set(message.id, message);
  }

  mergeAccount(message: AccountMessage): void {
    if (!this.account) {
      this.account = { ...message };
      return;
    }
    for (const code of Object.keys(message) as (AccountCode | 'type')[]) {
      if (code === 'type') continue;
      this.account[code] = message[code];
    }
  }

  /** 'overflow' means the client is too far behind; the caller closes it rather than drop an event. */
  enqueueEvent(message: EventMessage): EnqueueResult {
    if (this.events.length >= this.eventQueueMax) return 'overflow';
    if (message.type === 'order' && POSITION_ENDING_EVENTS.has(message.event))
      this.positions.delete(message.id);
    this.events.push(message);
    return 'queued';
  }

  isEmpty(): boolean {
    return this.positions.size === 0 && this.account === null && this.events.length === 0;
  }

  /** Takes everything pending: coalesced values first, then events in the order they happened. */
  drain(): LiveMessage[] {
    const messages: LiveMessage[] = [...this.positions.values()];
    if (this.account) messages.push(this.account);
    for (const event of this.events) messages.push(event);
    this.positions.clear();
    this.account = null;
    this.events = [];
    return messages;
  }
}
