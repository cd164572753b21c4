// The live connection's state, for the screens that must not act on prices nobody refreshes
// (issue 14, item 15). The socket itself stays in the middleware's closure; this slice only
// remembers whether it is open and, while it is down, since when and when the next try comes.
import { createSlice } from '@reduxjs/toolkit';
import { sessionExpired, signedOut } from '../api/session';
import { RECONNECT_DELAY_MS, socketClosed, socketOpened } from './socket-actions';

export type ConnectionStatus = 'connecting' | 'open' | 'down';

export interface ConnectionState {
  status: ConnectionStatus;
  /** When the socket went down (epoch ms); null while open or before the first connection. */
  downSinceMs: number | null;
  /** When the middleware tries again (epoch ms). */
  retryAtMs: number | null;
}

export const initialConnectionState: ConnectionState = {
  status: 'connecting',
  downSinceMs: null,
  retryAtMs: null,
};

const connectionSlice = createSlice({
  name: 'connection',
  initialState: initialConnectionState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(socketOpened, () => ({ status: 'open', downSinceMs: null, retryAtMs: null }));
    builder.addCase(socketClosed, (state, action) => {
      // A failed retry keeps the first time of the outage: the prices are as old as that.
      state.downSinceMs = state.status === 'down' ? state.downSinceMs : action.payload.atMs;
      state.status = 'down';
      state.retryAtMs = action.payload.atMs + RECONNECT_DELAY_MS;
    });
    builder.addCase(signedOut, () => initialConnectionState);
    builder.addCase(sessionExpired, () => initialConnectionState);
  },
});

export const connectionReducer = connectionSlice.reducer;
