import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { SymbolInfo } from '../../../contract/entities';
import { decodeLiveMessage } from '../../../contract/live';
import { makeStore } from '../../app/store';
import { liveMessagesReceived } from '../../socket/socket-actions';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { renderWithProviders, signedInState } from '../../test/render-with-providers';
import { marketApi } from './api/market-api';
import { MarketList } from './components/market-list';
import { changePctOf, formatChangePct, spreadPointsOf } from './daily-change';
import { selectChangePct, selectDaily, selectSpreadPoints } from './market-selectors';
import { makeSymbol } from './test/make-symbol';

const SYMBOLS: SymbolInfo[] = [
  makeSymbol({
    symbol: 'XAUUSD',
    catCode: 'emtia',
    ask: 2650.5,
    bid: 2650,
    digits: 2,
    dayOpen: 2600,
    dayHigh: 2660,
    dayLow: 2590,
  }),
  makeSymbol({ symbol: 'XAGUSD', catCode: 'emtia', ask: 31.2, bid: 31.17, digits: 3, dayOpen: 32 }),
];

describe('daily figures', () => {
  let fake: FakeApi;
  beforeEach(() => {
    fake = installFakeApi().on('GET /api/margin/infos', { body: { status: true, data: SYMBOLS } });
  });
  afterEach(() => fake.restore());

  it('computes the change % from the bid and the day’s open, and the spread in points', () => {
    expect(changePctOf(2650, 2600)).toBe(1.92);
    expect(changePctOf(2600, 2600)).toBe(0);
    expect(changePctOf(2599.99, 2600)).toBe(0);
    expect(changePctOf(31.17, 32)).toBe(-2.59);
    expect(changePctOf(undefined, 2600)).toBeNull();
    expect(changePctOf(1, 0)).toBeNull();
    expect(spreadPointsOf({ ask: 2650.5, bid: 2650 }, 2)).toBe(50);
    expect(spreadPointsOf({ ask: 1.08321, bid: 1.08309 }, 5)).toBe(12);
    expect(spreadPointsOf(undefined, 2)).toBeNull();
    expect(formatChangePct(1.5)).toBe('+1.50%');
    expect(formatChangePct(-0.4)).toBe('-0.40%');
    expect(formatChangePct(0)).toBe('0.00%');
  });

  it('seeds the day from /api/margin/infos, takes daily messages over it, and follows the bid', async () => {
    const store = makeStore();
    await store.dispatch(marketApi.endpoints.getSymbols.initiate());
    expect(selectDaily('XAUUSD')(store.getState())).toEqual({ open: 2600, high: 2660, low: 2590 });
    // A symbol whose day has not started on the server has no figures.
    expect(selectDaily('XAGUSD')(store.getState())).toBeUndefined();
    expect(selectChangePct('XAUUSD')(store.getState())).toBe(1.92);
    expect(selectSpreadPoints('XAUUSD')(store.getState())).toBe(50);

    store.dispatch(
      liveMessagesReceived([
        { type: 'daily', symbol: 'XAUUSD', open: 2500, high: 2700, low: 2490 },
        { type: 'price', symbol: 'XAUUSD', ask: 2751, bid: 2750 },
      ]),
    );
    expect(selectDaily('XAUUSD')(store.getState())).toEqual({ open: 2500, high: 2700, low: 2490 });
    expect(selectChangePct('XAUUSD')(store.getState())).toBe(10);
    const before = store.getState().market;
    store.dispatch(
      liveMessagesReceived([{ type: 'daily', symbol: 'XAUUSD', open: 2500, high: 2700, low: 2490 }]),
    );
    expect(store.getState().market).toBe(before);
  });

  it('decodes daily messages and drops malformed ones', () => {
    expect(decodeLiveMessage({ type: 'daily', symbol: 'X', open: 1, high: 2, low: 0.5 })).toEqual({
      type: 'daily',
      symbol: 'X',
      open: 1,
      high: 2,
      low: 0.5,
    });
    expect(decodeLiveMessage({ type: 'daily', symbol: 'X', open: '1', high: 2, low: 0.5 })).toBeNull();
    expect(decodeLiveMessage({ type: 'daily', open: 1, high: 2, low: 0.5 })).toBeNull();
  });

  it('/trade rows show the day’s change % in green or red and the spread, ticking with the bid', async () => {
    const { store } = renderWithProviders(
      <Routes>
        <Route path="/trade" element={<MarketList variant="trade" />} />
      </Routes>,
      { preloadedState: signedInState(), route: '/trade' },
    );
    await screen.findByText('XAUUSD');
    const row = (symbol: string) => document.querySelector<HTMLElement>(`li[data-symbol="${symbol}"]`)!;
    const change = (symbol: string) => within(row(symbol)).getByTestId('change');
    expect(change('XAUUSD')).toHaveTextContent('+1.92%');
    expect(change('XAUUSD').querySelector('[data-sign]')).toHaveAttribute('data-sign', 'positive');
    expect(within(row('XAUUSD')).getByTestId('spread')).toHaveTextContent('Makas 50');
    expect(change('XAGUSD')).toHaveTextContent('N/A');

    act(() => {
      store.dispatch(
        liveMessagesReceived([
          { type: 'price', symbol: 'XAUUSD', ask: 2580.3, bid: 2580 },
          { type: 'daily', symbol: 'XAGUSD', open: 32, high: 32, low: 31 },
        ]),
      );
    });
    expect(change('XAUUSD')).toHaveTextContent('-0.77%');
    expect(change('XAUUSD').querySelector('[data-sign]')).toHaveAttribute('data-sign', 'negative');
    expect(within(row('XAUUSD')).getByTestId('spread')).toHaveTextContent('Makas 30');
    expect(change('XAGUSD')).toHaveTextContent('-2.59%');
  });

  it('the dashboard widget rows show the change % under the symbol too', async () => {
    renderWithProviders(<MarketList variant="widget" />, { preloadedState: signedInState() });
    await screen.findByText('XAUUSD');
    const row = document.querySelector<HTMLElement>('li[data-symbol="XAUUSD"]')!;
    expect(within(row).getByTestId('change')).toHaveTextContent('+1.92%');
  });
});
