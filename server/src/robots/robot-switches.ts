// The broker's catalogue switch. A disabled robot is not offered to customers who have not added
// it, cannot be added (ROBOT_DISABLED), and its running instances stop trading at once: the
// runtime skips its bar closes, so it neither opens nor closes, and a position it holds stays open
// as any position does (its stop and target still work; the customer can close it). Switching it
// on again lets the instances carry on with what they hold. The switch and its audit row are
// written in one transaction; the runtime hears the change after the commit.
import { recordAudit } from '../audit/audit-log';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import type { DomainEventBus } from '../events/event-bus';
import type { CatalogueRobot } from './robot-catalogue';
import type { RobotRuntime } from './robot-runtime';
import type { RobotsRefusalCode } from './robots-refusals';
import {
  disabledRobotIds,
  lockRobotSwitch,
  subscriberCounts,
  writeRobotSwitch,
} from './robot-switches-repository';

export interface CatalogueRobotState {
  robotId: string;
  name: string;
  symbol: string;
  strategy: string;
  enabled: boolean;
  /** Instances added on customers' accounts, and those running now. */
  subscribers: number;
  activeSubscribers: number;
}

export interface RobotSwitchesDeps {
  db: Database;
  clock: Clock;
  events: DomainEventBus;
  robots: ReadonlyMap<string, CatalogueRobot>;
  runtime: Pick<RobotRuntime, 'setEnabled'>;
}

const refused = (code: RobotsRefusalCode) => new DomainError(code);

export class RobotSwitches {
  constructor(private readonly deps: RobotSwitchesDeps) {}

  async list(): Promise<CatalogueRobotState[]> {
    const [disabled, counts] = await Promise.all([
      disabledRobotIds(this.deps.db),
      subscriberCounts(this.deps.db),
    ]);
    return [...this.deps.robots.values()].map((robot) => {
      const { robotId } = robot.entry;
      return this.stateOf(robot, !disabled.has(robotId), counts.get(robotId));
    });
  }

  async setEnabled(operatorId: string, robotId: string, enabled: boolean): Promise<CatalogueRobotState> {
    const robot = this.deps.robots.get(robotId);
    if (!robot) throw refused('ROBOT_NOT_FOUND');
    const at = new Date(this.deps.clock.nowMs());
    await this.deps.db.transaction(async (tx) => {
      const before = await lockRobotSwitch(tx, robotId, at);
      if (before === enabled) throw refused(enabled ? 'ROBOT_ALREADY_ENABLED' : 'ROBOT_ALREADY_DISABLED');
      await writeRobotSwitch(tx, robotId, { enabled, by: operatorId, at });
      await recordAudit(tx, {
        actorId: operatorId,
        actorRole: 'operator',
        action: enabled ? 'robot.enable' : 'robot.disable',
        subjectType: 'robot',
        subjectId: robotId,
        before: { enabled: before },
        after: { enabled },
        at,
      });
    });
    this.deps.runtime.setEnabled(robotId, enabled);
    this.deps.events.publish([
      {
        type: 'operator.decided',
        userId: operatorId,
        accountId: null,
        atMs: at.getTime(),
        action: enabled ? 'robot.enable' : 'robot.disable',
        subjectType: 'robot',
        subjectId: robotId,
        reason: null,
        decidedBy: operatorId,
      },
    ]);
    const counts = await subscriberCounts(this.deps.db);
    return this.stateOf(robot, enabled, counts.get(robotId));
  }

  private stateOf(
    robot: CatalogueRobot,
    enabled: boolean,
    counts: { subscribers: number; activeSubscribers: number } | undefined,
  ): CatalogueRobotState {
    return {
      robotId: robot.entry.robotId,
      name: robot.entry.name,
      symbol: robot.entry.symbol,
      strategy: robot.entry.strategyText,
      enabled,
      subscribers: counts?.subscribers ?? 0,
      activeSubscribers: counts?.activeSubscribers ?? 0,
    };
  }
}
