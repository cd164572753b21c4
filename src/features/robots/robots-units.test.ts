import { tr } from '../../i18n/tr-signed-in';
import { signedOut } from '../../api/session';
import { equityLinePath, toSeriesPoints } from '../../ui/equity-chart/geometry';
import { sizeBoundsOf, sizeProblemOf } from './position-size';
import { statusOf } from './robot-status';
import {
  filterChosen,
  robotsReducer,
  robotViewed,
  selectLastViewedRobotId,
  selectRobotsFilter,
  type RobotsState,
} from './robots-slice';

describe('position size', () => {
  const bounds = { min: 0.1, max: 10 };

  it.each([
    ['', tr.robots.sizeEmpty],
    ['.', tr.robots.sizeEmpty],
    ['0', tr.robots.sizeBelowMin('0.10')],
    ['0.09', tr.robots.sizeBelowMin('0.10')],
    ['10.01', tr.robots.sizeAboveMax('10.00')],
    ['1.005', tr.robots.sizeOffStep],
    ['0.10', null],
    ['10', null],
    ['2.37', null],
  ])('%p -> %p', (text, problem) => {
    expect(sizeProblemOf(text, bounds)).toBe(problem);
  });

  it("takes the robot's bounds, or the spec's defaults when one is missing or unusable", () => {
    expect(sizeBoundsOf({ minLots: 0.1, maxLots: 10 })).toEqual({ min: 0.1, max: 10 });
    expect(sizeBoundsOf({ minLots: 0, maxLots: Number.NaN })).toEqual({ min: 0.01, max: 25 });
    expect(sizeBoundsOf({ minLots: 5, maxLots: 1 })).toEqual({ min: 5, max: 25 });
  });
});

describe('robot status', () => {
  it.each([
    [{ positionSize: null, active: false, pausedReason: null }, 'notAdded'],
    [{ positionSize: 1, active: true, pausedReason: null }, 'running'],
    [{ positionSize: 1, active: false, pausedReason: null }, 'customer'],
    [{ positionSize: 1, active: false, pausedReason: 'stopOut' as const }, 'stopOut'],
  ])('%o is %s', (robot, status) => {
    expect(statusOf(robot)).toBe(status);
  });
});

describe('equity curves', () => {
  it('scales the sparkline into its box, highest at the top', () => {
    const path = equityLinePath(
      [
        { time: 1, equity: 100 },
        { time: 2, equity: 200 },
      ],
      100,
      54,
    );
    expect(path).toBe('M0.0 52.0 L100.0 2.0');
    expect(equityLinePath([{ time: 1, equity: 100 }], 100, 54)).toBe('');
  });

  it('gives the chart one point per time, in order, the last value of a time winning', () => {
    expect(
      toSeriesPoints([
        { time: 20, equity: 2 },
        { time: 10, equity: 1 },
        { time: 20, equity: 3 },
      ]),
    ).toEqual([
      { time: 10, value: 1 },
      { time: 20, value: 3 },
    ]);
  });
});

describe('robots slice', () => {
  const start = robotsReducer(undefined, { type: 'init' });

  it('keeps the filter and the robot last viewed, and forgets both on sign-out', () => {
    let state = robotsReducer(start, filterChosen('added'));
    state = robotsReducer(state, robotViewed('r1'));
    expect(selectRobotsFilter({ robots: state })).toBe('added');
    expect(selectLastViewedRobotId({ robots: state })).toBe('r1');
    expect(robotsReducer(state, signedOut())).toEqual(start);
  });

  it('reads what an older version stored as the defaults', () => {
    const old = { added: { r1: { robotId: 'r1', positionSize: 2 } } } as unknown as RobotsState;
    expect(selectRobotsFilter({ robots: old })).toBe('all');
    expect(selectLastViewedRobotId({ robots: old })).toBeNull();
  });
});
