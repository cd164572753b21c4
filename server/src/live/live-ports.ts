// What a domain sees of the live stream. Domains publish through LivePublisher and add their part
// of the connect snapshot through LiveContributions; neither knows about sockets, slices or other
// server nodes. Personal messages go to a channel: a socket listens on its user's channel (e.g.
// notifications) and on its session's active account's channel (figures, positions, orders). Today LiveHub implements both in process; a later step can put NATS or Redis
// behind LivePublisher (each node's hub subscribing) without touching any domain.
import type { LiveMessage } from '../../../contract/live';
import type { AccountCodes } from './fanout-accounts';
import type { PositionRoute, SlotRoute } from './position-routes';

export interface LivePublisher {
  /** The same for every client, latest value per key (prices, market states). */
  publishPublic(key: string, message: LiveMessage): void;
  /** One user's latest value per key (a position's profit): older pending values are replaced. */
  publishLatest(channel: string, key: string, message: LiveMessage): void;
  /** One user's object sent in pieces (account figures): pending fields are merged per key. */
  publishMerged(channel: string, key: string, message: LiveMessage): void;
  /** One user's event, queued in order and never coalesced; `retiresKey` drops a stale latest value. */
  publishEvent(channel: string, message: LiveMessage, retiresKey?: string): void;
  /** Lets publishers skip building personal messages nobody would receive. */
  isWatched(channel: string): boolean;
}

/**
 * A position's figures, published as `publishLatest(route.channel, route.key, { type: 'position',
 * id: route.id, profit, lastPrice })` is, but handed over as numbers with the position's route
 * (position-routes.ts, made once per position): the fan-out hub ships them to its gateways as
 * columns (fanout-positions.ts) instead of an object each, the bulk of what a tick publishes.
 */
export interface LivePositionFigures {
  publishPositionFigures(route: PositionRoute, profit: number, lastPrice: number): void;
}

/**
 * An account's changed figures, published as `publishMerged(route.channel, route.key, { type:
 * 'account', ...changes })` is, but with the account's route (made once per account): the fan-out
 * hub ships them as numbers (fanout-accounts.ts), one row per account.
 */
export interface LiveAccountFigures {
  publishAccountFigures(route: SlotRoute, changes: AccountCodes): void;
}

/** A user's own channel: what concerns the person whichever account they trade on. */
export const userChannel = (userId: string) => `user:${userId}`;
/** A trading account's channel: what the sockets of the sessions on that account receive. */
export const accountChannel = (accountId: string) => `account:${accountId}`;
/** The account id of an account channel, null for any other channel. */
export function accountOfChannel(channel: string): string | null {
  return channel.startsWith('account:') ? channel.slice('account:'.length) : null;
}

export type SnapshotContributor = (channels: readonly string[]) => LiveMessage[];
export type SnapshotPreparer = (channels: readonly string[]) => Promise<void>;
export type WatchListener = (channel: string, watched: boolean) => void;

export interface LiveContributions {
  /** Loads what a socket's snapshot needs (e.g. the account into the engine) before it is built. */
  addPreparer(preparer: SnapshotPreparer): void;
  /** Adds this domain's personal messages to every connect snapshot. */
  addSnapshotContributor(contributor: SnapshotContributor): void;
  /** Runs at the start of every flush, so a publisher can drain its latest figures just in time. */
  addBeforeFlush(task: () => void): void;
  /** Hears a channel gain a first socket (true) or lose the last one (false). */
  addWatchListener(listener: WatchListener): void;
}

export type Live = LivePublisher & LivePositionFigures & LiveAccountFigures & LiveContributions;
