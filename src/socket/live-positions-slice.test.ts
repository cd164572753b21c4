import { makeStore } from '../app/store';
import { liveMessagesReceived } from './socket-actions';
import { signedOut } from '../features/session/session-slice';
import { selectLivePosition } from './live-positions-slice';

describe('live positions', () => {
  it('keeps the latest profit and price per id from one batched action', () => {
    const store = makeStore();
    store.dispatch(
      liveMessagesReceived([
        { type: 'position', id: '1', profit: 1, lastPrice: 1.1 },
        { type: 'price', symbol: 'EURUSD', ask: 1.2, bid: 1.19 },
        { type: 'position', id: '2', profit: -4, lastPrice: 2650.5 },
        { type: 'position', id: '1', profit: 2.5, lastPrice: 1.11 },
      ]),
    );
    expect(selectLivePosition(store.getState(), '1')).toEqual({ profit: 2.5, lastPrice: 1.11 });
    expect(selectLivePosition(store.getState(), '2')).toEqual({ profit: -4, lastPrice: 2650.5 });
  });

  it("keeps an unchanged position's object, so its row does not re-render", () => {
    const store = makeStore();
    store.dispatch(liveMessagesReceived([{ type: 'position', id: '1', profit: 1, lastPrice: 1.1 }]));
    const before = selectLivePosition(store.getState(), '1');
    store.dispatch(
      liveMessagesReceived([
        { type: 'position', id: '1', profit: 1, lastPrice: 1.1 },
        { type: 'position', id: '2', profit: 3, lastPrice: 1.2 },
      ]),
    );
    expect(selectLivePosition(store.getState(), '1')).toBe(before);
  });

  it('forgets a position when it closes and everything on sign-out', () => {
    const store = makeStore();
    store.dispatch(
      liveMessagesReceived([
        { type: 'position', id: '1', profit: 1, lastPrice: 1.1 },
        { type: 'position', id: '2', profit: 1, lastPrice: 1.1 },
      ]),
    );
    store.dispatch(liveMessagesReceived([{ type: 'order', event: 'closed', id: '1' }]));
    expect(selectLivePosition(store.getState(), '1')).toBeUndefined();
    expect(selectLivePosition(store.getState(), '2')).toBeDefined();
    store.dispatch(signedOut());
    expect(store.getState().livePositions.byId).toEqual({});
  });
});
