// Actions the socket middleware dispatches. Messages that arrive within one animation frame reach
// the store as ONE `socket/messagesReceived` action; each slice picks the messages it cares about
// in its extraReducers, so no feature imports another's slice.
import { createAction } from '@reduxjs/toolkit';
import type { LiveMessage } from '../../contract/live';

export const liveMessagesReceived = createAction<LiveMessage[]>('socket/messagesReceived');
export const socketOpened = createAction('socket/opened');
/** The close carries its time, so the connection state can count down to the reconnect. */
export const socketClosed = createAction('socket/closed', (payload: { code: number }) => ({
  payload: { code: payload.code, atMs: Date.now() },
}));

/** How long after a close the middleware opens the socket again. */
export const RECONNECT_DELAY_MS = 5000;
