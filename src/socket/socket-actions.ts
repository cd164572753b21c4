// Actions the socket middleware dispatches. Messages that arrive within one animation frame reach
// the store as ONE `socket/messagesReceived` action; each slice picks the messages it cares about
// in its extraReducers, so no feature imports another's slice.
import { createAction } from '@reduxjs/toolkit';
import type { LiveMessage } from '../../contract/live';

export const liveMessagesReceived = createAction<LiveMessage[]>('socket/messagesReceived');
export const socketOpened = createAction('socket/opened');
export const socketClosed = createAction<{ code: number }>('socket/closed');
