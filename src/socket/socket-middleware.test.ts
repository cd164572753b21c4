import { waitFor } from '@testing-library/react';
import { REHYDRATE } from 'redux-persist';
import { api } from '../api/api-slice';
import { makeStore } from '../app/store';
import { configureStore } from '@reduxjs/toolkit';
import { signedIn, signedOut, userTokenReducer } from '../features/session/session-slice';
import { installFakeApi } from '../test/fake-api';
import { FakeWebSocket } from '../test/fake-socket';
import { createSocketMiddleware, RECONNECT_DELAY_MS } from './socket-middleware';

const FRAME_MS = 16;

function signedInStore(token = 'abc') {
  const store = makeStore();
  store.dispatch(signedIn(token));
  const socket = FakeWebSocket.latest();
  if (!socket) throw new Error('no socket opened');
  socket.serverOpen();
  return { store, socket };
}

describe('socket middleware', () => {
  afterEach(() => jest.useRealTimers());

  it('opens /websocket with the token once signed in, not before', () => {
    const store = makeStore();
    store.dispatch({ type: 'anything' });
    expect(FakeWebSocket.instances).toHaveLength(0);
    store.dispatch(signedIn('tok/en'));
    expect(FakeWebSocket.instances.map((socket) => socket.url)).toEqual([
      'ws://localhost/websocket?auth=tok%2Fen',
    ]);
  });

  it('opens when the stored token is rehydrated at start-up', () => {
    const store = makeStore();
    store.dispatch({
      type: REHYDRATE,
      key: 'userToken',
      payload: { token: 'stored', _persist: { version: -1, rehydrated: true } },
    });
    expect(store.getState().userToken.token).toBe('stored');
    expect(FakeWebSocket.latest()?.url).toBe('ws://localhost/websocket?auth=stored');
  });

  it('uses wss on an https page', () => {
    const secure = createSocketMiddleware({
      createSocket: (url) => new FakeWebSocket(url),
      pageLocation: () => ({ protocol: 'https:', host: 'broker.example:8443' }),
    });
    const store = configureStore({
      reducer: { userToken: userTokenReducer },
      middleware: (base) => base().concat(secure),
    });
    store.dispatch(signedIn('abc'));
    expect(FakeWebSocket.latest()?.url).toBe('wss://broker.example:8443/websocket?auth=abc');
  });

  it('reconnects 5 s after a close, with the same token', () => {
    jest.useFakeTimers();
    const { socket } = signedInStore();
    socket.serverClose(1006);
    jest.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.latest()?.url).toBe('ws://localhost/websocket?auth=abc');
  });

  it('closes on an error, then reconnects', () => {
    jest.useFakeTimers();
    const { socket } = signedInStore();
    socket.serverError();
    expect(socket.closedWith).toBe(1000);
    jest.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('treats close code 4401 as a 401: session cleared, no reconnect', () => {
    jest.useFakeTimers();
    const { store, socket } = signedInStore();
    store.dispatch({ type: 'userFinance/accountFiguresReceived', payload: { balance: 5 } });
    socket.serverClose(4401);
    expect(store.getState().userToken.token).toBeNull();
    expect(store.getState().userFinance.summary).toBeNull();
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 3);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('closes on sign-out and drops what was pending', () => {
    jest.useFakeTimers();
    const { store, socket } = signedInStore();
    socket.serverSend({ type: 'price', symbol: 'EURUSD', ask: 1.1, bid: 1 });
    store.dispatch(signedOut());
    expect(socket.closedWith).toBe(1000);
    jest.advanceTimersByTime(RECONNECT_DELAY_MS * 2);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(store.getState().market.quotes).toEqual({});
  });

  it('reaches the store as ONE update for every message of a frame, account codes mapped', () => {
    jest.useFakeTimers();
    const { store, socket } = signedInStore();
    let updates = 0;
    store.subscribe(() => {
      updates += 1;
    });
    socket.serverSend([
      { type: 'price', symbol: 'EURUSD', ask: 1.1, bid: 1.09 },
      { type: 'price', symbol: 'BTCUSD', ask: 90000, bid: 89990 },
    ]);
    socket.serverSend({ type: 'price', symbol: 'EURUSD', ask: 1.2, bid: 1.19 });
    socket.serverSend({ type: 'market', symbol: 'THYAO', isOpen: false, oTime: '2026-11-23T07:00:00.000Z' });
    socket.serverSend({
      type: 'account',
      blc: 10000,
      crd: 0,
      mrg: 216.66,
      ass: 9987.5,
      fm: 9770.84,
      pct: 4609.7,
      allp: -12.5,
    });
    expect(updates).toBe(0);
    jest.advanceTimersByTime(FRAME_MS);
    expect(updates).toBe(1);
    const state = store.getState();
    expect(state.market.quotes.EURUSD).toMatchObject({ ask: 1.2, bid: 1.19 });
    expect(state.market.quotes.BTCUSD).toMatchObject({ ask: 90000, bid: 89990 });
    expect(state.market.markets.THYAO).toEqual({ isOpen: false, oTime: '2026-11-23T07:00:00.000Z' });
    expect(state.userFinance.summary).toEqual({
      balance: 10000,
      credit: 0,
      margin: 216.66,
      assets: 9987.5,
      marginFree: 9770.84,
      marginPct: 4609.7,
      floating: -12.5,
    });
  });

  it('drops bad frames and malformed messages, keeps the good ones', () => {
    jest.useFakeTimers();
    const { store, socket } = signedInStore();
    socket.serverSend('{not json');
    socket.serverSend({ type: 'price', symbol: 'EURUSD', ask: '1.1', bid: 1 });
    socket.serverSend([{ type: 'nonsense' }, { type: 'price', symbol: 'GBPUSD', ask: 1.3, bid: 1.29 }]);
    socket.onmessage?.({ data: new ArrayBuffer(4) });
    jest.advanceTimersByTime(FRAME_MS);
    expect(Object.keys(store.getState().market.quotes)).toEqual(['GBPUSD']);
  });

  it('refetches the open positions when an order event arrives', async () => {
    const fake = installFakeApi().on('GET /api/orders', {
      body: { status: true, data: [], currentPage: 1, totalPages: 1 },
    });
    try {
      const probe = api.injectEndpoints({
        endpoints: (build) => ({
          probeOpenOrders: build.query<unknown, void>({
            query: () => '/orders',
            providesTags: ['OpenOrders'],
          }),
        }),
      });
      const { store, socket } = signedInStore();
      const subscription = store.dispatch(probe.endpoints.probeOpenOrders.initiate());
      await subscription;
      expect(fake.callsTo('GET /api/orders')).toHaveLength(1);
      socket.serverSend({ type: 'order', event: 'opened', id: '42' });
      await waitFor(() => expect(fake.callsTo('GET /api/orders')).toHaveLength(2));
      subscription.unsubscribe();
    } finally {
      fake.restore();
    }
  });
});
