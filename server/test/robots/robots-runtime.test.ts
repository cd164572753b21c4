// The runtime on the injected clock and a manual feed: a robot with short periods on 1-minute bars
// turns a known crossover into an order through the trading commands, holds one position, exits on
// the opposite cross, stops at its daily loss limit and on stop-out, keeps its state across a
// restart, and waits when the market is closed.
import type { Order } from '../../../contract/entities';
import type { Robot, RobotDetail } from '../../../contract/robots';
import { createManualClock, type ManualClock } from '../../src/clock';
import { MONDAY_NOON_MS, SATURDAY_NOON_MS } from '../trading/trading-test-kit';
import {
  buildRobotsApp,
  FALLING,
  TEST_ROBOT,
  type RobotCustomer,
  type RobotsTestApp,
} from './robots-test-kit';

const MINUTE_MS = 60_000;
/** Two days after SATURDAY_NOON_MS: every market is open again. */
const NEXT_MONDAY_NOON_MS = Date.UTC(2026, 0, 12, 12, 0, 0);

interface Scene {
  t: RobotsTestApp;
  clock: ManualClock;
  user: RobotCustomer;
}

async function scene(startMs = MONDAY_NOON_MS, depositUsd = 10_000): Promise<Scene> {
  const clock = createManualClock(startMs);
  const t = await buildRobotsApp({ clock, catalogue: [TEST_ROBOT] });
  const user = await t.customer(depositUsd);
  return { t, clock, user };
}

/** One tick per minute at each price; the tick of the next minute closes each bar. */
async function bars({ t, clock }: Scene, closes: readonly number[]): Promise<void> {
  for (const close of closes) {
    t.tick('XAUUSD', close);
    clock.advance(MINUTE_MS);
  }
  await t.settle();
}

async function openOrders({ t, user }: Scene): Promise<Order[]> {
  return (await t.send(user, 'GET', '/api/orders?page=1')).body.data as Order[];
}

async function robotView({ t, user }: Scene): Promise<Robot> {
  return (await t.send(user, 'POST', '/api/robots/detail', { robotId: TEST_ROBOT.robotId })).body
    .data as Robot;
}

