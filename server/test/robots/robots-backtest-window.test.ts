// The back-test window through /api/robots: every robot is tested over the window the customer
// chose (90 days unless asked), reaching past the candle store's own bars into the history from
// before the server started, and answers drawdown, win rate and profit factor beside the return.
import type { Candle, CandleInterval } from '../../../contract/entities';
import { BACKTEST_WINDOW_DAYS_DEFAULT, type Robot, type RobotDetail } from '../../../contract/robots';
import { INTERVAL_MS } from '../../src/engine/candles';
import type { CatalogueEntry } from '../../src/robots/robot-catalogue';
import { MONDAY_NOON_MS } from '../trading/trading-test-kit';
import { buildRobotsApp, type RobotsTestApp } from './robots-test-kit';

const DAY_SECONDS = 86_400;

/** An hourly robot, so a year of its bars stays a small test. */
const HOURLY_ROBOT: CatalogueEntry = {
  robotId: 'test-hourly',
  name: 'Deneme Saatlik',
  description: 'Saatlik deneme robotu.',
  symbol: 'XAUUSD',
  timeframe: '1h',
  strategyText: 'Deneme.',
  kind: 'movingAverageCross',
  params: { fastPeriod: 3, slowPeriod: 8, exponential: 0, atrPeriod: 5, stopAtr: 2, takeAtr: 3 },
};

/** A zigzag around 2650 ending before the test clock, so the averages cross and trades close. */
function zigzagHistory(_symbol: string, interval: CandleInterval, count: number): Candle[] {
  const intervalSeconds = INTERVAL_MS[interval] / 1000;
  const lastStart = Math.floor(MONDAY_NOON_MS / 1000 / intervalSeconds) * intervalSeconds - intervalSeconds;
  return Array.from({ length: count }, (_, index) => {
    const time = lastStart - (count - 1 - index) * intervalSeconds;
    const close = 2650 + 30 * Math.sin(index / 7) + 5 * Math.sin(index * 1.3);
    const open = close - 2 * Math.cos(index);
    return { time, open, high: Math.max(open, close) + 3, low: Math.min(open, close) - 3, close };
  });
}

describe('robots back-test window', () => {
  let t: RobotsTestApp;
  beforeAll(async () => {
    t = await buildRobotsApp({ catalogue: [HOURLY_ROBOT], pastBars: zigzagHistory });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const spanDays = (robot: Robot) =>
    ((robot.backtest.toTime ?? 0) - (robot.backtest.fromTime ?? 0) + 3_600) / DAY_SECONDS;

  it('tests over 90 days by default, with drawdown, win rate and profit factor', async () => {
    const user = await t.customer();
    const answer = await t.send(user, 'GET', '/api/robots/all');
    expect(answer.statusCode).toBe(200);
    const [robot] = answer.body.data as Robot[];
    expect(robot.backtest.windowDays).toBe(BACKTEST_WINDOW_DAYS_DEFAULT);
    expect(BACKTEST_WINDOW_DAYS_DEFAULT).toBeGreaterThanOrEqual(90);
    expect(robot.backtest.bars).toBe(90 * 24);
    expect(spanDays(robot)).toBe(90);
    expect(robot.backtest.trades).toBeGreaterThan(10);
    expect(robot.backtest.maxDrawdownPct).toBeGreaterThanOrEqual(0);
    expect(robot.backtest.winRatePct).toBeGreaterThan(0);
    expect(robot.backtest.profitFactor).toEqual(expect.any(Number));
  });

  it('answers the window asked for, the catalogue and the detail alike', async () => {
    const user = await t.customer();
    const year = (await t.send(user, 'GET', '/api/robots/all?windowDays=365')).body.data as Robot[];
    expect(year[0].backtest).toMatchObject({ windowDays: 365, bars: 365 * 24 });
    expect(spanDays(year[0])).toBe(365);
    const month = await t.send(user, 'POST', '/api/robots/detail', {
      robotId: 'test-hourly',
      windowDays: 30,
    });
    expect(month.statusCode).toBe(200);
    expect((month.body.data as RobotDetail).backtest).toMatchObject({ windowDays: 30, bars: 30 * 24 });
  });

  it('refuses a window it does not offer, in the envelope', async () => {
    const user = await t.customer();
    const answer = await t.send(user, 'GET', '/api/robots/all?windowDays=3');
    expect(answer.statusCode).toBe(400);
    expect(answer.body.status).toBe(false);
    const detail = await t.send(user, 'POST', '/api/robots/detail', {
      robotId: 'test-hourly',
      windowDays: 2,
    });
    expect(detail.statusCode).toBe(400);
  });
});
