// Which methods of the robots', copy trading's and the price alerts' services a gateway sends to
// a leader, and which account's shard decides each (remote-methods.ts). The leader's handlers
// for them are built from the same tables, so the two sides cannot name different methods.
import type { ComposedServer } from '../compose/compose-server';
import { ALERTS } from '../alerts/alerts-part';
import type { AlertsService } from '../alerts/alerts-service';
import { COPY_TRADING } from '../copy-trading/copy-trading-part';
import type { CopyRoutesService } from '../copy-trading/copy-routes';
import type { TraderModeration } from '../copy-trading/trader-moderation';
import { ROBOTS } from '../robots/robots-part';
import type { RobotSwitches } from '../robots/robot-switches';
import type { RobotsService } from '../robots/robots-service';
import type { CommandHandlers } from './command-responder';
import { accountAt, methodHandlers, shardZero, type MethodRoutes } from './remote-methods';

/** The robots' customer routes; each works on the session's active account. */
export type RobotsCalls = Pick<RobotsService, 'list' | 'detail' | 'add' | 'edit' | 'remove'>;
export const ROBOTS_CALLS: MethodRoutes<RobotsCalls> = {
  list: accountAt(0),
  detail: accountAt(0),
  add: accountAt(1),
  edit: accountAt(0),
  remove: accountAt(0),
};

/** The broker's catalogue switch: one runtime decides, shard 0's. */
export type RobotSwitchCalls = Pick<RobotSwitches, 'list' | 'setEnabled'>;
export const ROBOT_SWITCH_CALLS: MethodRoutes<RobotSwitchCalls> = {
  list: shardZero,
  setEnabled: shardZero,
};

/**
 * Copy trading's customer routes: a follow decides on the follower's shard (its mirror holds the
 * copy); a trader's pages, comments and own settings have no follower and go to shard 0.
 */
export type CopyCalls = CopyRoutesService;
export const COPY_CALLS: MethodRoutes<CopyCalls> = {
  list: accountAt(1),
  profile: accountAt(1),
  orders: shardZero,
  follow: accountAt(1),
  isCopying: accountAt(0),
  unfollow: accountAt(1),
  pause: accountAt(1),
  resume: accountAt(1),
  comments: shardZero,
  comment: shardZero,
  settings: shardZero,
  saveSettings: accountAt(1),
};

export type ModerationCalls = Pick<
  TraderModeration,
  'traders' | 'hide' | 'show' | 'comments' | 'removeComment'
>;
export const MODERATION_CALLS: MethodRoutes<ModerationCalls> = {
  traders: shardZero,
  hide: shardZero,
  show: shardZero,
  comments: shardZero,
  removeComment: shardZero,
};

/**
 * The price alerts belong to a user, not an account: shard 0's leader keeps the book of active
 * alerts and evaluates it on its ticks, so an alert fires once in the cluster.
 */
export type AlertsCalls = Pick<AlertsService, 'list' | 'create' | 'remove' | 'move'>;
export const ALERTS_CALLS: MethodRoutes<AlertsCalls> = {
  list: shardZero,
  create: shardZero,
  remove: shardZero,
  move: shardZero,
};

/** On a leader: the handlers of every family its server runs. */
export function domainCommandHandlers(server: Pick<ComposedServer, 'find'>): CommandHandlers {
  const robots = server.find(ROBOTS);
  const copy = server.find(COPY_TRADING);
  const alerts = server.find(ALERTS);
  return {
    ...(robots ? methodHandlers('robots', robots.service, ROBOTS_CALLS) : {}),
    ...(robots ? methodHandlers('robotSwitches', robots.switches, ROBOT_SWITCH_CALLS) : {}),
    ...(copy ? methodHandlers('copy', copy.service, COPY_CALLS) : {}),
    ...(copy ? methodHandlers('copyModeration', copy.moderation, MODERATION_CALLS) : {}),
    ...(alerts ? methodHandlers('alerts', alerts.service, ALERTS_CALLS) : {}),
  };
}