describe('robot runtime', () => {
  let s: Scene;
  afterEach(async () => {
    await s.t.close();
  });

  it('turns a known crossover into one order with ATR stops, tagged with the robot', async () => {
    s = await scene();
    await s.t.send(s.user, 'POST', '/api/robots/add', { robotId: TEST_ROBOT.robotId, positionSize: 0.1 });
    // The 2660 bar crosses the 2-bar average above the 4-bar one; the next tick closes that bar.
    await bars(s, [...FALLING, 2660, 2661]);
    const orders = await openOrders(s);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({ type: 'Buy', amount: 0.1, symbol: 'XAUUSD', robotId: TEST_ROBOT.robotId });
    // Wilder ATR(3) over the bars' ranges 1, 1, 1, 1, 14 is 16/3; the stop is 2 ATR, the target 3.
    const atr = 16 / 3;
    expect(order.stopLoss).toBeCloseTo(order.price - 2 * atr, 1);
    expect(order.takeProfit).toBeCloseTo(order.price + 3 * atr, 1);
    expect(s.t.eventsSeen.filter((event) => event.type === 'robot.traded')).toEqual([
      expect.objectContaining({
        action: 'opened',
        orderId: order.id,
        robotId: TEST_ROBOT.robotId,
        lots: 0.1,
      }),
    ]);
    const detail = (await s.t.send(s.user, 'POST', '/api/robots/detail', { robotId: TEST_ROBOT.robotId }))
      .body.data as RobotDetail;
    expect(detail.trades).toEqual([expect.objectContaining({ id: order.id, robotId: TEST_ROBOT.robotId })]);
    // Rising on: no new cross and never a second position.
    await bars(s, [2662, 2663, 2664]);
    expect(await openOrders(s)).toHaveLength(1);
  });

  it('closes on the opposite cross and reverses into a sell', async () => {
    s = await scene();
    await s.t.send(s.user, 'POST', '/api/robots/add', { robotId: TEST_ROBOT.robotId, positionSize: 0.1 });
    await bars(s, [...FALLING, 2660, 2661, 2662, 2663]);
    const [buy] = await openOrders(s);
    await bars(s, [2655, 2654]);
    const open = await openOrders(s);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ type: 'Sell', robotId: TEST_ROBOT.robotId });
    const closed = (await s.t.send(s.user, 'GET', '/api/orders/transaction?page=1')).body.data as Order[];
    expect(closed.map((order) => order.id)).toContain(buy.id);
    expect(s.t.robots.runtime.instance(s.user.accountId, TEST_ROBOT.robotId)).toMatchObject({
      positionId: open[0].id,
      positionSide: 'Sell',
    });
  });

  it('stops at the daily loss limit with a robot.stopped event, and opens nothing more', async () => {
    // 5% of 1,000 USD is 50 USD; the stop of 0.1 lot 10.7 below the fill loses about 107 USD.
    s = await scene(MONDAY_NOON_MS, 1_000);
    await s.t.send(s.user, 'POST', '/api/robots/add', { robotId: TEST_ROBOT.robotId, positionSize: 0.1 });
    await bars(s, [...FALLING, 2660, 2661]);
    expect(await openOrders(s)).toHaveLength(1);
    await bars(s, [2640]);
    expect(await openOrders(s)).toHaveLength(0);
    expect(await robotView(s)).toMatchObject({ active: false, pausedReason: 'dailyLossLimit' });
    expect(s.t.eventsSeen).toContainEqual(
      expect.objectContaining({
        type: 'robot.stopped',
        reason: 'dailyLossLimit',
        robotId: TEST_ROBOT.robotId,
      }),
    );
    await bars(s, [...FALLING, 2660, 2661]);
    expect(await openOrders(s)).toHaveLength(0);
    const live = (await robotView(s)).live;
    expect(live).toMatchObject({ trades: 1, winRatePct: 0 });
    expect(live?.profit).toBeLessThan(-50);
    // The next day's reset job starts the count again (the customer turns the robot on again).
    s.clock.advance(24 * 60 * MINUTE_MS);
    await s.t.robots.runtime.resetDayLosses();
    expect(s.t.robots.runtime.instance(s.user.accountId, TEST_ROBOT.robotId)).toMatchObject({
      dayLossCents: 0,
      active: false,
    });
  });

  it('pauses on the account stop-out', async () => {
    s = await scene();
    await s.t.send(s.user, 'POST', '/api/robots/add', { robotId: TEST_ROBOT.robotId, positionSize: 0.1 });
    s.t.events.publish([
      {
        type: 'account.stoppedOut',
        userId: s.user.userId,
        accountId: s.user.accountId,
        atMs: s.clock.nowMs(),
        closedOrderIds: [],
      },
    ]);
    await s.t.settle();
    expect(await robotView(s)).toMatchObject({ active: false, pausedReason: 'stopOut' });
    expect(s.t.eventsSeen).toContainEqual(
      expect.objectContaining({ type: 'robot.stopped', reason: 'stopOut' }),
    );
  });

  it('keeps its state across a restart and closes its position from there', async () => {
    s = await scene();
    await s.t.send(s.user, 'POST', '/api/robots/add', { robotId: TEST_ROBOT.robotId, positionSize: 0.2 });
    await bars(s, [...FALLING, 2660, 2661, 2662, 2663]);
    const [buy] = await openOrders(s);
    const restarted = await s.t.restartRobots();
    expect(restarted.runtime.instance(s.user.accountId, TEST_ROBOT.robotId)).toMatchObject({
      positionSize: 0.2,
      active: true,
      positionId: buy.id,
      positionSide: 'Buy',
    });
    await bars(s, [2655, 2654]);
    const open = await openOrders(s);
    expect(open.map((order) => order.id)).not.toContain(buy.id);
    expect(open).toEqual([expect.objectContaining({ type: 'Sell', amount: 0.2 })]);
  });

  it('waits while the market is closed: the refusal places nothing and the robot keeps running', async () => {
    s = await scene(SATURDAY_NOON_MS);
    await s.t.send(s.user, 'POST', '/api/robots/add', { robotId: TEST_ROBOT.robotId, positionSize: 0.1 });
    await bars(s, [...FALLING, 2660, 2661]);
    expect(await openOrders(s)).toHaveLength(0);
    expect(s.t.robots.runtime.instance(s.user.accountId, TEST_ROBOT.robotId)).toMatchObject({
      active: true,
      positionId: null,
    });
    // Monday: the market is open and the next cross (downward) trades.
    s.clock.set(NEXT_MONDAY_NOON_MS);
    await bars(s, [2662, 2663, 2650, 2649]);
    expect(await openOrders(s)).toEqual([
      expect.objectContaining({ type: 'Sell', robotId: TEST_ROBOT.robotId }),
    ]);
  });

  it('leaves its open position open as an ordinary one when the customer deletes it', async () => {
    s = await scene();
    await s.t.send(s.user, 'POST', '/api/robots/add', { robotId: TEST_ROBOT.robotId, positionSize: 0.1 });
    await bars(s, [...FALLING, 2660, 2661]);
    const [buy] = await openOrders(s);
    expect(
      (await s.t.send(s.user, 'DELETE', '/api/robots/delete', { robotId: TEST_ROBOT.robotId })).statusCode,
    ).toBe(200);
    // Falling through the average (above the stop, about 2650.7): a running robot would sell.
    await bars(s, [2658, 2657, 2656]);
    expect(await openOrders(s)).toEqual([
      expect.objectContaining({ id: buy.id, robotId: TEST_ROBOT.robotId }),
    ]);
  });

  it('does not trade while the customer has paused it', async () => {
    s = await scene();
    await s.t.send(s.user, 'POST', '/api/robots/add', { robotId: TEST_ROBOT.robotId, positionSize: 0.1 });
    await s.t.send(s.user, 'PUT', '/api/robots/edit', {
      robotId: TEST_ROBOT.robotId,
      positionSize: 0.1,
      active: false,
    });
    await bars(s, [...FALLING, 2660, 2661]);
    expect(await openOrders(s)).toHaveLength(0);
  });
});
