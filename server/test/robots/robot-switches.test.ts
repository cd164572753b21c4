// The broker's catalogue switch through /api/operator/robots: the guard, the list with subscriber
// counts, bad input that changes nothing, and switching a robot off while a customer runs it: the
// bar that would close and reverse its position does nothing (the position stays open), nobody new
// can add it or sees it offered, the customer who has it still sees it marked; switched on, it is
// offered again. Each switch writes an audit row with the state before and after.
import type { Order } from '../../../contract/entities';
import type { Robot } from '../../../contract/robots';
import { serverTexts } from '../../../contract/server-texts';
import type { CatalogueRobotState } from '../../src/robots/robot-switches';
import { createManualClock } from '../../src/clock';
import type { CatalogueEntry } from '../../src/robots/robot-catalogue';
import type { TestUser } from '../helpers/register-and-login';
import { registerOperator } from '../helpers/register-operator';
import { auditRowsOf } from '../back-office/back-office-test-kit';
import { MONDAY_NOON_MS } from '../trading/trading-test-kit';
import {
  buildRobotsApp,
  FALLING,
  TEST_ROBOT,
  type RobotCustomer,
  type RobotsTestApp,
} from './robots-test-kit';

const texts = serverTexts.robots;
const MINUTE_MS = 60_000;
const OTHER_ROBOT: CatalogueEntry = {
  ...TEST_ROBOT,
  robotId: 'other-trend',
  name: 'Başka Trend',
  symbol: 'EURUSD',
};

const clock = createManualClock(MONDAY_NOON_MS);
let t: RobotsTestApp;
let runner: RobotCustomer;
let newcomer: RobotCustomer;
let operator: TestUser;

beforeAll(async () => {
  t = await buildRobotsApp({ clock, catalogue: [TEST_ROBOT, OTHER_ROBOT] });
  runner = await t.customer();
  newcomer = await t.customer();
  operator = await registerOperator(t.app, t.db);
});
afterAll(() => t.close());

/** One tick per minute at each price; the tick of the next minute closes each bar. */
async function bars(closes: readonly number[]): Promise<void> {
  for (const close of closes) {
    t.tick('XAUUSD', close);
    clock.advance(MINUTE_MS);
  }
  await t.settle();
}

const openOrders = async (user: TestUser): Promise<Order[]> =>
  (await t.send(user, 'GET', '/api/orders?page=1')).body.data as Order[];
const offered = async (user: TestUser): Promise<Robot[]> =>
  (await t.send(user, 'GET', '/api/robots/all')).body.data as Robot[];
const switchTo = (enabled: boolean, robotId = TEST_ROBOT.robotId) =>
  t.send(operator, 'PUT', `/api/operator/robots/${robotId}`, { enabled });

