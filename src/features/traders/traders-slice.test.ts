import type { Trader } from '../../../contract/traders';
import { sessionExpired, signedOut } from '../../api/session';
import { makeStore } from '../../app/store';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { ok } from '../../test/money-fakes';
import { signedInState } from '../../test/render-with-providers';
import { tradersApi } from './api/traders-api';
import {
  searchChanged,
  selectIsFollowing,
  selectLastSearch,
  SEARCH_LENGTH_MAX,
  traderFollowed,
} from './traders-slice';
import { makeTrader } from './test/trader-fakes';

let fake: FakeApi;
afterEach(() => fake.restore());

const followed = (id: string, size: number): Trader => ({
  ...makeTrader({ id, _id: id, name: `Trader ${id}` }),
  isFollow: true,
  copy: {
    size,
    copyStopLossPct: 40,
    status: 'active',
    accountId: 'a1',
    equity: size,
    realizedProfit: 0,
    floatingProfit: 0,
    openPositions: 0,
  },
});

describe('traders slice', () => {
  it('takes the followed traders from the whole list, dropping ones the server no longer lists as followed', async () => {
    fake = installFakeApi().on('GET /api/traders', ok([followed('t1', 500), makeTrader({ id: 't2' })]));
    const store = makeStore(signedInState());
    store.dispatch(traderFollowed({ traderId: 'stale', size: 100 }));
    await store.dispatch(tradersApi.endpoints.getTraders.initiate(''));
    expect(store.getState().traders.followed).toEqual({
      t1: { traderId: 't1', size: 500, name: 'Trader t1' },
    });
  });

  it('a searched list changes only the traders it shows', async () => {
    fake = installFakeApi().on('GET /api/traders', ok([makeTrader({ id: 't1' })]));
    const store = makeStore(signedInState());
    store.dispatch(traderFollowed({ traderId: 't1', size: 100 }));
    store.dispatch(traderFollowed({ traderId: 't9', size: 100 }));
    await store.dispatch(tradersApi.endpoints.getTraders.initiate('ay'));
    expect(selectIsFollowing(store.getState(), 't1')).toBe(false);
    expect(selectIsFollowing(store.getState(), 't9')).toBe(true);
  });

  it('keeps the last search, bounded, and forgets everything on sign-out or expiry', () => {
    const store = makeStore(signedInState());
    store.dispatch(searchChanged('x'.repeat(200)));
    expect(selectLastSearch(store.getState())).toHaveLength(SEARCH_LENGTH_MAX);
    store.dispatch(traderFollowed({ traderId: 't1', size: 100 }));
    store.dispatch(signedOut());
    expect(store.getState().traders).toEqual({ followed: {}, lastSearch: '' });
    store.dispatch(searchChanged('a'));
    store.dispatch(sessionExpired());
    expect(selectLastSearch(store.getState())).toBe('');
  });

  it('reads an older stored state without a search as empty', () => {
    expect(selectLastSearch({ traders: { followed: {} } as never })).toBe('');
  });
});
