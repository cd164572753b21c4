// The live hub of a node that decides (a shard's leader): its own sockets, when it has the gateway
// role too, are served as in one process, and every publish also goes out over NATS to the
// gateways (live-relay.ts), a personal one only while some gateway watches its channel. A channel
// counts as watched while a local socket or a gateway watches it, so the engine keeps reporting
// the figures of customers connected to any gateway.
import type { NatsConnection } from '@nats-io/transport-node';
import type { LiveMessage } from '../../../contract/live';
import { JsonText, type Outgoing } from '../live/json-text';
import { LiveHub, type LiveHubOptions } from '../live/live-hub';
import { FLUSH_INTERVAL_MS } from '../live/live-limits';
import { createNatsLivePublisher, type NatsLivePublisher } from './live-relay';

const messageOf = (message: Outgoing): LiveMessage =>
  message instanceof JsonText ? (JSON.parse(message.json) as LiveMessage) : message;

export class RelayLiveHub extends LiveHub {
  private readonly remote: NatsLivePublisher;
  private readonly flushIntervalMs: number;
  private relayTimer: NodeJS.Timeout | null = null;

  constructor(nats: NatsConnection, clusterName: string, options: LiveHubOptions = {}) {
    super(options);
    this.flushIntervalMs = options.flushIntervalMs ?? FLUSH_INTERVAL_MS;
    this.remote = createNatsLivePublisher(nats, clusterName, Date.now, (channel, watched) => {
      if (!super.isWatched(channel)) this.tellWatch(channel, watched);
    });
  }

  /**
   * The hub runs the domains' before-flush tasks (the engine's drain) only when it flushes a slice
   * with local sockets in it; the gateways' sockets need them run on every flush interval anyway.
   * A second drain in an interval finds only what changed since the first, so nothing is sent twice.
   */
  override start(): void {
    super.start();
    if (this.relayTimer) return;
    this.relayTimer = setInterval(() => this.runBeforeFlushTasks(), this.flushIntervalMs);
    this.relayTimer.unref();
  }

  override stop(): void {
    super.stop();
    if (this.relayTimer) clearInterval(this.relayTimer);
    this.relayTimer = null;
    this.remote.stop();
  }

  /** The frames sent to the gateways on `channel` so far: a snapshot taken now holds them all. */
  liveSequence(channel: string): number {
    return this.remote.sequenceOf(channel);
  }

  override isWatched(channel: string): boolean {
    return super.isWatched(channel) || this.remote.isWatched(channel);
  }

  /** A local socket's change: heard only when no gateway watches the channel either. */
  protected override notifyWatch(channel: string, watched: boolean): void {
    if (!this.remote.isWatched(channel)) this.tellWatch(channel, watched);
  }

  override publishPublic(key: string, message: Outgoing): void {
    super.publishPublic(key, message);
    this.remote.publishPublic(key, messageOf(message));
  }

  override publishLatest(channel: string, key: string, message: Outgoing): void {
    super.publishLatest(channel, key, message);
    if (this.remote.isWatched(channel)) this.remote.publishLatest(channel, key, messageOf(message));
  }

  override publishMerged(channel: string, key: string, message: LiveMessage): void {
    super.publishMerged(channel, key, message);
    if (this.remote.isWatched(channel)) this.remote.publishMerged(channel, key, message);
  }

  override publishEvent(channel: string, message: Outgoing, retiresKey?: string): void {
    super.publishEvent(channel, message, retiresKey);
    if (this.remote.isWatched(channel)) this.remote.publishEvent(channel, messageOf(message), retiresKey);
  }

  private tellWatch(channel: string, watched: boolean): void {
    super.notifyWatch(channel, watched);
  }
}