describe('the operator guard', () => {
  it.each([
    ['GET', '/api/operator/robots'],
    ['PUT', `/api/operator/robots/${OTHER_ROBOT.robotId}`],
  ] as const)('%s %s: 401 without a token, 403 for a customer', async (method, url) => {
    const payload = method === 'PUT' ? { enabled: true } : undefined;
    expect((await t.send(null, method, url, payload)).statusCode).toBe(401);
    const refused = await t.send(runner, method, url, payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(serverTexts.common.forbidden);
    // Present for an operator (the guard alone would answer an unknown path too).
    expect((await t.send(operator, method, url, payload)).body.message).not.toBe(serverTexts.common.notFound);
  });

  it('is documented in the OpenAPI document', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const paths = Object.keys((answer.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/operator/robots', '/api/operator/robots/{robotId}']));
  });
});

describe('the catalogue switch', () => {
  it('lists every robot, enabled, with who added it and who runs it', async () => {
    expect(
      (await t.send(runner, 'POST', '/api/robots/add', { robotId: TEST_ROBOT.robotId, positionSize: 0.1 }))
        .statusCode,
    ).toBe(200);
    const answer = await t.send(operator, 'GET', '/api/operator/robots');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual([
      {
        robotId: 'test-trend',
        name: 'Deneme Trend',
        symbol: 'XAUUSD',
        strategy: 'Deneme.',
        enabled: true,
        subscribers: 1,
        activeSubscribers: 1,
      },
      expect.objectContaining({
        robotId: 'other-trend',
        enabled: true,
        subscribers: 0,
        activeSubscribers: 0,
      }),
    ]);
  });

  it.each([
    ['no switch', {}, serverTexts.validation.required('Robotun katalog durumu')],
    ['a switch that is text', { enabled: 'false' }, serverTexts.validation.invalid('Robotun katalog durumu')],
    ['an unknown field', { enabled: false, reason: 'x' }, serverTexts.validation.unknownField('reason')],
  ])('refuses %s with 400 and changes nothing', async (_name, payload, message) => {
    const answer = await t.send(operator, 'PUT', `/api/operator/robots/${TEST_ROBOT.robotId}`, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(t.robots.runtime.isEnabled(TEST_ROBOT.robotId)).toBe(true);
    expect(await auditRowsOf(t.db, 'robot')).toEqual([]);
  });

  it('refuses an unknown robot with 404', async () => {
    const answer = await switchTo(false, 'no-such-robot');
    expect(answer.statusCode).toBe(404);
    expect(answer.body.message).toBe(texts.robotNotFound);
  });

  it('switched off, a running robot stops trading and its position stays open', async () => {
    await bars([...FALLING, 2660, 2661, 2662, 2663]);
    const [buy] = await openOrders(runner);
    expect(buy).toMatchObject({ type: 'Buy', robotId: TEST_ROBOT.robotId });

    const decisions = () => t.eventsSeen.filter((event) => event.type === 'operator.decided');
    const decidedBefore = decisions().length;
    const off = await switchTo(false);
    expect(off.statusCode).toBe(200);
    await t.settle();
    expect(decisions().slice(decidedBefore)).toEqual([
      expect.objectContaining({
        action: 'robot.disable',
        subjectType: 'robot',
        subjectId: TEST_ROBOT.robotId,
        decidedBy: operator.userId,
      }),
    ]);
    expect(off.body.message).toBe(texts.disabledByOperator);
    expect(off.body.data as CatalogueRobotState).toMatchObject({ enabled: false, subscribers: 1 });
    // The same two bars close and reverse the position when the robot runs (robots-runtime.test.ts).
    await bars([2655, 2654]);
    expect(await openOrders(runner)).toEqual([expect.objectContaining({ id: buy.id, type: 'Buy' })]);
    expect(t.eventsSeen.filter((event) => event.type === 'robot.traded')).toHaveLength(1);

    const again = await switchTo(false);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(texts.alreadyDisabled);
    await t.settle();
    // A refused decision publishes nothing.
    expect(decisions().slice(decidedBefore)).toHaveLength(1);
    expect(await auditRowsOf(t.db, 'robot', TEST_ROBOT.robotId)).toEqual([
      expect.objectContaining({
        action: 'robot.disable',
        actor_id: operator.userId,
        actor_role: 'operator',
        before: { enabled: true },
        after: { enabled: false },
      }),
    ]);
  });

  it('is not offered to a customer who has not added it and cannot be added; its runner still sees it', async () => {
    expect((await offered(newcomer)).map((robot) => robot.robotId)).toEqual(['other-trend']);
    const add = await t.send(newcomer, 'POST', '/api/robots/add', {
      robotId: TEST_ROBOT.robotId,
      positionSize: 0.1,
    });
    expect(add.statusCode).toBe(409);
    expect(add.body.message).toBe(texts.robotDisabled);
    const [row] = await t.db.query<{ count: number }>(
      'SELECT COUNT(*)::int AS count FROM robot_instances WHERE robot_id = $1',
      [TEST_ROBOT.robotId],
    );
    expect(row.count).toBe(1);
    expect(await offered(runner)).toEqual([
      expect.objectContaining({ robotId: 'test-trend', enabled: false, positionSize: 0.1 }),
      expect.objectContaining({ robotId: 'other-trend', enabled: true }),
    ]);
  });

  it('switched on again, it is offered and can be added; a second switch-on is 409', async () => {
    const on = await switchTo(true);
    expect(on.statusCode).toBe(200);
    expect(on.body.message).toBe(texts.enabledByOperator);
    expect((await offered(newcomer)).map((robot) => robot.robotId)).toEqual(['test-trend', 'other-trend']);
    const add = await t.send(newcomer, 'POST', '/api/robots/add', {
      robotId: TEST_ROBOT.robotId,
      positionSize: 0.1,
    });
    expect(add.statusCode).toBe(200);
    expect((await switchTo(true)).statusCode).toBe(409);
    const rows = await auditRowsOf(t.db, 'robot', TEST_ROBOT.robotId);
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['robot.disable', { enabled: true }, { enabled: false }],
      ['robot.enable', { enabled: false }, { enabled: true }],
    ]);
  });

  it('a restarted runtime remembers a switched-off robot', async () => {
    expect((await switchTo(false, OTHER_ROBOT.robotId)).statusCode).toBe(200);
    const restarted = await t.restartRobots();
    expect(restarted.runtime.isEnabled(OTHER_ROBOT.robotId)).toBe(false);
    expect(restarted.runtime.isEnabled(TEST_ROBOT.robotId)).toBe(true);
  });
});
