// A robot's order carries the robot's Turkish name (`Order.robotName`) beside its id, in the open
// and the closed lists, as a copied position carries its trader's name: the SPA's mark needs no
// catalogue call. A customer's own order has neither.
import type { Order } from '../../../contract/entities';
import { createManualClock } from '../../src/clock';
import { MONDAY_NOON_MS } from '../trading/trading-test-kit';
import { buildRobotsApp, FALLING, TEST_ROBOT, type RobotsTestApp } from './robots-test-kit';

const MINUTE_MS = 60_000;

let t: RobotsTestApp;
afterEach(async () => {
  await t.close();
});

it('names the robot on its orders, open and closed, and nobody on the customer’s own', async () => {
  const clock = createManualClock(MONDAY_NOON_MS);
  t = await buildRobotsApp({ clock, catalogue: [TEST_ROBOT] });
  const user = await t.customer(10_000);
  await t.send(user, 'POST', '/api/robots/add', { robotId: TEST_ROBOT.robotId, positionSize: 0.1 });
  for (const close of [...FALLING, 2660, 2661]) {
    t.tick('XAUUSD', close);
    clock.advance(MINUTE_MS);
  }
  await t.settle();
  const open = (await t.send(user, 'GET', '/api/orders?page=1')).body.data as Order[];
  expect(open).toEqual([
    expect.objectContaining({ robotId: TEST_ROBOT.robotId, robotName: TEST_ROBOT.name }),
  ]);

  const closed = (await t.send(user, 'PUT', '/api/orders/close', { id: open[0].id })).body.data as Order;
  expect(closed).toMatchObject({ status: 'closed', robotId: TEST_ROBOT.robotId, robotName: TEST_ROBOT.name });

  const own = (
    await t.send(user, 'POST', '/api/orders', {
      symbol: 'XAUUSD',
      type: 'Buy',
      amount: 0.1,
      marketLimit: null,
      stopLoss: null,
      takeProfit: null,
    })
  ).body.data as Order;
  expect(own.robotId).toBeUndefined();
  expect(own.robotName).toBeUndefined();
});
