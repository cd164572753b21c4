// The feed role of a cluster node: every node with `feed` competes for the feed's lease; the one
// that holds it runs the seeded simulated feed and publishes each tick on NATS
// (market-data-relay.ts), the others listen to those ticks so that, when the leader dies and one of
// them takes the lease, its walk continues from the last published prices rather than the
// catalogue's (a chart would jump). The quotes bucket covers what a standby did not hear (it
// started after the last tick of a closed market). A leader that loses the lease stops at once; it
// also stops publishing the moment its lease is past its life, before a renewal round notices.
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { FEED_RESOURCE } from '../../../contract/cluster-health';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { INSTRUMENTS } from '../engine/catalogue';
import type { ScheduledTask, Scheduler, Tick } from '../engine/engine-types';
import { SimulatedFeed } from '../engine/simulated-feed';
import type { ClusterNode } from './cluster-config';
import { createLeaseKeeper, type LeaseKeeper } from './lease-keeper';
import type { Lease } from './lease-store';
import {
  createTickPublisher,
  openQuotesBucket,
  QUOTES_SAVE_MS,
  subscribeTicks,
  type QuotesBucket,
} from './market-data-relay';

export interface FeedNodeOptions {
  db: Queryable;
  nats: NatsConnection;
  cluster: ClusterNode;
  clock: Clock;
  scheduler: Scheduler;
  feedSeed: number;
  feedTickMs: number;
  /** Set on a node that holds its liveness lock: a killed leader's lease is taken at once. */
  livenessClass?: number;
  warn(message: string, error: unknown): void;
}

export interface FeedNode {
  keeper: LeaseKeeper;
  stop(): Promise<void>;
}

interface Leading {
  feed: SimulatedFeed;
  saving: ScheduledTask;
}

export async function startFeedNode(options: FeedNodeOptions): Promise<FeedNode> {
  const { nats, cluster } = options;
  const bucket = await openQuotesBucket(nats, cluster.clusterName);
  const heard = new Map<string, Tick>();
  const listening: Subscription = subscribeTicks(nats, cluster.clusterName, (tick) =>
    heard.set(tick.symbol, tick),
  );
  let leading: Leading | null = null;
  /** Counts leaderships, so a takeover still reading the bucket when the lease goes does not start. */
  let generation = 0;

  const stopLeading = () => {
    generation += 1;
    leading?.feed.stop();
    leading?.saving.cancel();
    leading = null;
  };
  const keeper: LeaseKeeper = createLeaseKeeper({
    db: options.db,
    resource: FEED_RESOURCE,
    holder: cluster.nodeId,
    scheduler: options.scheduler,
    ttlMs: cluster.leaseMs,
    livenessClass: options.livenessClass,
    onGained: async (lease) => {
      const mine = ++generation;
      const last = await lastPrices(bucket, heard);
      if (mine !== generation) return;
      leading = lead(options, lease, last, bucket, () => keeper.current() !== null);
    },
    onLost: stopLeading,
    onError: (error) => options.warn(`lease round for ${FEED_RESOURCE} failed`, error),
  });
  await keeper.start();
  return {
    keeper,
    async stop() {
      await keeper.stop();
      stopLeading();
      listening.unsubscribe();
    },
  };
}

/** The latest of what the bucket saved and what this node heard, by symbol. */
async function lastPrices(
  bucket: QuotesBucket,
  heard: ReadonlyMap<string, Tick>,
): Promise<Map<string, Tick>> {
  // A leader that cannot read the bucket still leads, from what it heard: holding the lease
  // without publishing would leave every node without prices.
  const last = await bucket.readAll().catch(() => new Map<string, Tick>());
  for (const [symbol, tick] of heard) {
    const saved = last.get(symbol);
    if (!saved || saved.time <= tick.time) last.set(symbol, tick);
  }
  return last;
}

function lead(
  options: FeedNodeOptions,
  lease: Lease,
  last: ReadonlyMap<string, Tick>,
  bucket: QuotesBucket,
  holdsLease: () => boolean,
): Leading {
  const publisher = createTickPublisher(options.nats, options.cluster.clusterName, bucket, last);
  const startingMids = new Map([...last].map(([symbol, tick]) => [symbol, (tick.ask + tick.bid) / 2]));
  const feed = new SimulatedFeed({
    instruments: INSTRUMENTS,
    // Each leadership walks its own way from where the last one stopped.
    seed: options.feedSeed ^ lease.epoch,
    tickMs: options.feedTickMs,
    clock: options.clock,
    scheduler: options.scheduler,
    startingMids,
  });
  feed.onTick((tick) => {
    if (holdsLease()) publisher.publish(tick);
  });
  // A symbol no leader has published yet (a fresh cluster) gets its starting quote now, so every
  // node can price it before it ticks; the others keep the price they have.
  for (const instrument of INSTRUMENTS) {
    const quote = feed.lastQuote(instrument.symbol);
    if (quote && !last.has(instrument.symbol)) publisher.publish(quote);
  }
  const save = () => {
    publisher.saveLatest().catch((error: unknown) => options.warn('saving the latest quotes failed', error));
  };
  save();
  const saving = options.scheduler.every(QUOTES_SAVE_MS, save);
  feed.start();
  return { feed, saving };
}
