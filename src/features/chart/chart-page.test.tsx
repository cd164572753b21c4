import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Candle } from '../../../contract/entities';
import { liveMessagesReceived } from '../../socket/socket-actions';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { goldSymbol } from '../../test/fixtures';
import { renderWithProviders, signedInState } from '../../test/render-with-providers';
import { INTERVAL_SECONDS } from './candles';
import ChartPage from './chart-page';
import { SymbolChart } from './components/symbol-chart';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});
afterEach(() => fake.restore());

/** Two daily bars, the last one holding the current time so live prices move it. */
function dailyBars(): Candle[] {
  const day = INTERVAL_SECONDS['1d'];
  const today = Math.floor(Date.now() / 1000 / day) * day;
  return [
    { time: today - day, open: 1.08, high: 1.09, low: 1.07, close: 1.085 },
    { time: today, open: 1.085, high: 1.086, low: 1.084, close: 1.0855 },
  ];
}

const chartFrame = () => screen.getByTestId('symbol-chart');

test('/chart/{symbol} loads the daily bars of that symbol and moves the last bar with the live bid', async () => {
  fake.on('GET /api/margin/candles/EURUSD', { body: { status: true, data: dailyBars() } });
  const { store } = renderWithProviders(
    <Routes>
      <Route path="/chart/:symbol" element={<ChartPage />} />
    </Routes>,
    { preloadedState: signedInState(), route: '/chart/EURUSD' },
  );
  expect(screen.getByRole('heading', { name: 'EURUSD Grafiği' })).toBeInTheDocument();
  await waitFor(() => expect(chartFrame()).toHaveAttribute('data-bars', '2'));
  const [call] = fake.callsTo('GET /api/margin/candles/EURUSD');
  expect(call.query.get('interval')).toBe('1d');
  expect(call.headers.get('Authorization')).toBe('Bearer test-token');
  expect(chartFrame()).toHaveAttribute('data-last-close', '1.0855');

  act(() => {
    store.dispatch(liveMessagesReceived([{ type: 'price', symbol: 'EURUSD', ask: 1.0912, bid: 1.091 }]));
  });
  expect(chartFrame()).toHaveAttribute('data-last-close', '1.091');
  expect(chartFrame()).toHaveAttribute('data-bars', '2');
  expect(chartFrame()).toHaveStyle({ height: '610px' });
});

test('the 1m switch loads minute bars', async () => {
  const user = userEvent.setup();
  fake.on('GET /api/margin/candles/EURUSD', (call) => ({
    body: { status: true, data: call.query.get('interval') === '1m' ? [] : dailyBars() },
  }));
  renderWithProviders(<SymbolChart symbol="EURUSD" />, { preloadedState: signedInState() });
  expect(screen.getByRole('tab', { name: '1G' })).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => expect(chartFrame()).toHaveAttribute('data-bars', '2'));
  await user.click(screen.getByRole('tab', { name: '1dk' }));
  await waitFor(() => expect(chartFrame()).toHaveAttribute('data-bars', '0'));
  expect(fake.callsTo('GET /api/margin/candles/EURUSD').map((call) => call.query.get('interval'))).toEqual([
    '1d',
    '1m',
  ]);
  expect(screen.getByText('Veri Bulunamadi')).toBeInTheDocument();
});

test('without a symbol the chart shows XAUUSD', async () => {
  fake.on('GET /api/margin/candles/XAUUSD', { body: { status: true, data: [] } });
  renderWithProviders(<SymbolChart />, { preloadedState: signedInState() });
  await waitFor(() => expect(fake.callsTo('GET /api/margin/candles/XAUUSD')).toHaveLength(1));
  expect(screen.getByRole('figure', { name: 'XAUUSD fiyat grafiği' })).toBeInTheDocument();
});

test('an unknown symbol (404) shows Veri Bulunamadi', async () => {
  fake.on('GET /api/margin/candles/NOPE', {
    status: 404,
    body: { status: false, message: 'Sembol bulunamadı.' },
  });
  renderWithProviders(<SymbolChart symbol="NOPE" />, { preloadedState: signedInState() });
  expect(await screen.findByText('Veri Bulunamadi')).toBeInTheDocument();
});

test('/chart/NOPE, a symbol the loaded list does not know, sends the user to / (SPEC.md)', async () => {
  fake.on('GET /api/margin/infos', { body: { status: true, data: [goldSymbol()] } });
  fake.on('GET /api/margin/candles/NOPE', { status: 404, body: { status: false, message: 'Yok.' } });
  renderWithProviders(
    <Routes>
      <Route path="/chart/:symbol" element={<ChartPage />} />
      <Route path="/" element={<p>Anasayfa</p>} />
    </Routes>,
    { preloadedState: signedInState(), route: '/chart/NOPE' },
  );
  expect(await screen.findByText('Anasayfa')).toBeInTheDocument();
});
