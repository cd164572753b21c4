// The live stream across nodes. The node that decides (an engine leader, the feed) publishes
// through a NatsLivePublisher, which implements the same LivePublisher port the domains already
// use; each gateway's NatsLiveReceiver hands what arrives to its own LiveHub, which coalesces and
// flushes to its sockets as in one process. A gateway subscribes only to the channels of its
// connected sockets, and tells the publishers which channels are watched (so they keep skipping
// personal messages nobody would receive); it repeats its whole list every INTEREST_REPEAT_MS, and
// a gateway not heard for INTEREST_LAPSE_MS (killed) stops counting.
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { LiveMessage } from '../../../contract/live';
import type { LiveHub } from '../live/live-hub';
import type { LivePublisher } from '../live/live-ports';
import { ChannelFeed, deliverFrame } from './live-channel-feed';
import type { Scheduler, ScheduledTask } from '../engine/engine-types';
import { subjects } from './nats-connection';

export const INTEREST_REPEAT_MS = 5_000;
export const INTEREST_LAPSE_MS = 15_000;

/**
 * One live call, as it crosses NATS. A channel's frames carry the publisher's sequence for that
 * channel (`seq`, from 1), so a gateway can tell which of them a connect snapshot already holds.
 */
export type LiveFrame =
  | { kind: 'public'; key: string; message: LiveMessage }
  | { kind: 'latest'; key: string; message: LiveMessage; seq?: number }
  | { kind: 'merged'; key: string; message: LiveMessage; seq?: number }
  | { kind: 'event'; message: LiveMessage; retiresKey?: string; seq?: number };

/** A gateway's interest: its whole list (`all`), or one change. */
type InterestFrame =
  { gateway: string; all: string[] } | { gateway: string; channel: string; watched: boolean };

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const encode = (value: unknown) => encoder.encode(JSON.stringify(value));
const decode = <T>(data: Uint8Array) => JSON.parse(decoder.decode(data)) as T;

export interface NatsLivePublisher extends LivePublisher {
  /** How many frames this publisher has sent on `channel`: a snapshot taken now holds them all. */
  sequenceOf(channel: string): number;
  stop(): void;
}

/** Hears a channel gain its first watching gateway (true) or lose its last (false). */
export type InterestListener = (channel: string, watched: boolean) => void;

export function createNatsLivePublisher(
  nats: NatsConnection,
  clusterName: string,
  nowMs: () => number = Date.now,
  onInterest: InterestListener = () => undefined,
): NatsLivePublisher {
  const names = subjects(clusterName);
  /** channel → gateway → last time that gateway said it watches it. */
  const watchers = new Map<string, Map<string, number>>();
  /** channel → frames sent on it, while some gateway watches it. */
  const sequences = new Map<string, number>();
  const setInterest = (gateway: string, channel: string, watched: boolean) => {
    const byGateway = watchers.get(channel) ?? new Map<string, number>();
    const before = byGateway.size > 0;
    if (watched) byGateway.set(gateway, nowMs());
    else byGateway.delete(gateway);
    if (byGateway.size === 0) watchers.delete(channel);
    else watchers.set(channel, byGateway);
    // Nobody holds a snapshot of an unwatched channel: its count may start again, and the map
    // keeps only watched channels.
    if (byGateway.size === 0) sequences.delete(channel);
    // A gateway killed without a word is only dropped by isWatched's lapse: the listener may then
    // go on believing the channel watched, which costs messages nobody receives, never a lost one.
    if (before !== byGateway.size > 0) onInterest(channel, byGateway.size > 0);
  };
  const interest = nats.subscribe(names.liveInterest, {
    callback: (error, message) => {
      if (error) return;
      const frame = decode<InterestFrame>(message.data);
      if ('all' in frame) for (const channel of frame.all) setInterest(frame.gateway, channel, true);
      else setInterest(frame.gateway, frame.channel, frame.watched);
    },
  });
  // Ask the gateways already running for their lists, so a new publisher starts knowing them.
  nats.publish(names.liveInterestSync, encode({}));
  const send = (subject: string, frame: LiveFrame) => nats.publish(subject, encode(frame));
  const toChannel = (channel: string, frame: Exclude<LiveFrame, { kind: 'public' }>) => {
    const seq = (sequences.get(channel) ?? 0) + 1;
    sequences.set(channel, seq);
    send(names.liveChannel(channel), { ...frame, seq });
  };
  return {
    publishPublic: (key, message) => send(names.livePublic, { kind: 'public', key, message }),
    publishLatest: (channel, key, message) => toChannel(channel, { kind: 'latest', key, message }),
    publishMerged: (channel, key, message) => toChannel(channel, { kind: 'merged', key, message }),
    publishEvent: (channel, message, retiresKey) =>
      toChannel(channel, { kind: 'event', message, retiresKey }),
    sequenceOf: (channel) => sequences.get(channel) ?? 0,
    isWatched(channel) {
      const byGateway = watchers.get(channel);
      if (!byGateway) return false;
      const freshFromMs = nowMs() - INTEREST_LAPSE_MS;
      for (const [gateway, seenAtMs] of byGateway) if (seenAtMs < freshFromMs) byGateway.delete(gateway);
      if (byGateway.size === 0) watchers.delete(channel);
      return byGateway.size > 0;
    },
    stop: () => interest.unsubscribe(),
  };
}

