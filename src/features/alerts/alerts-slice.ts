// How many price alerts fired while this page was open, counted from the live `alert` messages,
// so the chime (components/alert-chime-player.tsx) rings once per batch of new ones. Only a
// counter: the alerts themselves live on the server and in the RTK Query cache.
import { createSlice } from '@reduxjs/toolkit';
import { sessionExpired, signedOut } from '../../api/session';
import { liveMessagesReceived } from '../../socket/socket-actions';

export interface AlertsState {
  firedCount: number;
}

const initialState: AlertsState = { firedCount: 0 };

const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(liveMessagesReceived, (state, action) => {
      for (const message of action.payload) if (message.type === 'alert') state.firedCount += 1;
    });
    builder.addCase(signedOut, () => initialState);
    builder.addCase(sessionExpired, () => initialState);
  },
});

export const alertsReducer = alertsSlice.reducer;

export const selectAlertsFiredCount = (state: { alerts?: AlertsState }): number =>
  state.alerts?.firedCount ?? 0;
