// Live profit and current price of open positions, keyed by position id, from the socket's
// `position` messages. One entry object per id, replaced only when its own figures change, so a
// row that selects its id re-renders on its own tick and no other. Never persisted: it is rebuilt
// from the server's snapshot on every connect. Shared, beside the socket that feeds it: the
// positions lists, a robot's trades and the chart's position lines all read it.
import { createSlice } from '@reduxjs/toolkit';
import { sessionExpired, signedOut } from '../api/session';
import { liveMessagesReceived } from './socket-actions';

export interface LivePosition {
  profit: number;
  lastPrice: number;
}

export interface LivePositionsState {
  byId: Record<string, LivePosition>;
}

export const initialLivePositionsState: LivePositionsState = { byId: {} };

/** Order events after which a position no longer has live figures. */
const ENDING_EVENTS = new Set(['closed', 'cancelled', 'stopout']);

const livePositionsSlice = createSlice({
  name: 'livePositions',
  initialState: initialLivePositionsState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(liveMessagesReceived, (state, action) => {
      for (const message of action.payload) {
        if (message.type === 'position') {
          const current = state.byId[message.id];
          if (current && current.profit === message.profit && current.lastPrice === message.lastPrice)
            continue;
          state.byId[message.id] = { profit: message.profit, lastPrice: message.lastPrice };
        } else if (message.type === 'order' && ENDING_EVENTS.has(message.event)) {
          delete state.byId[message.id];
        }
      }
    });
    builder.addCase(signedOut, () => initialLivePositionsState);
    builder.addCase(sessionExpired, () => initialLivePositionsState);
  },
});

export const livePositionsReducer = livePositionsSlice.reducer;

/** The live figures of one position, or undefined before its first tick. */
export const selectLivePosition = (
  state: { livePositions: LivePositionsState },
  id: string,
): LivePosition | undefined => state.livePositions.byId[id];
