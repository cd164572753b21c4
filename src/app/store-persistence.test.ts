import { waitFor } from '@testing-library/react';
import { filterChosen, robotViewed } from '../features/robots/robots-slice';
import { profileLoaded, signedIn, signedOut } from '../features/session/session-slice';
import { themeToggled } from '../features/settings/ui-slice';
import { traderFollowed } from '../features/traders/traders-slice';
import { demoProfile } from '../test/fixtures';
import { makePersistor, makeStore } from './store';

/** The localStorage keys SPEC.md section 3 lists, exactly (keyPrefix '' means no 'persist:'). */
const PERSISTED_KEYS = ['robots', 'traders', 'ui', 'userFinance', 'userProfile', 'userToken'];

const profile = demoProfile();

/** redux-persist stores each slice as JSON whose fields are JSON again. */
function stored(key: string): Record<string, unknown> {
  const raw = localStorage.getItem(key);
  if (raw === null) throw new Error(`nothing stored under ${key}`);
  const outer = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(Object.entries(outer).map(([field, value]) => [field, JSON.parse(value)]));
}

async function persistedStore() {
  const store = makeStore();
  const persistor = makePersistor(store);
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return { store, persistor };
}

beforeEach(() => localStorage.clear());

describe('persisted slices', () => {
  it('writes exactly the keys userToken, userProfile, userFinance, ui, robots and traders', async () => {
    const { store, persistor } = await persistedStore();
    store.dispatch(signedIn('tok-1'));
    store.dispatch(profileLoaded(profile));
    store.dispatch(filterChosen('added'));
    store.dispatch(robotViewed('r1'));
    store.dispatch(traderFollowed({ traderId: 't1', size: 5 }));
    await persistor.flush();

    expect(Object.keys(localStorage).sort()).toEqual(PERSISTED_KEYS);
    expect(stored('userToken').token).toBe('tok-1');
    expect(stored('userProfile').profile).toEqual(profile);
    expect(stored('userFinance').summary).toMatchObject({ balance: 10000, marginFree: 10000 });
    // The robots screens' own choices; which robots run is the server's truth, never stored here.
    expect(stored('robots')).toEqual({
      filter: 'added',
      lastViewedRobotId: 'r1',
      backtestWindowDays: 90,
      _persist: expect.anything(),
    });
    expect(stored('traders').followed).toEqual({ t1: { traderId: 't1', size: 5 } });
  });

  it('never stores the api cache or live data', async () => {
    const { store, persistor } = await persistedStore();
    store.dispatch(signedIn('tok-1'));
    await persistor.flush();
    for (const key of ['api', 'market', 'livePositions', 'notifications'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(Object.values(localStorage).join(' ')).not.toContain('queries');
  });

  it('brings the token, theme and followed traders back on the next visit', async () => {
    const first = await persistedStore();
    first.store.dispatch(signedIn('tok-again'));
    first.store.dispatch(themeToggled());
    first.store.dispatch(traderFollowed({ traderId: 't9', size: 1 }));
    await first.persistor.flush();

    const { store } = await persistedStore();
    expect(store.getState().userToken.token).toBe('tok-again');
    expect(store.getState().ui.theme).toBe('light');
    expect(store.getState().traders.followed).toHaveProperty('t9');
  });

  it('clears token, profile, finance, robots and traders on sign-out but keeps the ui settings', async () => {
    const { store, persistor } = await persistedStore();
    store.dispatch(signedIn('tok-1'));
    store.dispatch(profileLoaded(profile));
    store.dispatch(robotViewed('r1'));
    store.dispatch(themeToggled());
    store.dispatch(signedOut());
    await persistor.flush();

    expect(stored('userToken').token).toBeNull();
    expect(stored('userProfile').profile).toBeNull();
    expect(stored('userFinance').summary).toBeNull();
    expect(stored('robots').lastViewedRobotId).toBeNull();
    expect(stored('ui').theme).toBe('light');
  });
});
