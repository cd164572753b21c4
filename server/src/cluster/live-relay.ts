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
import type { Scheduler, ScheduledTask } from '../engine/engine-types';
import { subjects } from './nats-connection';

export const INTEREST_REPEAT_MS = 5_000;
export const INTEREST_LAPSE_MS = 15_000;

/** One live call, as it crosses NATS. */
export type LiveFrame =
  | { kind: 'public'; key: string; message: LiveMessage }
  | { kind: 'latest'; key: string; message: LiveMessage }
  | { kind: 'merged'; key: string; message: LiveMessage }
  | { kind: 'event'; message: LiveMessage; retiresKey?: string };

/** A gateway's interest: its whole list (`all`), or one change. */
type InterestFrame =
  { gateway: string; all: string[] } | { gateway: string; channel: string; watched: boolean };

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const encode = (value: unknown) => encoder.encode(JSON.stringify(value));
const decode = <T>(data: Uint8Array) => JSON.parse(decoder.decode(data)) as T;

export interface NatsLivePublisher extends LivePublisher {
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
  const setInterest = (gateway: string, channel: string, watched: boolean) => {
    const byGateway = watchers.get(channel) ?? new Map<string, number>();
    const before = byGateway.size > 0;
    if (watched) byGateway.set(gateway, nowMs());
    else byGateway.delete(gateway);
    if (byGateway.size === 0) watchers.delete(channel);
    else watchers.set(channel, byGateway);
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
  return {
    publishPublic: (key, message) => send(names.livePublic, { kind: 'public', key, message }),
    publishLatest: (channel, key, message) =>
      send(names.liveChannel(channel), { kind: 'latest', key, message }),
    publishMerged: (channel, key, message) =>
      send(names.liveChannel(channel), { kind: 'merged', key, message }),
    publishEvent: (channel, message, retiresKey) =>
      send(names.liveChannel(channel), { kind: 'event', message, retiresKey }),
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

function deliver(hub: LivePublisher, channel: string | null, frame: LiveFrame): void {
  if (frame.kind === 'public') hub.publishPublic(frame.key, frame.message);
  else if (channel === null) return;
  else if (frame.kind === 'latest') hub.publishLatest(channel, frame.key, frame.message);
  else if (frame.kind === 'merged') hub.publishMerged(channel, frame.key, frame.message);
  else hub.publishEvent(channel, frame.message, frame.retiresKey);
}

export interface NatsLiveReceiver {
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
  const channelSubscriptions = new Map<string, Subscription>();
  const announce = (frame: InterestFrame) => nats.publish(names.liveInterest, encode(frame));
  const announceAll = () => announce({ gateway: gatewayId, all: [...channelSubscriptions.keys()] });
  const subscriptions: Subscription[] = [
    nats.subscribe(names.livePublic, {
      callback: (error, message) => {
        if (!error) deliver(hub, null, decode<LiveFrame>(message.data));
      },
    }),
    nats.subscribe(names.liveInterestSync, { callback: () => announceAll() }),
  ];
  hub.addWatchListener((channel, watched) => {
    if (watched && !channelSubscriptions.has(channel)) {
      const subscription = nats.subscribe(names.liveChannel(channel), {
        callback: (error, message) => {
          if (!error) deliver(hub, channel, decode<LiveFrame>(message.data));
        },
      });
      channelSubscriptions.set(channel, subscription);
    } else if (!watched) {
      channelSubscriptions.get(channel)?.unsubscribe();
      channelSubscriptions.delete(channel);
    }
    announce({ gateway: gatewayId, channel, watched });
  });
  const repeat: ScheduledTask = options.scheduler.every(INTEREST_REPEAT_MS, announceAll);
  return {
    stop() {
      repeat.cancel();
      for (const subscription of [...subscriptions, ...channelSubscriptions.values()])
        subscription.unsubscribe();
      channelSubscriptions.clear();
    },
  };
}
