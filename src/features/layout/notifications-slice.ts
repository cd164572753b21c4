// Notifications pushed by the live socket ({type:'notification'}), newest first, for the bell of
// the dashboard header. Kept in memory only: live data is never persisted (spa-shape).
import { createSlice } from '@reduxjs/toolkit';
import type { Notification } from '../../../contract/entities';
import { liveMessagesReceived } from '../../socket/socket-actions';
import { sessionExpired, signedOut } from '../session/session-slice';

/** Older ones drop off so a chatty server cannot grow memory without bound. */
export const NOTIFICATIONS_KEPT_MAX = 50;

export interface NotificationsState {
  items: Notification[];
}

const initialState: NotificationsState = { items: [] };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** The user opened the list: everything in it counts as read. */
    notificationsSeen: (state) => {
      for (const item of state.items) item.read = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(liveMessagesReceived, (state, action) => {
      for (const message of action.payload) {
        if (message.type !== 'notification') continue;
        state.items = [message.data, ...state.items.filter((item) => item.id !== message.data.id)];
      }
      if (state.items.length > NOTIFICATIONS_KEPT_MAX) state.items.length = NOTIFICATIONS_KEPT_MAX;
    });
    builder.addCase(signedOut, () => initialState);
    builder.addCase(sessionExpired, () => initialState);
  },
});

export const { notificationsSeen } = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
