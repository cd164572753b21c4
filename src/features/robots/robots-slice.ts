// What this browser remembers about the robots screens, kept under the 'robots' key (SPEC.md
// section 3): the list's filter and the robot last opened, so /robots comes back as it was left.
// Which robots the customer added, their sizes and whether they run is the server's truth (a cloud
// robot runs on the server with the browser closed, and may be paused there by its loss limit), so
// it lives only in the RTK Query cache, never here.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  BACKTEST_WINDOW_DAYS_DEFAULT,
  BACKTEST_WINDOWS_DAYS,
  type BacktestWindowDays,
} from '../../../contract/robots';
import { sessionExpired, signedOut } from '../../api/session';

/** The catalogue's filter: every robot, or only those the customer added. */
export type RobotsFilter = 'all' | 'added';
export const ROBOTS_FILTERS: readonly RobotsFilter[] = ['all', 'added'];

export interface RobotsState {
  filter: RobotsFilter;
  /** The robot whose detail was opened last; the list marks it. */
  lastViewedRobotId: string | null;
  /** The back-test window the customer chose, in days; every robot is shown over the same one. */
  backtestWindowDays: BacktestWindowDays;
}

const initialState: RobotsState = {
  filter: 'all',
  lastViewedRobotId: null,
  backtestWindowDays: BACKTEST_WINDOW_DAYS_DEFAULT,
};

const robotsSlice = createSlice({
  name: 'robots',
  initialState,
  reducers: {
    filterChosen: (state, action: PayloadAction<RobotsFilter>) => {
      state.filter = action.payload;
    },
    robotViewed: (state, action: PayloadAction<string>) => {
      state.lastViewedRobotId = action.payload;
    },
    backtestWindowChosen: (state, action: PayloadAction<BacktestWindowDays>) => {
      state.backtestWindowDays = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Another user may sign in on this device next.
    builder.addCase(signedOut, () => initialState);
    builder.addCase(sessionExpired, () => initialState);
  },
});

export const { filterChosen, robotViewed, backtestWindowChosen } = robotsSlice.actions;
export const robotsReducer = robotsSlice.reducer;

interface WithRobots {
  robots: RobotsState;
}

/** The stored filter; a value an older version stored, or none at all, reads as 'all'. */
export const selectRobotsFilter = (state: WithRobots): RobotsFilter =>
  ROBOTS_FILTERS.includes(state.robots.filter) ? state.robots.filter : 'all';

/** The stored window; an older version stored none, and a value no longer offered reads as the default. */
export const selectBacktestWindowDays = (state: WithRobots): BacktestWindowDays =>
  BACKTEST_WINDOWS_DAYS.find((days) => days === state.robots.backtestWindowDays) ??
  BACKTEST_WINDOW_DAYS_DEFAULT;

export const selectLastViewedRobotId = (state: WithRobots): string | null =>
  typeof state.robots.lastViewedRobotId === 'string' ? state.robots.lastViewedRobotId : null;
