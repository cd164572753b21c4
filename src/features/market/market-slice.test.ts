import type { SymbolInfo } from '../../../contract/entities';
import { makeStore } from '../../app/store';
import { liveMessagesReceived } from '../../socket/socket-actions';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { marketApi } from './api/market-api';
import {
  selectIsMarketOpen,
  selectMarketState,
  selectQuote,
  selectSymbol,
  selectSymbolCodesByCategory,
  selectSymbolsByCategory,
} from './market-selectors';
import { makeSymbol } from './test/make-symbol';

const SYMBOLS: SymbolInfo[] = [
  makeSymbol({ symbol: 'EURUSD', catCode: 'FOREX', ask: 1.1, bid: 1.09 }),
  makeSymbol({ symbol: 'BTCUSD', catCode: 'crypto', ask: null, bid: null }),
  makeSymbol({ symbol: 'THYAO', catCode: 'bist', isOpen: false, oTime: '2026-11-23T07:00:00.000Z' }),
];

describe('market slice', () => {
  let fake: FakeApi;
  beforeEach(() => {
    fake = installFakeApi().on('GET /api/margin/infos', { body: { status: true, data: SYMBOLS } });
  });
  afterEach(() => fake.restore());

  async function loadedStore() {
    const store = makeStore();
    await store.dispatch(marketApi.endpoints.getSymbols.initiate());
    return store;
  }

  it('normalizes the symbol list and groups it by lower-cased catCode', async () => {
    const store = await loadedStore();
    const state = store.getState();
    expect(state.market.status).toBe('loaded');
    expect(selectSymbol('EURUSD')(state)?.catCode).toBe('FOREX');
    expect(selectSymbolCodesByCategory('forex')(state)).toEqual(['EURUSD']);
    expect(selectSymbolsByCategory('crypto')(state).map((info) => info.symbol)).toEqual(['BTCUSD']);
    // Memoized: the same array while the symbols do not change, even across price ticks.
    const before = selectSymbolCodesByCategory('forex')(state);
    store.dispatch(liveMessagesReceived([{ type: 'price', symbol: 'EURUSD', ask: 1.2, bid: 1.19 }]));
    expect(selectSymbolCodesByCategory('forex')(store.getState())).toBe(before);
  });

  it('seeds quotes from the list only where a price exists', async () => {
    const state = (await loadedStore()).getState();
    expect(selectQuote('EURUSD')(state)).toMatchObject({ ask: 1.1, bid: 1.09, askMove: null });
    expect(selectQuote('BTCUSD')(state)).toBeUndefined();
  });

  it('marks each side up or down and leaves an unchanged quote untouched', () => {
    const store = makeStore();
    store.dispatch(liveMessagesReceived([{ type: 'price', symbol: 'EURUSD', ask: 1.1, bid: 1.09 }]));
    store.dispatch(liveMessagesReceived([{ type: 'price', symbol: 'EURUSD', ask: 1.2, bid: 1.08 }]));
    const quote = selectQuote('EURUSD')(store.getState());
    expect(quote).toEqual({ ask: 1.2, bid: 1.08, askMove: 'up', bidMove: 'down', askSeq: 1, bidSeq: 1 });
    store.dispatch(liveMessagesReceived([{ type: 'price', symbol: 'EURUSD', ask: 1.2, bid: 1.08 }]));
    expect(selectQuote('EURUSD')(store.getState())).toBe(quote);
  });

  it('keeps live market state over the list and reads open/closed from it', async () => {
    const store = makeStore();
    store.dispatch(liveMessagesReceived([{ type: 'market', symbol: 'THYAO', isOpen: true, oTime: null }]));
    await store.dispatch(marketApi.endpoints.getSymbols.initiate());
    expect(selectIsMarketOpen('THYAO')(store.getState())).toBe(true);
    store.dispatch(
      liveMessagesReceived([
        { type: 'market', symbol: 'THYAO', isOpen: false, oTime: '2026-11-24T07:00:00.000Z' },
      ]),
    );
    expect(selectMarketState('THYAO')(store.getState())).toEqual({
      isOpen: false,
      oTime: '2026-11-24T07:00:00.000Z',
    });
    expect(selectIsMarketOpen('THYAO')(store.getState())).toBe(false);
    expect(selectIsMarketOpen('UNKNOWN')(store.getState())).toBe(false);
  });

  it('maps account codes into userFinance.summary', () => {
    const store = makeStore();
    store.dispatch(
      liveMessagesReceived([
        {
          type: 'account',
          blc: 10000,
          crd: 5,
          mrg: 216.66,
          ass: 9987.5,
          fm: 9770.84,
          pct: 4609.7,
          allp: -12.5,
        },
        { type: 'account', allp: -10 },
      ]),
    );
    expect(store.getState().userFinance.summary).toEqual({
      balance: 10000,
      credit: 5,
      margin: 216.66,
      assets: 9987.5,
      marginFree: 9770.84,
      marginPct: 4609.7,
      floating: -10,
    });
  });
});
