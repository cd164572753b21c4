// One channel's subscription on a gateway, and how a socket's connect snapshot joins it without a
// gap. The snapshot comes from the leader; the updates after it come over NATS. Subscribing only
// once the socket is admitted would miss an update published between the two, so a socket about
// to open subscribes first (`open`) and the frames wait here; the snapshot names the last frame the
// leader had sent on the channel when it was taken (`settle`); once the hub watches the channel
// (the socket is attached, its snapshot sent) the waiting frames newer than that follow it, in
// order, and later frames go straight to the hub.
import type { Subscription } from '@nats-io/transport-node';
import type { LivePublisher } from '../live/live-ports';
import type { LiveFrame } from './live-relay';

/** How long a channel subscribed for a socket that never attaches is kept. */
export const OPENING_LAPSE_MS = 30_000;

export function deliverFrame(hub: LivePublisher, channel: string | null, frame: LiveFrame): void {
  if (frame.kind === 'public') hub.publishPublic(frame.key, frame.message);
  else if (channel === null) return;
  else if (frame.kind === 'latest') hub.publishLatest(channel, frame.key, frame.message);
  else if (frame.kind === 'merged') hub.publishMerged(channel, frame.key, frame.message);
  else hub.publishEvent(channel, frame.message, frame.retiresKey);
}

export class ChannelFeed {
  /** Frames held until the hub watches the channel; null once they go straight to the hub. */
  private waiting: LiveFrame[] | null = [];
  /** The sequences the pending snapshots were taken at (null: a socket opened without one). */
  private readonly snapshots: (number | null)[] = [];
  private lapse: NodeJS.Timeout | null = null;
  subscription: Subscription | null = null;

  constructor(
    private readonly hub: LivePublisher,
    readonly channel: string,
  ) {}

  get watched(): boolean {
    return this.waiting === null;
  }

  receive(frame: LiveFrame): void {
    if (this.waiting) this.waiting.push(frame);
    else deliverFrame(this.hub, this.channel, frame);
  }

  /** A socket is opening: keep what arrives until it attaches, or drop the feed after the lapse. */
  holdFor(onLapse: () => void): void {
    if (this.lapse) clearTimeout(this.lapse);
    this.lapse = setTimeout(onLapse, OPENING_LAPSE_MS);
    this.lapse.unref();
  }

  /** The leader's sequence when this socket's snapshot was taken; null when it has none. */
  settle(sequence: number | null): void {
    this.snapshots.push(sequence);
  }

  /**
   * The hub watches the channel now. It calls this before the socket is in its channel's set and
   * before the snapshot is sent, so the waiting frames follow a microtask later, after both.
   */
  adopt(): void {
    if (this.lapse) clearTimeout(this.lapse);
    this.lapse = null;
    queueMicrotask(() => this.release());
  }

  private release(): void {
    const waiting = this.waiting ?? [];
    this.waiting = null;
    // The oldest snapshot decides: a frame it does not hold is news to that socket. Without any
    // (the leader did not answer, or not an account's channel) every waiting frame is news.
    const sequences = this.snapshots.filter((sequence): sequence is number => sequence !== null);
    const after =
      sequences.length === this.snapshots.length && sequences.length > 0 ? Math.min(...sequences) : 0;
    this.snapshots.length = 0;
    for (const frame of waiting) {
      if (frame.kind === 'public' || frame.seq === undefined || frame.seq > after) {
        deliverFrame(this.hub, this.channel, frame);
      }
    }
  }

  close(): void {
    if (this.lapse) clearTimeout(this.lapse);
    this.lapse = null;
    this.subscription?.unsubscribe();
    this.subscription = null;
  }
}
