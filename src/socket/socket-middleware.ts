// The live connection (SPEC.md section 4, ARCHITECTURE.md "The live protocol"). The socket lives
// in this closure, never in state. After every action the middleware compares the store's token
// with the one it is connected with: a token (rehydrated or just signed in) opens the socket, no
// token (sign-out, a 401 anywhere) closes it. A close reconnects after RECONNECT_DELAY_MS; close code
// 4401 means the token is bad, which ends the session like an HTTP 401. Frames are type-guarded by
// the contract's decoder and reach the store as ONE liveMessagesReceived per animation frame.
import type { Middleware } from '@reduxjs/toolkit';
import {
  CLOSE_UNAUTHORIZED,
  decodeLiveFrame,
  type LiveMessage,
  type OrderMessage,
} from '../../contract/live';
import { api } from '../api/api-slice';
import { selectSessionToken, sessionExpired, type TokenHolder } from '../api/session';
import { liveMessagesReceived, RECONNECT_DELAY_MS, socketClosed, socketOpened } from './socket-actions';
import { FrameBatcher, frameScheduler, type FlushScheduler } from './frame-batcher';
import { tagsForOrderEvents } from './order-invalidation';
import { liveSocketUrl, type PageLocation } from './socket-url';

export { RECONNECT_DELAY_MS };
/** Code we close with ourselves (sign-out, token change): a normal closure. */
const CLOSE_NORMAL = 1000;

/** The part of the browser WebSocket the middleware uses, so tests can pass a fake. */
export interface LiveSocket {
  onopen: ((event: Event) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(code?: number): void;
}

export type SocketFactory = (url: string) => LiveSocket;

export interface SocketMiddlewareOptions {
  createSocket?: SocketFactory;
  scheduleFlush?: FlushScheduler;
  pageLocation?: () => PageLocation;
}

// The browser's handlers take full Event objects; ours read only `code` and `data`, so this is sound.
const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as LiveSocket;
const windowLocation = (): PageLocation => window.location;
const isOrderMessage = (message: LiveMessage): message is OrderMessage => message.type === 'order';

export function createSocketMiddleware({
  createSocket = browserSocket,
  scheduleFlush = frameScheduler,
  pageLocation = windowLocation,
}: SocketMiddlewareOptions = {}): Middleware<object, TokenHolder> {
  return (store) => {
    let socket: LiveSocket | null = null;
    /** The token of the current connection, kept while a reconnect is pending. */
    let sessionToken: string | null = null;
    let reconnectTimer: ReturnType<typeof setTimeout> | null = null;

    const batcher = new FrameBatcher((batch) => {
      store.dispatch(liveMessagesReceived(batch));
      const orders = batch.filter(isOrderMessage);
      if (orders.length > 0) store.dispatch(api.util.invalidateTags(tagsForOrderEvents(orders)));
      // A fired price alert changes the customer's alerts list.
      if (batch.some((message) => message.type === 'alert'))
        store.dispatch(api.util.invalidateTags(['Alerts']));
    }, scheduleFlush);

    function connect(token: string): void {
      const current = createSocket(liveSocketUrl(token, pageLocation()));
      socket = current;
      current.onopen = () => store.dispatch(socketOpened());
      current.onmessage = (event) => {
        if (typeof event.data === 'string') batcher.add(decodeLiveFrame(event.data));
      };
      // An error is always followed by a close, which schedules the reconnect.
      current.onerror = () => current.close();
      current.onclose = (event) => {
        if (socket !== current) return;
        socket = null;
        batcher.flush();
        store.dispatch(socketClosed({ code: event.code }));
        if (event.code === CLOSE_UNAUTHORIZED) {
          store.dispatch(sessionExpired());
          return;
        }
        reconnectTimer = setTimeout(() => {
          reconnectTimer = null;
          if (sessionToken === token) connect(token);
        }, RECONNECT_DELAY_MS);
      };
    }

    function disconnect(): void {
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      batcher.discard();
      const closing = socket;
      socket = null;
      sessionToken = null;
      if (closing) {
        closing.onclose = null;
        closing.onerror = null;
        closing.onmessage = null;
        closing.close(CLOSE_NORMAL);
      }
    }

    function followToken(): void {
      const token = selectSessionToken(store.getState());
      if (token === sessionToken) return;
      disconnect();
      if (token) {
        sessionToken = token;
        connect(token);
      }
    }

    return (next) => (action) => {
      const result = next(action);
      followToken();
      return result;
    };
  };
}

export const socketMiddleware = createSocketMiddleware();
