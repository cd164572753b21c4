// The trading-shaped messages the hub tests publish, through the hub's generic ports with the same
// keys trading and market data use (prices and markets public; positions latest; accounts merged).
import type { AccountMessage, LiveMessage, PositionMessage } from '../../../contract/live';
import { FanoutHub, type FanoutHubOptions } from '../../src/live/fanout-hub';
import { LiveHub, type LiveHubOptions } from '../../src/live/live-hub';
import { positionRoute, type PositionRoute } from '../../src/live/position-routes';

export function publishPrice(hub: LiveHub, symbol: string, ask: number, bid: number): void {
  hub.publishPublic(`p:${symbol}`, { type: 'price', symbol, ask, bid });
}

export function publishMarket(hub: LiveHub, symbol: string, isOpen: boolean, oTime: string | null): void {
  hub.publishPublic(`m:${symbol}`, { type: 'market', symbol, isOpen, oTime });
}

/** As trading publishes a position's figures: numbers, which a fan-out hub ships as columns. */
export function publishPosition(hub: LiveHub, userId: string, message: PositionMessage): void {
  hub.publishPositionFigures(routeOf(userId, message.id), message.profit, message.lastPrice);
}

/** One route per channel and position, kept as trading keeps its routes. */
export function routeOf(channel: string, id: string): PositionRoute {
  const name = `${channel}\n${id}`;
  let route = routes.get(name);
  if (!route) {
    route = positionRoute(channel, `position:${id}`, id);
    routes.set(name, route);
  }
  return route;
}
const routes = new Map<string, PositionRoute>();

export function publishAccount(hub: LiveHub, userId: string, message: AccountMessage): void {
  hub.publishMerged(userId, 'account', message);
}

/** Order events that end a position retire its pending profit update, as trading's do. */
export function publishEvent(hub: LiveHub, userId: string, message: LiveMessage): void {
  const ends = message.type === 'order' && ['closed', 'stopout', 'cancelled'].includes(message.event);
  hub.publishEvent(userId, message, ends && message.type === 'order' ? `position:${message.id}` : undefined);
}

/** A hub whose snapshot's personal part comes from `personalSnapshot`, per channel. */
export function hubWith(
  options: LiveHubOptions,
  personalSnapshot: (channel: string) => LiveMessage[] = () => [],
): LiveHub {
  const hub = new LiveHub(options);
  hub.addSnapshotContributor((channels) => channels.flatMap(personalSnapshot));
  return hub;
}

/** The same, with its sockets in `processes` fan-out gateway processes. */
export function fanoutHubWith(
  options: FanoutHubOptions,
  personalSnapshot: (channel: string) => LiveMessage[] = () => [],
): FanoutHub {
  const hub = new FanoutHub(options);
  hub.addSnapshotContributor((channels) => channels.flatMap(personalSnapshot));
  return hub;
}