export interface NatsLiveReceiver {
  /**
   * Subscribes to `channel` for a socket about to open, before its snapshot is asked for; the
   * answer takes the snapshot's sequence (live-channel-feed.ts).
   */
  open(channel: string): { settle(sequence: number | null): void };
  stop(): void;
}

/** On a gateway: feeds `hub` from NATS, for the public stream and each watched channel. */
export function createNatsLiveReceiver(options: {
  nats: NatsConnection;
  clusterName: string;
  gatewayId: string;
  hub: LiveHub;
  scheduler: Scheduler;
}): NatsLiveReceiver {
  const { nats, hub, gatewayId } = options;
  const names = subjects(options.clusterName);
  const feeds = new Map<string, ChannelFeed>();
  const announce = (frame: InterestFrame) => nats.publish(names.liveInterest, encode(frame));
  const announceAll = () => announce({ gateway: gatewayId, all: [...feeds.keys()] });
  const subscriptions: Subscription[] = [
    nats.subscribe(names.livePublic, {
      callback: (error, message) => {
        if (!error) deliverFrame(hub, null, decode<LiveFrame>(message.data));
      },
    }),
    nats.subscribe(names.liveInterestSync, { callback: () => announceAll() }),
  ];
  const drop = (feed: ChannelFeed) => {
    feed.close();
    feeds.delete(feed.channel);
    announce({ gateway: gatewayId, channel: feed.channel, watched: false });
  };
  /** The channel's feed, subscribed (and the publishers told) when it is new. */
  const feedOf = (channel: string) => {
    const known = feeds.get(channel);
    if (known) return known;
    const feed = new ChannelFeed(hub, channel);
    feed.subscription = nats.subscribe(names.liveChannel(channel), {
      callback: (error, message) => {
        if (!error) feed.receive(decode<LiveFrame>(message.data));
      },
    });
    feeds.set(channel, feed);
    announce({ gateway: gatewayId, channel, watched: true });
    return feed;
  };
  hub.addWatchListener((channel, watched) => {
    if (watched) feedOf(channel).adopt();
    else {
      const feed = feeds.get(channel);
      if (feed) drop(feed);
    }
  });
  const repeat: ScheduledTask = options.scheduler.every(INTEREST_REPEAT_MS, announceAll);
  return {
    open(channel) {
      const feed = feedOf(channel);
      // Already watched by a socket here: updates reach the hub directly, as in one process.
      if (feed.watched) return { settle: () => undefined };
      feed.holdFor(() => {
        if (!feed.watched && feeds.get(channel) === feed) drop(feed);
      });
      return { settle: (sequence) => feed.settle(sequence) };
    },
    stop() {
      repeat.cancel();
      for (const subscription of subscriptions) subscription.unsubscribe();
      for (const feed of feeds.values()) feed.close();
      feeds.clear();
    },
  };
}
