// A robot's actions at a bar close, carried out: a close, then an open, through the same trading
// commands as the order ticket on the instance's own account. The open's stops sit at the signal's
// distances from the fill; its row holds the position in the order's own transaction (one client
// order id per robot and bar, so a retry never opens twice). A refusal is logged and the robot
// waits for its next bar. Each traded step is told to the customer as robot.traded.
import type { Order, OrderPayload } from '../../../contract/entities';
import { isDomainError } from '../domain/domain-error';
import type { OrderOrigin } from '../trading/trading-service';
import type { CatalogueRobot } from './robot-catalogue';
import type { InstanceBook } from './robot-instance-book';
import { ROBOT_OPEN_POSITIONS_MAX } from './robot-limits';
import type { RobotRuntimeDeps } from './robot-runtime';
import type { RobotAction } from './robot-signals';
import { holdPosition, releasePosition, type RobotInstance } from './robots-repository';

/** Actions of one bar close run this many at a time (each instance's own steps in order). */
const ACTIONS_IN_FLIGHT_MAX = 8;

function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export class RobotActions {
  /** Instances with an action under way: a bar close leaves them to finish first. */
  readonly busy = new Set<RobotInstance>();

  constructor(
    private readonly deps: Omit<RobotRuntimeDeps, 'candles' | 'robots'>,
    private readonly book: InstanceBook,
    private readonly isEnabled: (robotId: string) => boolean,
  ) {}

  /** Runs one bar close's actions, a few at a time, each instance's own steps in order. */
  async run(robot: CatalogueRobot, actions: RobotAction[]): Promise<void> {
    for (const action of actions) this.busy.add(action.instance);
    let next = 0;
    const worker = async () => {
      while (next < actions.length) {
        const action = actions[next];
        next += 1;
        try {
          await this.act(robot, action);
        } catch (error) {
          this.deps.logger.error({ err: error, robotId: robot.entry.robotId }, 'robot action failed');
        } finally {
          this.busy.delete(action.instance);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(ACTIONS_IN_FLIGHT_MAX, actions.length) }, worker));
  }

  private async act(robot: CatalogueRobot, action: RobotAction): Promise<void> {
    const { instance, signal } = action;
    if (signal.close && instance.positionId !== null) {
      const positionId = instance.positionId;
      const side = instance.positionSide ?? 'Buy';
      const outcome = await this.refusable(robot, instance, () =>
        this.deps.trading.close(instance.accountId, positionId),
      );
      // Closed now, or already gone (a stop hit first): either way the robot is flat.
      if (outcome === 'refused') return;
      const row = await releasePosition(this.deps.db, instance, positionId);
      if (row) this.book.apply(row);
      if (outcome === 'done') this.publishTraded(robot, instance, 'closed', positionId, side);
    }
    if (signal.open && this.book.isCurrent(instance))
      await this.open(robot, instance, signal.open, action.barTime);
  }

  private async open(
    robot: CatalogueRobot,
    instance: RobotInstance,
    signal: NonNullable<RobotAction['signal']['open']>,
    barTime: number,
  ): Promise<void> {
    if (!instance.active || (instance.positionId === null ? 0 : 1) >= ROBOT_OPEN_POSITIONS_MAX) return;
    if (!this.isEnabled(robot.entry.robotId)) return;
    const quote = this.deps.bus.lastQuote(robot.entry.symbol);
    if (!quote) return;
    const direction = signal.side === 'Buy' ? 1 : -1;
    const fill = signal.side === 'Buy' ? quote.ask : quote.bid;
    const payload: OrderPayload = {
      symbol: robot.entry.symbol,
      type: signal.side,
      amount: instance.positionSize,
      marketLimit: null,
      stopLoss: roundTo(fill - direction * signal.stopDistance, robot.digits),
      takeProfit: roundTo(fill + direction * signal.takeDistance, robot.digits),
    };
    const holding: { row: RobotInstance | null } = { row: null };
    const origin: OrderOrigin = {
      robotId: robot.entry.robotId,
      write: async (tx, orderId) => {
        holding.row = await holdPosition(tx, instance, { id: orderId, side: signal.side, barTime });
      },
    };
    // One id per robot and bar: a retry of the same bar's order returns the first, never a second.
    const clientOrderId = `robot-${robot.entry.robotId}-${barTime}`;
    const placed: { order: Order | null } = { order: null };
    await this.refusable(robot, instance, async () => {
      placed.order = await this.deps.trading.place(instance.accountId, payload, clientOrderId, origin);
    });
    if (holding.row) this.book.apply(holding.row);
    if (placed.order) this.publishTraded(robot, instance, 'opened', placed.order.id, signal.side);
  }

  /**
   * Runs a trading command. A business refusal is logged and the robot waits for its next bar;
   * `gone` means the position to close had already closed (a stop or the customer came first).
   */
  private async refusable(
    robot: CatalogueRobot,
    instance: RobotInstance,
    command: () => Promise<void>,
  ): Promise<'done' | 'refused' | 'gone'> {
    try {
      await command();
      return 'done';
    } catch (error) {
      if (!isDomainError(error)) throw error;
      if (isDomainError(error, 'POSITION_NOT_FOUND', 'ALREADY_CLOSED')) return 'gone';
      this.deps.logger.warn(
        { robotId: robot.entry.robotId, accountId: instance.accountId, code: error.code },
        'robot order refused; the robot waits for its next bar',
      );
      return 'refused';
    }
  }

  private publishTraded(
    robot: CatalogueRobot,
    instance: RobotInstance,
    action: 'opened' | 'closed',
    orderId: string,
    side: 'Buy' | 'Sell',
  ): void {
    this.deps.events.publish([
      {
        type: 'robot.traded',
        userId: instance.userId,
        accountId: instance.accountId,
        atMs: this.deps.clock.nowMs(),
        robotId: robot.entry.robotId,
        robotName: robot.entry.name,
        action,
        orderId,
        symbol: robot.entry.symbol,
        side,
        lots: instance.positionSize,
      },
    ]);
  }
}
