// userFinance has one writer, the socket: a profile answer fetched before the latest tick (a
// refetch after an order, say) must not put older figures back; it only fills what the socket has
// not sent yet. Which figures are live is not stored, so a reload lets the profile write again.
import { waitFor } from '@testing-library/react';
import { makePersistor, makeStore } from '../../app/store';
import { liveMessagesReceived } from '../../socket/socket-actions';
import { demoProfile } from '../../test/fixtures';
import { profileLoaded } from './session-slice';

const profile = { ...demoProfile(), balance: 10000, marginFree: 10000, floating: 0, credit: 0 };

beforeEach(() => localStorage.clear());

it('keeps the socket’s newer figures when the profile is fetched again, and fills the others', () => {
  const store = makeStore();
  store.dispatch(profileLoaded(profile));
  store.dispatch(liveMessagesReceived([{ type: 'account', blc: 10050, fm: 9800, allp: 50 }]));
  store.dispatch(profileLoaded({ ...profile, balance: 10000, marginFree: 10000, floating: 0, credit: 250 }));
  expect(store.getState().userFinance.summary).toMatchObject({
    balance: 10050,
    marginFree: 9800,
    floating: 50,
    credit: 250,
  });
});

it('lets the profile write every figure until the socket has sent one', () => {
  const store = makeStore();
  store.dispatch(profileLoaded(profile));
  store.dispatch(profileLoaded({ ...profile, balance: 10100 }));
  expect(store.getState().userFinance.summary?.balance).toBe(10100);
});

it('does not store which figures are live, so after a reload the profile replaces stale ones', async () => {
  const store = makeStore();
  const persistor = makePersistor(store);
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  store.dispatch(liveMessagesReceived([{ type: 'account', blc: 10050 }]));
  await persistor.flush();
  const outer = JSON.parse(localStorage.getItem('userFinance') ?? '{}') as Record<string, string>;
  expect(Object.keys(outer).sort()).toEqual(['_persist', 'summary']);

  const reloaded = makeStore();
  const again = makePersistor(reloaded);
  await waitFor(() => expect(again.getState().bootstrapped).toBe(true));
  expect(reloaded.getState().userFinance.summary?.balance).toBe(10050);
  reloaded.dispatch(profileLoaded({ ...profile, balance: 10200 }));
  expect(reloaded.getState().userFinance.summary?.balance).toBe(10200);
});
