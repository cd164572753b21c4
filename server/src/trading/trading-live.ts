// Trading's part of the live stream, wired through the live plugin's ports: just before each flush
// the position profits and account figures the engine changed since the last drain; the account
// and open positions in each connect snapshot; and an `order` message for every committed order
// event (heard on the domain-event bus). The engine reports only accounts with a socket open, so a
// drain costs what the connected users' positions cost, not all 100,000 positions.
import type { LiveMessage, OrderEvent } from '../../../contract/live';
import type { RiskEngine } from '../engine/risk-engine';
import type { DomainEvent } from '../events/domain-events';
import type { DomainEventBus } from '../events/event-bus';
import {
  accountChannel,
  accountOfChannel,
  type Live,
  type LiveAccountFigures,
  type LivePositionFigures,
  type LivePublisher,
} from '../live/live-ports';
import { accountRoute, positionRoute, type PositionRoute, type SlotRoute } from '../live/position-routes';
import { ReusedStrings } from '../live/reused-strings';

/** Whatever holds the current engine (the trading service swaps it after a rebuild). */
export interface TradingLiveSource {
  readonly engine: RiskEngine;
  ensureAccount(accountId: string): Promise<void>;
}

const positionKey = (id: string) => `position:${id}`;
/**
 * Past these many ids a cache starts again: about 2 and 15 MB at most, above the watched accounts
 * and open positions of a process's sockets (5,000 sockets of 10 positions: 50,000 routes).
 */
const CHANNELS_CACHED_MAX = 20_000;
const ROUTES_CACHED_MAX = 100_000;

// Made once per account for every drain's publishes (reused-strings.ts says why).
const channelOf = new ReusedStrings(accountChannel, CHANNELS_CACHED_MAX);
// One route per position (its channel, key and id; position-routes.ts): one lookup a publish.
const routeOf = new Map<string, PositionRoute>();
// One route per account for its figures (channel and key), the same way.
const accountRouteOf = new Map<string, SlotRoute>();

function accountsOf(channels: readonly string[]): string[] {
  const ids: string[] = [];
  for (const channel of channels) {
    const accountId = accountOfChannel(channel);
    if (accountId) ids.push(accountId);
  }
  return ids;
}
const ACCOUNT_KEY = 'account';

export function connectTradingLive(
  source: TradingLiveSource,
  live: Live,
  events: DomainEventBus,
): () => void {
  live.addPreparer(async (channels) => {
    for (const accountId of accountsOf(channels)) await source.ensureAccount(accountId);
  });
  live.addWatchListener((channel, watched) => {
    const accountId = accountOfChannel(channel);
    if (accountId) source.engine.watch(accountId, watched);
  });
  live.addBeforeFlush(() => publishEngineUpdates(source.engine, live));
  live.addSnapshotContributor((channels) =>
    accountsOf(channels).flatMap((id) => personalSnapshot(source.engine, id)),
  );
  return events.subscribe('live-orders', (event) => {
    const order = orderMessageOf(event);
    if (!order || !event.accountId) return;
    const message: LiveMessage = { type: 'order', event: order.event, id: order.id };
    live.publishEvent(
      accountChannel(event.accountId),
      message,
      order.ends ? positionKey(order.id) : undefined,
    );
  });
}

// No watched check per update: the engine reports only the accounts the hub told it are watched
// (the watch listener above), and every hub drops a channel nobody listens on.
function publishEngineUpdates(
  engine: RiskEngine,
  live: LivePublisher & LivePositionFigures & LiveAccountFigures,
): void {
  for (const effect of engine.drainUpdates()) {
    if (effect.type === 'positionUpdated') {
      let route = routeOf.get(effect.id);
      if (route === undefined) {
        if (routeOf.size >= ROUTES_CACHED_MAX) routeOf.clear();
        route = positionRoute(channelOf.of(effect.accountId), positionKey(effect.id), effect.id);
        routeOf.set(effect.id, route);
      }
      live.publishPositionFigures(route, effect.profit, effect.lastPrice);
    } else if (effect.type === 'accountChanged') {
      let route = accountRouteOf.get(effect.accountId);
      if (route === undefined) {
        if (accountRouteOf.size >= CHANNELS_CACHED_MAX) accountRouteOf.clear();
        route = accountRoute(channelOf.of(effect.accountId), ACCOUNT_KEY);
        accountRouteOf.set(effect.accountId, route);
      }
      live.publishAccountFigures(route, effect.changes);
    }
  }
}

/** The account figures and every open position's profit, for a socket that just connected. */
export function personalSnapshot(engine: RiskEngine, accountId: string): LiveMessage[] {
  const figures = engine.account(accountId);
  if (!figures) return [];
  const messages: LiveMessage[] = [{ type: 'account', ...figures }];
  for (const position of engine.positionsOf(accountId)) {
    if (position.status !== 'open' || position.lastPrice === null) continue;
    messages.push({
      type: 'position',
      id: position.id,
      profit: position.profit,
      lastPrice: position.lastPrice,
    });
  }
  return messages;
}

interface OrderNotice {
  event: OrderEvent;
  id: string;
  /** The order is no longer open: a pending profit update for it is stale. */
  ends: boolean;
}

function orderMessageOf(event: DomainEvent): OrderNotice | null {
  switch (event.type) {
    case 'order.opened':
    case 'order.placed':
      return { event: 'opened', id: event.position.id, ends: false };
    case 'order.triggered':
      return { event: 'triggered', id: event.position.id, ends: false };
    case 'order.cancelled':
      return { event: 'cancelled', id: event.orderId, ends: true };
    case 'order.closed':
    case 'order.partiallyClosed':
      return { event: event.reason === 'stopOut' ? 'stopout' : 'closed', id: event.close.id, ends: true };
    case 'order.modified':
      return { event: 'modified', id: event.orderId, ends: false };
    // A stop-limit now waiting at its limit: the lists show it changed.
    case 'order.armed':
      return { event: 'modified', id: event.position.id, ends: false };
    default:
      return null;
  }
}
