// The live socket hub: who is connected, what each of them still has to receive, and the flush
// loop that sends it. It knows nothing of Fastify, tokens, trading or any other domain: the socket
// plugin (live-plugin.ts) attaches authenticated connections, and domains publish through the
// LivePublisher and contribute to the connect snapshot through LiveContributions (live-ports.ts).
//
// Prices and market states are the same for everyone: the public board serializes them once per
// flush and each frame is the shared text plus the client's own (account, positions, events)
// concatenated. Clients are spread over FLUSH_SLICES slices flushed in turn, so each client still
// gets one frame per FLUSH_INTERVAL_MS but no single flush writes to every socket at once
// (flush-slices.ts keeps the slices and their timer).
import type { LiveMessage } from '../../../contract/live';
import { ClientOutbox } from './client-outbox';
import { FlushSlices } from './flush-slices';
import { jsonOf, type Outgoing } from './json-text';
import {
  BUFFERED_BYTES_HARD_MAX,
  BUFFERED_BYTES_SOFT_MAX,
  CLOSE_TRY_AGAIN_LATER,
  EVENT_QUEUE_MAX,
  FLUSH_INTERVAL_MS,
  FLUSH_SLICES,
} from './live-limits';
import type { Live } from './live-ports';
import { LiveRegistry } from './live-registry';
import type { AccountCodes } from './fanout-accounts';
import type { PositionRoute, SlotRoute } from './position-routes';
import { frameBytesOf, PublicBoard, type SharedPiece } from './public-board';

/** The part of a `ws` WebSocket the hub uses, so tests and benches can pass their own. */
export interface LiveConnection {
  readonly bufferedAmount: number;
  readonly readyState: number;
  send(text: string): void;
  /**
   * Sends a text frame given as its UTF-8 bytes. The same buffer goes to every client of a flush
   * that receives only the shared prices, so it must be written as it is, never changed.
   * Connections without it are sent the text.
   */
  sendBytes?(bytes: Buffer): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

export interface LiveClient {
  /** The channels this client listens on (its user's and its session's account's). */
  readonly channels: readonly string[];
  readonly connection: LiveConnection;
  readonly outbox: ClientOutbox;
  /** Which flush slice sends to this client. */
  readonly slice: number;
  /** The last flush generation whose public changes this client has received. */
  syncedGeneration: number;
}

export interface LiveHubOptions {
  flushIntervalMs?: number;
  flushSlices?: number;
  bufferedBytesSoftMax?: number;
  bufferedBytesHardMax?: number;
  eventQueueMax?: number;
  /** Lets the loop turn between the slices of a catch-up (a fan-out gateway's hub; flush-slices.ts). */
  yieldBetweenSlices?: boolean;
}

export interface LiveHubStats {
  clients: number;
  framesSent: number;
  messagesSent: number;
  flushesSkipped: number;
  clientsCut: number;
  /** Timer flushes (slices) run, and the longest one, to see how long the loop is held. */
  sliceFlushes: number;
  sliceFlushMsMax: number;
  /** The slices' time in all: with sliceFlushes, how long the loop spends writing frames. */
  sliceFlushMsTotal: number;
}

export class LiveHub extends LiveRegistry implements Live {
  private readonly clientsByChannel = new Map<string, Set<LiveClient>>();
  private readonly slices: FlushSlices<LiveClient>;
  private readonly board = new PublicBoard();
  private readonly stats: LiveHubStats = {
    clients: 0,
    framesSent: 0,
    messagesSent: 0,
    flushesSkipped: 0,
    clientsCut: 0,
    sliceFlushes: 0,
    sliceFlushMsMax: 0,
    sliceFlushMsTotal: 0,
  };
  private readonly softMax: number;
  private readonly hardMax: number;
  private readonly eventQueueMax: number;

  constructor(options: LiveHubOptions = {}) {
    super();
    this.softMax = options.bufferedBytesSoftMax ?? BUFFERED_BYTES_SOFT_MAX;
    this.hardMax = options.bufferedBytesHardMax ?? BUFFERED_BYTES_HARD_MAX;
    this.eventQueueMax = options.eventQueueMax ?? EVENT_QUEUE_MAX;
    const flushIntervalMs = options.flushIntervalMs ?? FLUSH_INTERVAL_MS;
    this.slices = new FlushSlices(
      options.flushSlices ?? FLUSH_SLICES,
      flushIntervalMs,
      options.yieldBetweenSlices ?? false,
    );
  }

  start(): void {
    this.slices.start((nowMs) => this.flushDueSlices(nowMs));
  }

  /**
   * The timer's job. A timer delayed by a busy loop flushes every slice that has come due (one
   * round at most), so each client still gets a frame about every flushIntervalMs.
   */
  flushDueSlices(nowMs: number): void {
    this.slices.runDue(nowMs, () => this.flushNextSlice());
  }

  stop(): void {
    this.slices.stop();
  }

