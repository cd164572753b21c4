// Issue 22, item 9: on a phone the page's h1 is hidden and the header titles the page, so the
// header must name the trader ('Ayşe Yılmaz'), not the page kind ('Trader'). Its positions table
// becomes cards of label and value there, so every cell names its column. (The browser test
// e2e/trading-screens-fit.test.ts measures that nothing is cut at 375 px.)
import { screen, within } from '@testing-library/react';
import type { FakeApi } from '../../test/fake-api';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { setViewportWidth } from '../layout/test/viewport';
import { makeOrder } from '../positions/test/make-order';
import { fakeTradersApi, makeTrader, tradersState } from './test/trader-fakes';

let fake: FakeApi;
afterEach(() => {
  fake.restore();
  setViewportWidth(1024);
});

test('at 375 px the header names the trader of /trader/:id', async () => {
  fake = fakeTradersApi({ traders: [makeTrader()] });
  setViewportWidth(375);
  renderApp({ route: '/trader/t1', preloadedState: tradersState() });
  const header = await screen.findByTestId('mobile-header', undefined, SCREEN_WAIT);
  expect(
    await within(header).findByRole('heading', { name: 'Ayşe Yılmaz' }, SCREEN_WAIT),
  ).toBeInTheDocument();
  expect(within(header).queryByRole('heading', { name: 'Trader' })).toBeNull();
});

test('each cell of the positions table names its column, for the phone cards', async () => {
  const position = makeOrder({ id: 'p1', symbol: 'XAUUSD', amount: 0.5, price: 2010.5, profit: 12 });
  fake = fakeTradersApi({ traders: [makeTrader()], positions: [position] });
  setViewportWidth(375);
  renderApp({ route: '/trader/t1', preloadedState: tradersState() });
  const row = await screen.findByTestId('trader-open-p1', undefined, SCREEN_WAIT);
  const labels = within(row)
    .getAllByRole('cell')
    .map((cell) => cell.getAttribute('data-label'));
  expect(labels).toEqual([
    'Sembol',
    'İşlem Yönü',
    'Miktar (Lot)',
    'Açılış Fiyatı',
    'Güncel Fiyat',
    'Kar/Zarar',
    'Açılış Tarihi',
  ]);
  expect(within(row).getByRole('cell', { name: '0.50' })).toHaveAttribute('data-label', 'Miktar (Lot)');
});
