import { makeStore } from './store';
import { signedIn, signedOut } from '../features/session/session-slice';

describe('store', () => {
  it('starts signed out, dark, scale 1', () => {
    const state = makeStore().getState();
    expect(state.userToken.token).toBeNull();
    expect(state.ui).toEqual({
      theme: 'dark',
      scale: 1,
      chart: {},
      oneClickTrading: false,
      alertSound: true,
    });
  });

  it('keeps and clears the token', () => {
    const store = makeStore();
    store.dispatch(signedIn('abc'));
    expect(store.getState().userToken.token).toBe('abc');
    store.dispatch(signedOut());
    expect(store.getState().userToken.token).toBeNull();
  });
});
