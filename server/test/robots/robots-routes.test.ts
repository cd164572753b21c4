// Every /api/robots call through the app: the catalogue, add, detail, edit, delete, with the bad
// input and races the screens can send.
import type { Robot, RobotDetail } from '../../../contract/robots';
import { serverTexts } from '../../../contract/server-texts';
import { buildRobotsApp, robotOf, type RobotsTestApp } from './robots-test-kit';

const texts = serverTexts.robots;

describe('robots routes', () => {
  let t: RobotsTestApp;
  beforeAll(async () => {
    t = await buildRobotsApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('needs a token', async () => {
    expect((await t.send(null, 'GET', '/api/robots/all')).statusCode).toBe(401);
    expect(
      (await t.send(null, 'POST', '/api/robots/add', { robotId: 'altin-trend', positionSize: 1 })).statusCode,
    ).toBe(401);
  });

  it('lists the whole catalogue: six robots over at least four markets, none added yet', async () => {
    const user = await t.customer();
    const answer = await t.send(user, 'GET', '/api/robots/all');
    expect(answer.statusCode).toBe(200);
    const robots = answer.body.data as Robot[];
    expect(robots.length).toBeGreaterThanOrEqual(6);
    expect(new Set(robots.map((robot) => robot.category)).size).toBeGreaterThanOrEqual(4);
    for (const robot of robots) {
      expect(robot).toMatchObject({ positionSize: null, active: false, pausedReason: null, live: null });
      expect(robot.name.length).toBeGreaterThan(0);
      expect(robot.description.length).toBeGreaterThan(0);
      expect(robot.strategy).toMatch(/ATR/);
      expect(robot.backtest).toMatchObject({ startEquity: 10_000, lots: 0.1 });
    }
    expect(robots.map((robot) => robot.symbol)).toEqual(
      expect.arrayContaining(['XAUUSD', 'EURUSD', 'BTCUSD', 'US500', 'THYAO', 'AAPL']),
    );
  });

  it('adds a robot with a position size, and lists it as running', async () => {
    const user = await t.customer();
    const added = await t.send(user, 'POST', '/api/robots/add', {
      robotId: 'altin-trend',
      positionSize: 0.5,
    });
    expect(added.statusCode).toBe(200);
    expect(added.body.message).toBe(texts.added);
    expect(robotOf(added)).toMatchObject({ robotId: 'altin-trend', positionSize: 0.5, active: true });
    const all = (await t.send(user, 'GET', '/api/robots/all')).body.data as Robot[];
    expect(all.find((robot) => robot.robotId === 'altin-trend')).toMatchObject({
      positionSize: 0.5,
      active: true,
    });
    expect(all.find((robot) => robot.robotId === 'euro-rsi')).toMatchObject({
      positionSize: null,
      active: false,
    });
    expect(t.robots.runtime.instance(user.accountId, 'altin-trend')).toMatchObject({ positionSize: 0.5 });
  });

  it.each([
    ['zero', 0, 400, texts.positionSizeNotPositive],
    ['negative', -1, 400, texts.positionSizeNotPositive],
    ['off the 0.01 step', 0.015, 400, texts.positionSizeStep],
    ['above the symbol maximum', 51, 422, texts.positionSizeOutOfRange],
  ])('refuses a position size that is %s', async (_label, positionSize, statusCode, message) => {
    const user = await t.customer();
    const answer = await t.send(user, 'POST', '/api/robots/add', { robotId: 'altin-trend', positionSize });
    expect(answer.statusCode).toBe(statusCode);
    expect(answer.body).toMatchObject({ status: false, message });
    expect(t.robots.runtime.instance(user.accountId, 'altin-trend')).toBeNull();
  });

  it.each([
    ['text', 'abc'],
    ['a numeric string', '0.5'],
    ['missing', undefined],
  ])('refuses a position size sent as %s with a Turkish message', async (_label, positionSize) => {
    const user = await t.customer();
    const answer = await t.send(user, 'POST', '/api/robots/add', { robotId: 'altin-trend', positionSize });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toMatch(/Pozisyon büyüklüğü/);
  });

  it('refuses an unknown robot on every call', async () => {
    const user = await t.customer();
    const calls: [method: 'POST' | 'PUT' | 'DELETE', url: string, body: object][] = [
      ['POST', '/api/robots/add', { robotId: 'yok-robot', positionSize: 1 }],
      ['POST', '/api/robots/detail', { robotId: 'yok-robot' }],
      ['PUT', '/api/robots/edit', { robotId: 'yok-robot', positionSize: 1 }],
      ['DELETE', '/api/robots/delete', { robotId: 'yok-robot' }],
    ];
    for (const [method, url, body] of calls) {
      const answer = await t.send(user, method, url, body);
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe(texts.robotNotFound);
    }
  });

  it('refuses adding the same robot twice, also when both arrive at once', async () => {
    const user = await t.customer();
    const body = { robotId: 'euro-rsi', positionSize: 1 };
    const answers = await Promise.all([
      t.send(user, 'POST', '/api/robots/add', body),
      t.send(user, 'POST', '/api/robots/add', { ...body, positionSize: 2 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const again = await t.send(user, 'POST', '/api/robots/add', body);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(texts.alreadyAdded);
    const winner = robotOf(answers.find((answer) => answer.statusCode === 200) ?? answers[0]);
    const detail = (await t.send(user, 'POST', '/api/robots/detail', { robotId: 'euro-rsi' })).body
      .data as Robot;
    expect(detail.positionSize).toBe(winner.positionSize);
  });

  it('edits the size, pauses and runs it again', async () => {
    const user = await t.customer();
    await t.send(user, 'POST', '/api/robots/add', { robotId: 'bitcoin-kirilim', positionSize: 0.1 });
    const paused = await t.send(user, 'PUT', '/api/robots/edit', {
      robotId: 'bitcoin-kirilim',
      positionSize: 0.2,
      active: false,
    });
    expect(paused.statusCode).toBe(200);
    expect(robotOf(paused)).toMatchObject({ positionSize: 0.2, active: false, pausedReason: 'customer' });
    const sized = await t.send(user, 'PUT', '/api/robots/edit', {
      robotId: 'bitcoin-kirilim',
      positionSize: 0.3,
    });
    expect(robotOf(sized)).toMatchObject({ positionSize: 0.3, active: false, pausedReason: 'customer' });
    const resumed = await t.send(user, 'PUT', '/api/robots/edit', {
      robotId: 'bitcoin-kirilim',
      positionSize: 0.3,
      active: true,
    });
    expect(robotOf(resumed)).toMatchObject({ active: true, pausedReason: null });
    expect(t.robots.runtime.instance(user.accountId, 'bitcoin-kirilim')).toMatchObject({
      positionSize: 0.3,
      active: true,
    });
  });

  it('applies two edits at once whole, one after the other, never a mix', async () => {
    const user = await t.customer();
    await t.send(user, 'POST', '/api/robots/add', { robotId: 'sp500-macd', positionSize: 1 });
    const answers = await Promise.all([
      t.send(user, 'PUT', '/api/robots/edit', { robotId: 'sp500-macd', positionSize: 2, active: false }),
      t.send(user, 'PUT', '/api/robots/edit', { robotId: 'sp500-macd', positionSize: 3, active: true }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const final = (await t.send(user, 'POST', '/api/robots/detail', { robotId: 'sp500-macd' })).body
      .data as Robot;
    expect([
      { positionSize: 2, active: false },
      { positionSize: 3, active: true },
    ]).toContainEqual({ positionSize: final.positionSize, active: final.active });
    expect(t.robots.runtime.instance(user.accountId, 'sp500-macd')).toMatchObject({
      positionSize: final.positionSize,
      active: final.active,
    });
  });

  it('refuses a bad size on edit and leaves the robot as it was', async () => {
    const user = await t.customer();
    await t.send(user, 'POST', '/api/robots/add', { robotId: 'thy-trend', positionSize: 1 });
    const answer = await t.send(user, 'PUT', '/api/robots/edit', {
      robotId: 'thy-trend',
      positionSize: 0,
      active: false,
    });
    expect(answer.statusCode).toBe(400);
    const detail = (await t.send(user, 'POST', '/api/robots/detail', { robotId: 'thy-trend' })).body
      .data as Robot;
    expect(detail).toMatchObject({ positionSize: 1, active: true });
  });

  it('answers 404 for editing or deleting a robot not added', async () => {
    const user = await t.customer();
    const edit = await t.send(user, 'PUT', '/api/robots/edit', { robotId: 'apple-rsi', positionSize: 1 });
    expect(edit.statusCode).toBe(404);
    expect(edit.body.message).toBe(texts.robotNotAdded);
    const removed = await t.send(user, 'DELETE', '/api/robots/delete', { robotId: 'apple-rsi' });
    expect(removed.statusCode).toBe(404);
    expect(removed.body.message).toBe(texts.robotNotAdded);
  });

  it('deletes a robot: it stops and can be added again', async () => {
    const user = await t.customer();
    await t.send(user, 'POST', '/api/robots/add', { robotId: 'apple-rsi', positionSize: 1 });
    const removed = await t.send(user, 'DELETE', '/api/robots/delete', { robotId: 'apple-rsi' });
    expect(removed.statusCode).toBe(200);
    expect(removed.body.message).toBe(texts.deleted);
    expect(t.robots.runtime.instance(user.accountId, 'apple-rsi')).toBeNull();
    expect((await t.send(user, 'DELETE', '/api/robots/delete', { robotId: 'apple-rsi' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.send(user, 'POST', '/api/robots/add', { robotId: 'apple-rsi', positionSize: 2 })).statusCode,
    ).toBe(200);
  });

  it('shows a robot with its trades, figures and limits', async () => {
    const user = await t.customer();
    await t.send(user, 'POST', '/api/robots/add', { robotId: 'altin-trend', positionSize: 1 });
    const answer = await t.send(user, 'POST', '/api/robots/detail', { robotId: 'altin-trend' });
    expect(answer.statusCode).toBe(200);
    const detail = answer.body.data as RobotDetail;
    expect(detail).toMatchObject({
      robotId: 'altin-trend',
      trades: [],
      limits: { dailyLossBalancePctMax: 5, openPositionsMax: 1 },
      live: { trades: 0, totalReturnPct: 0, maxDrawdownPct: 0, winRatePct: 0 },
    });
  });

  it('keeps robots per account: the practice account has none of the real one', async () => {
    const user = await t.customer();
    await t.send(user, 'POST', '/api/robots/add', { robotId: 'altin-trend', positionSize: 1 });
    const accounts = (await t.send(user, 'GET', '/api/users/accounts')).body.data as {
      id: string;
      kind: string;
    }[];
    const practice = accounts.find((account) => account.kind === 'practice');
    await t.send(user, 'PUT', '/api/users/accounts/active', { id: practice?.id });
    const all = (await t.send(user, 'GET', '/api/robots/all')).body.data as Robot[];
    expect(all.find((robot) => robot.robotId === 'altin-trend')).toMatchObject({
      positionSize: null,
      active: false,
    });
  });

  it('refuses unknown fields', async () => {
    const user = await t.customer();
    const answer = await t.send(user, 'POST', '/api/robots/add', {
      robotId: 'altin-trend',
      positionSize: 1,
      martingale: 2,
    });
    expect(answer.statusCode).toBe(400);
  });
});
