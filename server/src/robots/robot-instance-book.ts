// The runtime's memory of every robot instance: by key, by robot (a bar close walks one robot's
// instances) and by the position each holds (a close event finds its robot). Rows come from the
// database after commit; `apply` keeps the newest version, so two changes of one robot finishing
// out of order (an edit and an order's write) leave the later one.
import type { RobotInstance } from './robots-repository';

export const keyOf = (accountId: string, robotId: string): string => `${accountId}\n${robotId}`;

export class InstanceBook {
  private readonly instances = new Map<string, RobotInstance>();
  private readonly byRobot = new Map<string, Set<RobotInstance>>();
  /** Which instance holds each open position, until its close event has been handled. */
  private readonly positionOwners = new Map<string, string>();

  constructor(robotIds: Iterable<string>) {
    for (const robotId of robotIds) this.byRobot.set(robotId, new Set());
  }

  get(accountId: string, robotId: string): RobotInstance | null {
    return this.instances.get(keyOf(accountId, robotId)) ?? null;
  }

  /** The live object (apply mutates it in place, so a reference held by an action stays current). */
  isCurrent(instance: RobotInstance): boolean {
    return this.instances.get(keyOf(instance.accountId, instance.robotId)) === instance;
  }

  ofRobot(robotId: string): ReadonlySet<RobotInstance> {
    return this.byRobot.get(robotId) ?? new Set();
  }

  ofAccount(accountId: string): RobotInstance[] {
    return [...this.instances.values()].filter((instance) => instance.accountId === accountId);
  }

  /** The instance holding this position, if a robot does. */
  ownerOf(positionId: string): RobotInstance | null {
    const key = this.positionOwners.get(positionId);
    return key === undefined ? null : (this.instances.get(key) ?? null);
  }

  forgetPosition(positionId: string): void {
    this.positionOwners.delete(positionId);
  }

  get size(): number {
    return this.instances.size;
  }

  add(instance: RobotInstance): void {
    const robot = this.byRobot.get(instance.robotId);
    if (!robot) return; // A robot taken out of the catalogue keeps its row but no longer runs.
    const key = keyOf(instance.accountId, instance.robotId);
    const copy = { ...instance };
    this.instances.set(key, copy);
    robot.add(copy);
    if (copy.positionId !== null) this.positionOwners.set(copy.positionId, key);
  }

  /** A committed change; an older version, or a row of a deleted and re-added robot, is ignored. */
  apply(row: RobotInstance): void {
    const current = this.instances.get(keyOf(row.accountId, row.robotId));
    if (!current || current.createdAt.getTime() !== row.createdAt.getTime() || current.version > row.version)
      return;
    Object.assign(current, row);
    if (row.positionId !== null) this.positionOwners.set(row.positionId, keyOf(row.accountId, row.robotId));
  }

  remove(accountId: string, robotId: string): void {
    const key = keyOf(accountId, robotId);
    const current = this.instances.get(key);
    if (!current) return;
    this.instances.delete(key);
    this.byRobot.get(robotId)?.delete(current);
    if (current.positionId !== null) this.positionOwners.delete(current.positionId);
  }
}
