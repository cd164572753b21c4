// Robots as the server sends them and a fake of its robot calls with the server's rules, so the
// screen tests drive add, edit, pause and delete the way a customer does and see the answers a real
// server gives (a second add, a delete of a robot not added, a size out of bounds).
import { configure } from '@testing-library/react';
import type { Order } from '../../../../contract/entities';
import type { Robot, RobotDetail } from '../../../../contract/robots';
import type { RootState } from '../../../app/store';
import { installFakeApi, type FakeApi, type RecordedCall } from '../../../test/fake-api';
import { demoProfile, demoSummary } from '../../../test/fixtures';
import { makeAccounts, ok, refusal } from '../../../test/money-fakes';
import { signedInState } from '../../../test/render-with-providers';

// The machine running the suites is shared and busy.
configure({ asyncUtilTimeout: 4000 });

export const REFUSALS = {
  twice: 'Bu robot hesabınıza zaten eklenmiş.',
  notAdded: 'Bu robot hesabınıza eklenmemiş.',
  bounds: 'Pozisyon büyüklüğü sembolün sınırları dışında.',
} as const;

const HOUR_S = 3600;
const START_S = 1_763_000_000;

export function makeRobot(overrides: Partial<Robot> = {}): Robot {
  return {
    robotId: 'btc-trend',
    name: 'BTC Trend Takipçisi',
    description: 'Bitcoin’de güçlü yükselişleri ve düşüşleri izler.',
    symbol: 'BTCUSD',
    category: 'crypto',
    timeframe: '1h',
    strategy: '20 ve 50 mumluk ortalamalar kesişince işlem açar; ters kesişmede kapatır.',
    parameters: { fastPeriod: 20, slowPeriod: 50 },
    positionSize: null,
    active: false,
    pausedReason: null,
    minLots: 0.01,
    maxLots: 5,
    live: null,
    backtest: {
      totalReturnPct: 12.5,
      maxDrawdownPct: 4.2,
      winRatePct: 55,
      trades: 40,
      profit: 1250,
      profitFactor: 1.8,
      startEquity: 10000,
      lots: 1,
      windowDays: 90,
      bars: 300,
      fromTime: START_S,
      toTime: START_S + 300 * HOUR_S,
      equityCurve: [10000, 10120, 9980, 10600, 11250].map((equity, index) => ({
        time: START_S + index * HOUR_S,
        equity,
      })),
    },
    ...overrides,
  };
}

export const goldRobot = () =>
  makeRobot({
    robotId: 'gold-revert',
    name: 'Altın Ortalamaya Dönüş',
    symbol: 'XAUUSD',
    category: 'emtia',
    timeframe: '15m',
    strategy: 'Fiyat Bollinger bandının dışına taşınca tersine işlem açar.',
    minLots: 0.1,
    maxLots: 10,
  });

export interface RobotsFakeOptions {
  robots?: Robot[];
  trades?: Order[];
}

/** A body field as a number, or undefined: the fake refuses what the real server's schema does. */
const numberIn = (call: RecordedCall, field: string): number | undefined => {
  const value = (call.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'number' ? value : undefined;
};
const robotIdIn = (call: RecordedCall): string => String((call.body as { robotId?: unknown })?.robotId);

/** The layout's calls and the five robot calls over a list the add, edit and delete calls change. */
export function fakeRobotsApi(options: RobotsFakeOptions = {}): FakeApi & { robots: () => Robot[] } {
  let robots = options.robots ?? [makeRobot(), goldRobot()];
  const find = (id: string) => robots.find((robot) => robot.robotId === id);
  const replace = (next: Robot) => {
    robots = robots.map((robot) => (robot.robotId === next.robotId ? next : robot));
    return ok(next);
  };
  const inBounds = (robot: Robot, size: number | undefined): size is number =>
    size !== undefined && size >= robot.minLots && size <= robot.maxLots;

  const fake = installFakeApi()
    .on('GET /api/users/profile', ok(demoProfile({ accountKind: 'practice' })))
    .on('GET /api/users/accounts', ok(makeAccounts('practice')))
    .on('GET /api/robots/all', () => ok(robots))
    .on('POST /api/robots/detail', (call) => {
      const robot = find(robotIdIn(call));
      if (!robot) return refusal(404, 'Robot bulunamadı.');
      const detail: RobotDetail = {
        ...robot,
        trades: options.trades ?? [],
        limits: { dailyLossBalancePctMax: 5, openPositionsMax: 3 },
      };
      return ok(detail);
    })
    .on('POST /api/robots/add', (call) => {
      const robot = find(robotIdIn(call));
      if (!robot) return refusal(404, 'Robot bulunamadı.');
      if (robot.positionSize !== null) return refusal(409, REFUSALS.twice);
      const size = numberIn(call, 'positionSize');
      if (!inBounds(robot, size)) return refusal(422, REFUSALS.bounds);
      return replace({ ...robot, positionSize: size, active: true, pausedReason: null });
    })
    .on('PUT /api/robots/edit', (call) => {
      const robot = find(robotIdIn(call));
      if (!robot || robot.positionSize === null) return refusal(404, REFUSALS.notAdded);
      const size = numberIn(call, 'positionSize');
      if (!inBounds(robot, size)) return refusal(422, REFUSALS.bounds);
      const active = (call.body as { active?: unknown }).active;
      const running = typeof active === 'boolean' ? active : robot.active;
      return replace({
        ...robot,
        positionSize: size,
        active: running,
        pausedReason: running ? null : 'customer',
      });
    })
    .on('DELETE /api/robots/delete', (call) => {
      const robot = find(robotIdIn(call));
      if (!robot || robot.positionSize === null) return refusal(404, REFUSALS.notAdded);
      replace({ ...robot, positionSize: null, active: false, pausedReason: null });
      return ok(null);
    });
  return Object.assign(fake, { robots: () => robots });
}

/** Signed in on the practice account with its figures loaded. */
export const robotsState = (): Partial<RootState> =>
  ({
    ...signedInState(),
    userProfile: { profile: demoProfile({ accountKind: 'practice' }) },
    userFinance: { summary: demoSummary() },
  }) as Partial<RootState>;
