import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Candle, Order } from '../../../contract/entities';
import type { RootState } from '../../app/store';
import { liveMessagesReceived } from '../../socket/socket-actions';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { renderWithProviders, signedInState } from '../../test/render-with-providers';
import { INTERVAL_SECONDS } from './candles';
import { SymbolChart } from './components/symbol-chart';
import { indicatorLinesOf } from './indicator-lines';
import { positionLinesOf } from './position-lines';

const chartFrame = () => screen.getByTestId('symbol-chart');

/** `count` bars of the given size ending at the current one, closes 1, 2, 3, ... */
function bars(interval: keyof typeof INTERVAL_SECONDS, count: number): Candle[] {
  const size = INTERVAL_SECONDS[interval];
  const now = Math.floor(Date.now() / 1000 / size) * size;
  return Array.from({ length: count }, (_, index) => {
    const close = index + 1;
    return {
      time: now - (count - 1 - index) * size,
      open: close,
      high: close + 0.5,
      low: close - 0.5,
      close,
    };
  });
}

function openOrder(overrides: Partial<Order>): Order {
  return {
    id: '42',
    amount: 0.5,
    type: 'Buy',
    symbol: 'EURUSD',
    price: 1.08,
    closePrice: null,
    lastPrice: 1.09,
    marketLimit: null,
    takeProfit: 1.2,
    stopLoss: 1.05,
    profit: 5,
    profitPct: 1,
    swap: 0,
    margin: 100,
    createdAt: '2026-11-20T09:00:00',
    closeAt: null,
    status: 'open',
    ...overrides,
  };
}

describe('chart tools', () => {
  let fake: FakeApi;
  beforeEach(() => {
    fake = installFakeApi()
      .on('GET /api/margin/candles/EURUSD', (call) => ({
        body: { status: true, data: bars(call.query.get('interval') as keyof typeof INTERVAL_SECONDS, 30) },
      }))
      .on('GET /api/orders', {
        body: {
          status: true,
          data: [
            openOrder({}),
            openOrder({ id: '43', type: 'Sell', stopLoss: null, takeProfit: null }),
            openOrder({ id: '44', symbol: 'XAUUSD' }),
          ],
          currentPage: 1,
          totalPages: 1,
        },
      });
  });
  afterEach(() => fake.restore());

  it('offers six timeframes and keeps the one chosen per symbol in the ui slice', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<SymbolChart symbol="EURUSD" />, {
      preloadedState: signedInState(),
    });
    const tabs = within(screen.getByRole('tablist', { name: 'Mum aralığı' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['1dk', '5dk', '15dk', '1sa', '4sa', '1G']);
    await waitFor(() => expect(chartFrame()).toHaveAttribute('data-bars', '30'));
    await user.click(screen.getByRole('tab', { name: '15dk' }));
    expect(chartFrame()).toHaveAttribute('data-interval', '15m');
    await waitFor(() =>
      expect(
        fake.callsTo('GET /api/margin/candles/EURUSD').map((call) => call.query.get('interval')),
      ).toEqual(['1d', '15m']),
    );
    expect(store.getState().ui.chart.EURUSD).toEqual({ interval: '15m', indicators: [] });
  });

  it('opens with the symbol’s stored timeframe and indicators, and toggles indicators', async () => {
    const user = userEvent.setup();
    const preloadedState = {
      ...signedInState(),
      ui: { theme: 'dark', scale: 1, chart: { EURUSD: { interval: '1h', indicators: ['rsi'] } } },
    } as Partial<RootState>;
    const { store } = renderWithProviders(<SymbolChart symbol="EURUSD" />, { preloadedState });
    expect(screen.getByRole('tab', { name: '1sa' })).toHaveAttribute('aria-selected', 'true');
    const rsi = screen.getByRole('button', { name: 'RSI 14' });
    expect(rsi).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'SMA 20' }));
    await user.click(rsi);
    expect(chartFrame()).toHaveAttribute('data-indicators', 'sma');
    expect(store.getState().ui.chart.EURUSD.indicators).toEqual(['sma']);
  });

  it('reads out the last bar’s OHLC, following the live bid', async () => {
    const { store } = renderWithProviders(<SymbolChart symbol="EURUSD" />, {
      preloadedState: signedInState(),
    });
    await waitFor(() => expect(chartFrame()).toHaveAttribute('data-bars', '30'));
    const readout = within(screen.getByTestId('ohlc-readout'));
    expect(readout.getByTestId('ohlc-open')).toHaveTextContent('30.00');
    expect(readout.getByTestId('ohlc-high')).toHaveTextContent('30.50');
    act(() => {
      store.dispatch(liveMessagesReceived([{ type: 'price', symbol: 'EURUSD', ask: 31.1, bid: 31 }]));
    });
    expect(readout.getByTestId('ohlc-close')).toHaveTextContent('31.00');
    expect(readout.getByTestId('ohlc-high')).toHaveTextContent('31.00');
  });

  it('draws the lines of the open positions of its own symbol only', async () => {
    renderWithProviders(<SymbolChart symbol="EURUSD" />, { preloadedState: signedInState() });
    await waitFor(() =>
      expect(chartFrame()).toHaveAttribute(
        'data-position-lines',
        'entry-42 stopLoss-42 takeProfit-42 entry-43',
      ),
    );
  });

  it('position lines: entry with side, lots and live profit; stop loss and take profit dashed', () => {
    const colors = { profit: 'green', loss: 'red', stopLoss: 'orange', takeProfit: 'blue' };
    const lines = positionLinesOf([openOrder({})], { 42: -3.456 }, colors);
    expect(lines).toEqual([
      { key: 'entry-42', price: 1.08, title: 'Alış 0.50 · -3.46 USD', color: 'red', dashed: false },
      { key: 'stopLoss-42', price: 1.05, title: 'Zarar Durdur', color: 'orange', dashed: true },
      { key: 'takeProfit-42', price: 1.2, title: 'Kar Al', color: 'blue', dashed: true },
    ]);
    expect(positionLinesOf([openOrder({})], {}, colors)[0]).toMatchObject({
      title: 'Alış 0.50 · 5.00 USD',
      color: 'green',
    });
  });

  it('indicator lines start where their window is full; RSI goes to its own pane', () => {
    const candles = bars('1h', 30);
    const colors = { sma: 'a', ema: 'b', bollinger: 'c', rsi: 'd' };
    const lines = indicatorLinesOf(candles, ['sma', 'bollinger', 'rsi'], colors);
    expect(lines.map((line) => [line.key, line.pane, line.points.length])).toEqual([
      ['sma', 'price', 11],
      ['bollinger-upper', 'price', 11],
      ['bollinger-middle', 'price', 11],
      ['bollinger-lower', 'price', 11],
      ['rsi', 'rsi', 16],
    ]);
    // Closes 1..30: the first 20-bar mean is 10.5, at the 20th bar.
    expect(lines[0].points[0]).toEqual({ time: candles[19].time, value: 10.5 });
    // Only rises: RSI at its maximum.
    expect(lines[4].points[0].value).toBe(100);
  });
});
