// The live socket hub: who is connected, what each of them still has to receive, and the flush
// loop that sends it. It knows nothing of Fastify, tokens or the engine; the socket plugin attaches
// authenticated connections and the trading service publishes changes.
//
// Prices and market states are the same for everyone: the public board serializes them once per
// flush and each frame is the shared text plus the client's own (account, positions, events)
// concatenated. Clients are spread over FLUSH_SLICES slices flushed in turn, so each client still
// gets one frame per FLUSH_INTERVAL_MS but no single flush writes to every socket at once
// (flush-slices.ts keeps the slices and their timer).
import type { AccountMessage, LiveMessage, PositionMessage } from '../../../contract/live';
import { ClientOutbox, type EventMessage } from './client-outbox';
import { FlushSlices } from './flush-slices';
import {
  BUFFERED_BYTES_HARD_MAX,
  BUFFERED_BYTES_SOFT_MAX,
  CLOSE_TRY_AGAIN_LATER,
  EVENT_QUEUE_MAX,
  FLUSH_INTERVAL_MS,
  FLUSH_SLICES,
} from './live-limits';
import { PublicBoard } from './public-board';

/** The part of a `ws` WebSocket the hub uses, so tests and benches can pass their own. */
export interface LiveConnection {
  readonly bufferedAmount: number;
  readonly readyState: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

export interface LiveClient {
  readonly userId: string;
  readonly connection: LiveConnection;
  readonly outbox: ClientOutbox;
  /** Which flush slice sends to this client. */
  readonly slice: number;
  /** The last flush generation whose public changes this client has received. */
  syncedGeneration: number;
}

export interface LiveHubOptions {
  /** The personal part of the snapshot on connect: account figures and open positions. */
  personalSnapshot: (userId: string) => LiveMessage[];
  /** Hears a user gain a first socket (true) or lose the last one (false), e.g. to watch them in the engine. */
  onWatchChange?: (userId: string, watched: boolean) => void;
  /** Runs at the start of every flush, so publishers can drain their latest figures just in time. */
  beforeFlush?: () => void;
  flushIntervalMs?: number;
  flushSlices?: number;
  bufferedBytesSoftMax?: number;
  bufferedBytesHardMax?: number;
  eventQueueMax?: number;
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
}

export class LiveHub {
  private readonly clientsByUser = new Map<string, Set<LiveClient>>();
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
  };
  private readonly softMax: number;
  private readonly hardMax: number;
  private readonly eventQueueMax: number;

  constructor(private readonly options: LiveHubOptions) {
    this.softMax = options.bufferedBytesSoftMax ?? BUFFERED_BYTES_SOFT_MAX;
    this.hardMax = options.bufferedBytesHardMax ?? BUFFERED_BYTES_HARD_MAX;
    this.eventQueueMax = options.eventQueueMax ?? EVENT_QUEUE_MAX;
    const flushIntervalMs = options.flushIntervalMs ?? FLUSH_INTERVAL_MS;
    this.slices = new FlushSlices(options.flushSlices ?? FLUSH_SLICES, flushIntervalMs);
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
  attach(userId: string, connection: LiveConnection): LiveClient {
    const client: LiveClient = {
      userId,
      connection,
      outbox: new ClientOutbox(this.eventQueueMax),
      slice: this.slices.leastBusy(),
      syncedGeneration: this.board.generation,
    };
    let clients = this.clientsByUser.get(userId);
    if (!clients) {
      clients = new Set();
      this.clientsByUser.set(userId, clients);
      this.options.onWatchChange?.(userId, true);
    }
    clients.add(client);
    this.slices.add(client.slice, client);
    this.stats.clients += 1;
    const snapshot = this.board.all();
    for (const message of this.options.personalSnapshot(userId)) snapshot.push(JSON.stringify(message));
    this.send(client, `[${snapshot.join(',')}]`, snapshot.length);
    return client;
  }

  detach(client: LiveClient): void {
    const clients = this.clientsByUser.get(client.userId);
    if (!clients?.delete(client)) return;
    this.slices.delete(client.slice, client);
    this.stats.clients -= 1;
    if (clients.size > 0) return;
    this.clientsByUser.delete(client.userId);
    this.options.onWatchChange?.(client.userId, false);
  }

  clientsOf(userId: string): readonly LiveClient[] {
    return [...(this.clientsByUser.get(userId) ?? [])];
  }

  /** The users with at least one connected socket right now. */
  watchedUsers(): IterableIterator<string> {
    return this.clientsByUser.keys();
  }

  /** Lets publishers skip building personal messages nobody would receive. */
  isWatched(userId: string): boolean {
    return this.clientsByUser.has(userId);
  }

  publishPrice(symbol: string, ask: number, bid: number): void {
    this.board.set(`p:${symbol}`, { type: 'price', symbol, ask, bid });
  }

  publishMarket(symbol: string, isOpen: boolean, oTime: string | null): void {
    this.board.set(`m:${symbol}`, { type: 'market', symbol, isOpen, oTime });
  }

  publishPosition(userId: string, message: PositionMessage): void {
    const clients = this.clientsByUser.get(userId);
    if (clients) for (const client of clients) client.outbox.setPosition(message);
  }

  publishAccount(userId: string, message: AccountMessage): void {
    const clients = this.clientsByUser.get(userId);
    if (clients) for (const client of clients) client.outbox.mergeAccount(message);
  }

  publishEvent(userId: string, message: EventMessage): void {
    const clients = this.clientsByUser.get(userId);
    if (!clients) return;
    for (const client of [...clients]) {
      if (client.outbox.enqueueEvent(message) === 'overflow') this.cut(client);
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
    if (tookMs > this.stats.sliceFlushMsMax) this.stats.sliceFlushMsMax = tookMs;
  }

  private startFlush(): void {
    this.options.beforeFlush?.();
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
      if (shared.count > 0) this.send(client, shared.frame, shared.count);
      return;
    }
    const personal = client.outbox.drain();
    let personalText = JSON.stringify(personal[0]);
    for (let i = 1; i < personal.length; i++) personalText += `,${JSON.stringify(personal[i])}`;
    const frame = shared.count > 0 ? `[${shared.text},${personalText}]` : `[${personalText}]`;
    this.send(client, frame, shared.count + personal.length);
  }

  private send(client: LiveClient, frame: string, count: number): void {
    if (client.connection.readyState !== OPEN) return;
    client.connection.send(frame);
    this.stats.framesSent += 1;
    this.stats.messagesSent += count;
  }

  private cut(client: LiveClient): void {
    this.stats.clientsCut += 1;
    this.detach(client);
    client.connection.close(CLOSE_TRY_AGAIN_LATER, 'too slow');
  }
}
