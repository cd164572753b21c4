// The robots' safety limits at work (their values are in robot-limits.ts): domain events tell
// which robot's position closed (however it closed: its own exit, a stop, the customer, a
// stop-out), losses count toward the daily limit, which pauses the robot with `robot.stopped`, as
// does the account's stop-out; a job starts each new day's count.
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { DomainEvent, DomainEventBody } from '../events/domain-events';
import type { DomainEventBus } from '../events/event-bus';
import type { CatalogueRobot } from './robot-catalogue';
import type { InstanceBook } from './robot-instance-book';
import { ROBOT_DAILY_LOSS_BALANCE_PCT_MAX } from './robot-limits';
import {
  addDayLoss,
  pauseInstance,
  releasePosition,
  resetDayLosses,
  type RobotInstance,
} from './robots-repository';

const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The Istanbul calendar day of an instant, YYYY-MM-DD (the daily loss limit's day). */
export function istanbulDay(nowMs: number): string {
  return new Date(nowMs + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
}

export interface RobotSafetyDeps {
  db: Database;
  clock: Clock;
  events: DomainEventBus;
  robots: ReadonlyMap<string, CatalogueRobot>;
  book: InstanceBook;
  /** The account's balance now, in USD (the daily limit is a share of it). */
  balanceOf(accountId: string): Promise<number>;
}

export class RobotSafety {
  constructor(private readonly deps: RobotSafetyDeps) {}

  async onEvent(event: DomainEvent): Promise<void> {
    if (event.type === 'order.closed' || event.type === 'order.partiallyClosed') {
      const positionId = event.close.sourceId;
      const instance = this.deps.book.ownerOf(positionId);
      if (!instance) return;
      if (event.type === 'order.closed') {
        this.deps.book.forgetPosition(positionId);
        const row = await releasePosition(this.deps.db, instance, positionId);
        if (row) this.deps.book.apply(row);
      }
      if (event.close.realizedCents < 0) await this.countLoss(instance, -event.close.realizedCents);
    } else if (event.type === 'account.stoppedOut' && event.accountId !== null) {
      for (const instance of this.deps.book.ofAccount(event.accountId)) await this.pause(instance, 'stopOut');
    }
  }

  /** Starts a new day's loss count for every robot whose count is of an earlier day. */
  async resetDayLosses(): Promise<void> {
    const rows = await resetDayLosses(this.deps.db, istanbulDay(this.deps.clock.nowMs()));
    for (const row of rows) this.deps.book.apply(row);
  }

  private async countLoss(instance: RobotInstance, lossCents: number): Promise<void> {
    const day = istanbulDay(this.deps.clock.nowMs());
    const row = await addDayLoss(this.deps.db, instance, { day, cents: lossCents });
    if (!row) return;
    this.deps.book.apply(row);
    const balanceUsd = await this.deps.balanceOf(instance.accountId);
    // The balance in cents times the percentage over 100 is the balance in USD times the percentage.
    const limitCents = Math.max(0, Math.round(balanceUsd * ROBOT_DAILY_LOSS_BALANCE_PCT_MAX));
    if (row.dayLossCents >= limitCents) await this.pause(instance, 'dailyLossLimit');
  }

  private async pause(instance: RobotInstance, reason: 'dailyLossLimit' | 'stopOut'): Promise<void> {
    const row = await pauseInstance(this.deps.db, instance, reason);
    if (!row) return;
    this.deps.book.apply(row);
    const stopped: DomainEventBody = {
      type: 'robot.stopped',
      userId: instance.userId,
      accountId: instance.accountId,
      atMs: this.deps.clock.nowMs(),
      robotId: instance.robotId,
      robotName: this.deps.robots.get(instance.robotId)?.entry.name ?? instance.robotId,
      reason,
    };
    this.deps.events.publish([stopped]);
  }
}
