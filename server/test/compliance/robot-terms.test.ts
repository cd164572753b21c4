// A robot's order opens under its owner's terms like a ticket's: at the capped leverage, and not
// at all on a real account below the minimum deposit (the robot treats it as a refusal and waits).
import type { Order } from '../../../contract/entities';
import { createManualClock } from '../../src/clock';
import { compliancePart } from '../../src/compliance/compliance-part';
import { buildRobotsApp, FALLING, TEST_ROBOT, type RobotsTestApp } from '../robots/robots-test-kit';
import type { TestUser } from '../helpers/register-and-login';
import { MONDAY_NOON_MS } from '../trading/trading-test-kit';
import { completeOnboarding } from './compliance-test-kit';

const MINUTE_MS = 60_000;

let t: RobotsTestApp;
const clock = createManualClock(MONDAY_NOON_MS);

beforeEach(async () => {
  clock.set(MONDAY_NOON_MS);
  t = await buildRobotsApp({
    clock,
    catalogue: [TEST_ROBOT],
    leadingParts: [compliancePart({ config: { jurisdiction: 'tr-spk' } })],
  });
});
afterEach(() => t.close());

/** One tick per minute at each price; the tick of the next minute closes each bar. */
async function bars(closes: readonly number[]): Promise<void> {
  for (const close of closes) {
    t.tick('XAUUSD', close);
    clock.advance(MINUTE_MS);
  }
  await t.settle();
}

async function openOrders(user: TestUser): Promise<Order[]> {
  return (await t.send(user, 'GET', '/api/orders?page=1')).body.data as Order[];
}

describe('robot orders under tr-spk', () => {
  it("open at the owner's capped leverage", async () => {
    const user = await t.customer(10_000);
    await completeOnboarding(t, user);
    await t.send(user, 'POST', '/api/robots/add', { robotId: TEST_ROBOT.robotId, positionSize: 0.1 });
    await bars([...FALLING, 2660, 2661]);
    const [order] = await openOrders(user);
    expect(order).toMatchObject({ symbol: 'XAUUSD', amount: 0.1, robotId: TEST_ROBOT.robotId });
    // 0.1 lots of 100 ounces: the margin is a tenth of the notional (XAUUSD's own 1:100 would be a hundredth).
    const quote = t.trading.service.engine.quote('XAUUSD');
    const mid = quote ? (quote.ask + quote.bid) / 2 : Number.NaN;
    expect(order?.margin).toBeCloseTo((mid * 100 * 0.1) / 10, 0);
  });

  it('open nothing on a real account below the minimum deposit', async () => {
    const user = await t.customer(500);
    await completeOnboarding(t, user);
    await t.send(user, 'POST', '/api/robots/add', { robotId: TEST_ROBOT.robotId, positionSize: 0.01 });
    await bars([...FALLING, 2660, 2661]);
    expect(await openOrders(user)).toEqual([]);
  });
});
