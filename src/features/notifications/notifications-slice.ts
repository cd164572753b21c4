// Notifications the live socket pushed ({type:'notification'}) since the list was last loaded,
// newest first. The bell and the panel show them at once, merged with the loaded pages by id, so a
// fill or a margin warning appears as it happens without a request. Marking read (one or all) is
// mirrored here when the server accepts it. Kept in memory only: live data is never persisted.
import { createSlice, type UnknownAction } from '@reduxjs/toolkit';
import type { Notification } from '../../../contract/entities';
import { sessionExpired, signedOut } from '../../api/session';
import { liveMessagesReceived } from '../../socket/socket-actions';
import type { MarkReadRequest } from './api/notifications-api';

/** Older ones drop off so a chatty server cannot grow memory without bound. */
export const NOTIFICATIONS_KEPT_MAX = 50;

export interface NotificationsState {
  items: Notification[];
}

const initialState: NotificationsState = { items: [] };

interface MarkReadDone {
  type: string;
  meta: { arg: { endpointName: string; originalArgs: MarkReadRequest } };
}

/**
 * The server accepted PUT /api/notifications/read. Matched by the endpoint's name rather than
 * through the endpoint object, so the store (on the sign-in page too) does not pull in the api file.
 */
function isMarkReadDone(action: UnknownAction): action is UnknownAction & MarkReadDone {
  const meta = (action as Partial<MarkReadDone>).meta;
  return (
    action.type === 'api/executeMutation/fulfilled' && meta?.arg?.endpointName === 'markNotificationsRead'
  );
}

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {},
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
    builder.addMatcher(isMarkReadDone, (state, action) => {
      const request = action.meta.arg.originalArgs;
      const ids = 'ids' in request ? new Set(request.ids) : null;
      for (const item of state.items) if (!ids || ids.has(item.id)) item.read = true;
    });
  },
});

export const notificationsReducer = notificationsSlice.reducer;
