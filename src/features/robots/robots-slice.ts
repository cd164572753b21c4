// The robots this user added, with each robot's position size (SPEC.md section 3: robotId,
// positionSize). Kept locally under the 'robots' key so the list shows at once on the next visit;
// the server's /api/robots calls stay the source of truth once the robots screen is built.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired, signedOut } from '../session/session-slice';

export interface Robot {
  robotId: string;
  positionSize: number;
}

export interface RobotsState {
  added: Record<string, Robot>;
}

const initialState: RobotsState = { added: {} };

const robotsSlice = createSlice({
  name: 'robots',
  initialState,
  reducers: {
    /** Added or edited: either way the robot now runs with this size. */
    robotSaved: (state, action: PayloadAction<Robot>) => {
      state.added[action.payload.robotId] = action.payload;
    },
    robotDeleted: (state, action: PayloadAction<string>) => {
      delete state.added[action.payload];
    },
  },
  extraReducers: (builder) => {
    // Another user may sign in on this device next.
    builder.addCase(signedOut, () => initialState);
    builder.addCase(sessionExpired, () => initialState);
  },
});

export const { robotSaved, robotDeleted } = robotsSlice.actions;
export const robotsReducer = robotsSlice.reducer;

export const selectAddedRobots = (state: { robots: RobotsState }): Robot[] =>
  Object.values(state.robots.added);
