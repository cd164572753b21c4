// The live socket hub: who is connected, what each of them still has to receive, and the flush
// loop that sends it. It knows nothing of Fastify, tokens or the engine; the socket plugin attaches
// authenticated connections and the trading service publishes changes.
//
// Prices and market states are the same for everyone, so they are serialized once per flush and
// the same text is reused for every client that is up to date. A client that skipped flushes
// (its socket was backed up) catches up from the latest value of each key it missed.
import type {
  AccountMessage,
  LiveMessage,
  MarketMessage,
  PositionMessage,
  PriceMessage,
} from '../../../contract/live';
import { ClientOutbox, type EventMessage } from './client-outbox';
import {
  BUFFERED_BYTES_HARD_MAX,
  BUFFERED_BYTES_SOFT_MAX,
  CLOSE_TRY_AGAIN_LATER,
  EVENT_QUEUE_MAX,
  FLUSH_INTERVAL_MS,
} from './live-limits';

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
}

interface PublicEntry {
  message: PriceMessage | MarketMessage;
  changedGeneration: number;
  json: string;
}

export class LiveHub {
  private readonly clientsByUser = new Map<string, Set<LiveClient>>();
  private readonly publicEntries = new Map<string, PublicEntry>();
  private readonly dirtyKeys = new Set<string>();
  private generation = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly stats: LiveHubStats = {
    clients: 0,
    framesSent: 0,
    messagesSent: 0,
    flushesSkipped: 0,
    clientsCut: 0,
  };
  private readonly flushIntervalMs: number;
  private readonly softMax: number;
  private readonly hardMax: number;
  private readonly eventQueueMax: number;

  constructor(private readonly options: LiveHubOptions) {
    this.flushIntervalMs = options.flushIntervalMs ?? FLUSH_INTERVAL_MS;
    this.softMax = options.bufferedBytesSoftMax ?? BUFFERED_BYTES_SOFT_MAX;
    this.hardMax = options.bufferedBytesHardMax ?? BUFFERED_BYTES_HARD_MAX;
    this.eventQueueMax = options.eventQueueMax ?? EVENT_QUEUE_MAX;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.flush(), this.flushIntervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Registers an authenticated connection and sends it the snapshot at once. */
  attach(userId: string, connection: LiveConnection): LiveClient {
    const client: LiveClient = {
      userId,
      connection,
      outbox: new ClientOutbox(this.eventQueueMax),
      syncedGeneration: this.generation,
    };
    let clients = this.clientsByUser.get(userId);
    if (!clients) {
      clients = new Set();
      this.clientsByUser.set(userId, clients);
      this.options.onWatchChange?.(userId, true);
    }
    clients.add(client);
    this.stats.clients += 1;
    const snapshot: string[] = [];
    for (const entry of this.publicEntries.values()) snapshot.push(JSON.stringify(entry.message));
    for (const message of this.options.personalSnapshot(userId)) snapshot.push(JSON.stringify(message));
    this.send(client, snapshot.join(','), snapshot.length);
    return client;
  }

  detach(client: LiveClient): void {
    const clients = this.clientsByUser.get(client.userId);
    if (!clients?.delete(client)) return;
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
    this.setPublic(`p:${symbol}`, { type: 'price', symbol, ask, bid });
  }

  publishMarket(symbol: string, isOpen: boolean, oTime: string | null): void {
    this.setPublic(`m:${symbol}`, { type: 'market', symbol, isOpen, oTime });
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

  /** Sends every client what changed since its last flush, as one array frame. */
  flush(): void {
    this.options.beforeFlush?.();
    this.generation += 1;
    const fresh: string[] = [];
    for (const key of this.dirtyKeys) {
      const entry = this.publicEntries.get(key);
      if (!entry) continue;
      entry.json = JSON.stringify(entry.message);
      fresh.push(entry.json);
    }
    this.dirtyKeys.clear();
    const freshText = fresh.join(',');
    for (const clients of this.clientsByUser.values()) {
      for (const client of clients) this.flushClient(client, freshText, fresh.length);
    }
  }

  private flushClient(client: LiveClient, freshText: string, freshCount: number): void {
    const buffered = client.connection.bufferedAmount;
    if (buffered > this.hardMax) return this.cut(client);
    if (buffered > this.softMax) {
      this.stats.flushesSkipped += 1;
      return;
    }
    let text = freshText;
    let count = freshCount;
    if (client.syncedGeneration !== this.generation - 1) {
      const missed = this.missedSince(client.syncedGeneration);
      text = missed.join(',');
      count = missed.length;
    }
    client.syncedGeneration = this.generation;
    if (!client.outbox.isEmpty()) {
      const personal = client.outbox.drain();
      const personalText = personal.map((message) => JSON.stringify(message)).join(',');
      text = text ? `${text},${personalText}` : personalText;
      count += personal.length;
    }
    if (count > 0) this.send(client, text, count);
  }

  private missedSince(generation: number): string[] {
    const missed: string[] = [];
    for (const entry of this.publicEntries.values()) {
      if (entry.changedGeneration > generation) missed.push(entry.json);
    }
    return missed;
  }

  private setPublic(key: string, message: PriceMessage | MarketMessage): void {
    const changedGeneration = this.generation + 1;
    const entry = this.publicEntries.get(key);
    if (entry) {
      entry.message = message;
      entry.changedGeneration = changedGeneration;
    } else {
      this.publicEntries.set(key, { message, changedGeneration, json: JSON.stringify(message) });
    }
    this.dirtyKeys.add(key);
  }

  private send(client: LiveClient, joined: string, count: number): void {
    if (client.connection.readyState !== OPEN) return;
    client.connection.send(`[${joined}]`);
    this.stats.framesSent += 1;
    this.stats.messagesSent += count;
  }

  private cut(client: LiveClient): void {
    this.stats.clientsCut += 1;
    this.detach(client);
    client.connection.close(CLOSE_TRY_AGAIN_LATER, 'too slow');
  }
}