  /** Registers an authenticated connection and sends it the snapshot at once. */
  attach(channels: readonly string[], connection: LiveConnection): LiveClient {
    const client: LiveClient = {
      channels,
      connection,
      outbox: new ClientOutbox(this.eventQueueMax),
      slice: this.slices.leastBusy(),
      syncedGeneration: this.board.generation,
    };
    for (const channel of channels) {
      let clients = this.clientsByChannel.get(channel);
      if (!clients) {
        clients = new Set();
        this.clientsByChannel.set(channel, clients);
        this.notifyWatch(channel, true);
      }
      clients.add(client);
    }
    this.slices.add(client.slice, client);
    this.stats.clients += 1;
    const snapshot = this.board.all();
    for (const message of this.personalSnapshot(channels)) snapshot.push(JSON.stringify(message));
    this.send(client, `[${snapshot.join(',')}]`, snapshot.length);
    return client;
  }

  detach(client: LiveClient): void {
    let attached = false;
    for (const channel of client.channels) {
      const clients = this.clientsByChannel.get(channel);
      if (!clients?.delete(client)) continue;
      attached = true;
      if (clients.size > 0) continue;
      this.clientsByChannel.delete(channel);
      this.notifyWatch(channel, false);
    }
    if (!attached) return;
    this.slices.delete(client.slice, client);
    this.stats.clients -= 1;
  }

  isWatched(channel: string): boolean {
    return this.clientsByChannel.has(channel);
  }

  publishPublic(key: string, message: Outgoing): void {
    this.board.set(key, message);
  }

  publishLatest(channel: string, key: string, message: Outgoing): void {
    const clients = this.clientsByChannel.get(channel);
    if (clients) for (const client of clients) client.outbox.setLatest(key, message);
  }

  /** In process (and in a cluster's relay, which overrides publishLatest): the message itself. */
  publishPositionFigures(route: PositionRoute, profit: number, lastPrice: number): void {
    this.publishLatest(route.channel, route.key, { type: 'position', id: route.id, profit, lastPrice });
  }

  /** In process (and in a cluster's relay, which overrides publishMerged): the message itself. */
  publishAccountFigures(route: SlotRoute, changes: AccountCodes): void {
    this.publishMerged(route.channel, route.key, { type: 'account', ...changes });
  }

  publishMerged(channel: string, key: string, message: LiveMessage): void {
    const clients = this.clientsByChannel.get(channel);
    if (clients) for (const client of clients) client.outbox.merge(key, message);
  }

  publishEvent(channel: string, message: Outgoing, retiresKey?: string): void {
    const clients = this.clientsByChannel.get(channel);
    if (!clients) return;
    for (const client of [...clients]) {
      if (client.outbox.enqueueEvent(message, retiresKey) === 'overflow') this.cut(client);
    }
  }

  getStats(): Readonly<LiveHubStats> {
    return { ...this.stats };
  }

  /** Starts a new measurement of the longest slice (the bench does, after its clients connect). */
  resetFlushPeak(): void {
    this.stats.sliceFlushMsMax = 0;
  }

  /** Sends every client, whatever its slice, what changed since its last frame. */
  flush(): void {
    this.startFlush();
    for (const slice of this.slices.all()) for (const client of slice) this.flushClient(client);
  }

  /** The timer's job: one slice of the clients, the next slice on the next turn. */
  flushNextSlice(): void {
    const startedMs = performance.now();
    const slice = this.slices.takeNext();
    if (slice.size === 0) return;
    this.startFlush();
    for (const client of slice) this.flushClient(client);
    const tookMs = performance.now() - startedMs;
    this.stats.sliceFlushes += 1;
    this.stats.sliceFlushMsTotal += tookMs;
    if (tookMs > this.stats.sliceFlushMsMax) this.stats.sliceFlushMsMax = tookMs;
  }

  private startFlush(): void {
    this.runBeforeFlushTasks();
    this.board.advance();
  }

  private flushClient(client: LiveClient): void {
    const buffered = client.connection.bufferedAmount;
    if (buffered > this.hardMax) return this.cut(client);
    if (buffered > this.softMax) {
      this.stats.flushesSkipped += 1;
      return;
    }
    const shared = this.board.since(client.syncedGeneration);
    client.syncedGeneration = this.board.generation;
    if (client.outbox.isEmpty()) {
      if (shared.count > 0) this.sendShared(client, shared);
      return;
    }
    const personal = client.outbox.drain();
    let personalText = jsonOf(personal[0]);
    for (let i = 1; i < personal.length; i++) personalText += `,${jsonOf(personal[i])}`;
    const frame = shared.count > 0 ? `[${shared.text},${personalText}]` : `[${personalText}]`;
    this.send(client, frame, shared.count + personal.length);
  }

  private send(client: LiveClient, frame: string, count: number): void {
    if (client.connection.readyState !== OPEN) return;
    client.connection.send(frame);
    this.stats.framesSent += 1;
    this.stats.messagesSent += count;
  }

  /** The shared frame alone: encoded once per flush, the same bytes written to each such client. */
  private sendShared(client: LiveClient, shared: SharedPiece): void {
    const { connection } = client;
    if (!connection.sendBytes) return this.send(client, shared.frame, shared.count);
    if (connection.readyState !== OPEN) return;
    connection.sendBytes(frameBytesOf(shared));
    this.stats.framesSent += 1;
    this.stats.messagesSent += shared.count;
  }

  private cut(client: LiveClient): void {
    this.stats.clientsCut += 1;
    this.detach(client);
    client.connection.close(CLOSE_TRY_AGAIN_LATER, 'too slow');
  }
}
