// Market data across nodes (docs/scaling.md "Feed and jobs on their own leaders"). The feed's
// leader publishes every tick on its symbol's subject and keeps each symbol's latest quote in the
// quotes bucket; an engine leader's market-data part takes its ticks from a RelayedFeed, the
// PriceFeed port the simulated feed implements too, so the bus, candles, engine and live stream
// do not know where ticks come from. Ticks are core NATS messages (at most once, no storage): a
// lost tick is replaced by the next one, and only the latest price matters.
import { Kvm, type KV } from '@nats-io/kv';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { PriceFeed, Tick, TickListener } from '../engine/engine-types';
import { allTicksSubject, quotesBucket, symbolOfSubject, tickSubject } from './market-data-subjects';
import { decodeTick, encodeTick } from './tick-codec';

/** How often the feed's leader writes the latest quotes to the bucket, when any changed. */
export const QUOTES_SAVE_MS = 1_000;
/** One key holds every symbol's latest quote: one write a second, not one per symbol that ticked. */
const LATEST_KEY = 'latest';

export interface QuotesBucket {
  /** The latest saved quote of every symbol. */
  readAll(): Promise<Map<string, Tick>>;
  save(quotes: ReadonlyMap<string, Tick>): Promise<void>;
}

/** As saved: symbol → [ask, bid, time]. */
type SavedQuotes = Record<string, [number, number, number]>;

/** Before a second try at creating the bucket that another node was creating at the same moment. */
const BUCKET_RETRY_MS = 200;

/**
 * Creates the bucket, or takes the one another node created: two feed nodes starting together
 * both create it, and JetStream can refuse the second while the first is being made ("subjects
 * overlap with an existing stream", seen once in CI). Creating it again with the same settings
 * then answers the existing one.
 */
async function createOrTakeBucket(nats: NatsConnection, name: string): Promise<KV> {
  const kvm = new Kvm(nats);
  try {
    return await kvm.create(name, { history: 1 });
  } catch {
    await new Promise((resolve) => setTimeout(resolve, BUCKET_RETRY_MS));
    return kvm.create(name, { history: 1 });
  }
}

/** Opens the cluster's quotes bucket, creating it the first time (one value per key kept). */
export async function openQuotesBucket(nats: NatsConnection, clusterName: string): Promise<QuotesBucket> {
  const kv = await createOrTakeBucket(nats, quotesBucket(clusterName));
  return {
    async readAll() {
      const quotes = new Map<string, Tick>();
      const entry = await kv.get(LATEST_KEY);
      if (!entry || entry.operation !== 'PUT') return quotes;
      const saved = entry.json<SavedQuotes>();
      for (const [symbol, [ask, bid, time]] of Object.entries(saved)) {
        // Through the codec's checks, so a damaged entry cannot prime an engine with a non-quote.
        const tick = decodeTick(symbol, encodeTick({ symbol, ask, bid, time }));
        if (tick) quotes.set(symbol, tick);
      }
      return quotes;
    },
    async save(quotes) {
      const saved: SavedQuotes = {};
      for (const [symbol, tick] of quotes) saved[symbol] = [tick.ask, tick.bid, tick.time];
      await kv.put(LATEST_KEY, JSON.stringify(saved));
    },
  };
}

/** Calls `onTick` for every tick of the cluster that arrives whole; returns the subscription. */
export function subscribeTicks(
  nats: NatsConnection,
  clusterName: string,
  onTick: (tick: Tick) => void,
): Subscription {
  return nats.subscribe(allTicksSubject(clusterName), {
    callback: (error, message) => {
      if (error) return;
      const symbol = symbolOfSubject(clusterName, message.subject);
      const tick = symbol === null ? null : decodeTick(symbol, message.data);
      if (tick) onTick(tick);
    },
  });
}

export interface TickPublisher {
  publish(tick: Tick): void;
  /** Writes every symbol's latest quote to the quotes bucket, if any changed since the last save. */
  saveLatest(): Promise<void>;
}

export function createTickPublisher(
  nats: NatsConnection,
  clusterName: string,
  bucket: QuotesBucket,
  /** The prices already known (a new leader's), so a save never drops a symbol that has not ticked. */
  known: ReadonlyMap<string, Tick> = new Map(),
): TickPublisher {
  const latest = new Map<string, Tick>(known);
  let changed = false;
  return {
    publish(tick) {
      nats.publish(tickSubject(clusterName, tick.symbol), encodeTick(tick));
      latest.set(tick.symbol, tick);
      changed = true;
    },
    async saveLatest() {
      if (!changed) return;
      changed = false;
      await bucket.save(latest);
    },
  };
}

/**
 * The feed of a node that does not run one: every tick the feed's leader publishes, and the
 * latest quote of each symbol (from the quotes bucket at open, then from the ticks), so a freshly
 * built engine is primed with every price, a closed market's included.
 */
export class RelayedFeed implements PriceFeed {
  private readonly listeners = new Set<TickListener>();
  private subscription: Subscription | null = null;
  private running = false;

  private constructor(private readonly quotes: Map<string, Tick>) {}

  /** Subscribes first, then reads the bucket, so no tick falls between the two. */
  static async open(nats: NatsConnection, clusterName: string, bucket: QuotesBucket): Promise<RelayedFeed> {
    const feed = new RelayedFeed(new Map());
    feed.subscription = subscribeTicks(nats, clusterName, (tick) => feed.receive(tick));
    for (const [symbol, tick] of await bucket.readAll()) {
      const heard = feed.quotes.get(symbol);
      if (!heard || heard.time < tick.time) feed.quotes.set(symbol, tick);
    }
    return feed;
  }

  start(): void {
    this.running = true;
  }

  stop(): void {
    this.running = false;
  }

  /** Stops hearing ticks at all (the node is closing). */
  close(): void {
    this.running = false;
    this.subscription?.unsubscribe();
    this.subscription = null;
  }

  onTick(listener: TickListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  lastQuote(symbol: string): Tick | null {
    return this.quotes.get(symbol) ?? null;
  }

  private receive(tick: Tick): void {
    this.quotes.set(tick.symbol, tick);
    if (!this.running) return;
    for (const listener of this.listeners) listener(tick);
  }
}
