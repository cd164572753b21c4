// Moving lines and placing a waiting order on the chart (issue 20, items 2 and 4). jsdom has no
// canvas, so the chart engine is replaced by one with a straight price scale (1 px = 0.001 from 2.0
// at the top); the handles, pointer drags, keys, confirmations and calls are the real ones.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceAlert } from '../../../contract/alerts';
import type { Order } from '../../../contract/entities';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { goldSymbol } from '../../test/fixtures';
import { oneClickSignedInState, renderWithProviders, signedInState } from '../../test/render-with-providers';
import type { CandleChart } from './chart-engine';
import { SymbolChart } from './components/symbol-chart';

const TOP_PRICE = 2;
const PRICE_PER_PX = 0.001;
let clickPrice: ((price: number) => void) | null = null;

jest.mock('./chart-engine', () => ({
  createCandleChart: async (): Promise<CandleChart> => ({
    setCandles: () => undefined,
    updateCandle: () => undefined,
    setColors: () => undefined,
    setPriceDigits: () => undefined,
    setOverlayLines: () => undefined,
    setPriceLines: () => undefined,
    onCrosshairBar: () => undefined,
    priceToY: (price) => Math.round(((TOP_PRICE - price) / PRICE_PER_PX) * 1000) / 1000,
    yToPrice: (y) => TOP_PRICE - y * PRICE_PER_PX,
    onViewChange: () => () => undefined,
    onClickPrice: (listener) => {
      clickPrice = listener;
    },
    describe: () => ({ panes: 1, priceLines: [] }),
    remove: () => undefined,
  }),
}));

function order(overrides: Partial<Order>): Order {
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

const ALERT: PriceAlert = {
  id: '7',
  symbol: 'EURUSD',
  side: 'bid',
  condition: 'above',
  price: 1.1,
  note: null,
  active: true,
  createdAt: '2026-11-20T09:00:00Z',
  triggeredAt: null,
  triggeredPrice: null,
};

const page = (data: Order[]) => ({ body: { status: true, data, currentPage: 1, totalPages: 1 } });

// jsdom has no PointerEvent; without one fireEvent.pointer* carries no clientY. A MouseEvent with
// the pointer's id stands in, as browsers' PointerEvent extends MouseEvent.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStandIn extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventStandIn, configurable: true });
}

let fake: FakeApi;
beforeEach(() => {
  clickPrice = null;
  fake = installFakeApi()
    .on('GET /api/margin/infos', {
      body: {
        status: true,
        data: [goldSymbol({ symbol: 'EURUSD', digits: 5, min: 0.01, ask: 1.0852, bid: 1.085 })],
      },
    })
    .on('GET /api/margin/candles/EURUSD', { body: { status: true, data: [] } })
    .on('GET /api/orders', page([order({})]))
    .on(
      'GET /api/orders/open',
      page([order({ id: '50', status: 'waiting', marketLimit: 1.07, stopLoss: null, takeProfit: null })]),
    )
    .on('GET /api/alerts', { body: { status: true, data: [ALERT] } })
    .on('PUT /api/orders/update/42', { body: { status: true, message: 'Güncelleme Başarılı' } })
    .on('PUT /api/orders/update/50', { body: { status: true, message: 'Güncelleme Başarılı' } })
    .on('PUT /api/alerts/7', { body: { status: true, message: 'Fiyat alarmı taşındı.', data: ALERT } })
    .on('POST /api/orders', {
      body: { status: true, message: 'ok', data: order({ id: '60', status: 'waiting' }) },
    });
});
afterEach(() => fake.restore());

const handle = (name: RegExp) => screen.findByRole('button', { name });

test('dragging a position’s stop loss asks first, naming the line and both prices, then updates it', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SymbolChart symbol="EURUSD" />, { preloadedState: signedInState() });
  const stop = await handle(/^ZD · EURUSD Alış · Zarar Durdur: 1\.05000/);
  expect(stop).toHaveStyle({ top: '950px' });
  fireEvent.pointerDown(stop, { pointerId: 1, clientY: 500 });
  fireEvent.pointerMove(stop, { pointerId: 1, clientY: 490 });
  expect(stop).toHaveTextContent('1.06000');
  expect(stop).toHaveStyle({ top: '940px' });
  fireEvent.pointerUp(stop, { pointerId: 1, clientY: 490 });

  const dialog = screen.getByRole('dialog', { name: 'Değişikliği Onayla' });
  expect(dialog).toHaveTextContent('EURUSD Alış · Zarar Durdur');
  expect(dialog).toHaveTextContent('Şimdiki fiyat1.05000');
  expect(dialog).toHaveTextContent('Yeni fiyat1.06000');
  expect(fake.callsTo('PUT /api/orders/update/42')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
  await waitFor(() => expect(fake.callsTo('PUT /api/orders/update/42')).toHaveLength(1));
  expect(fake.callsTo('PUT /api/orders/update/42')[0].body).toEqual({ stopLoss: 1.06, takeProfit: 1.2 });
  expect(await screen.findByText('Güncelleme Başarılı')).toBeInTheDocument();
});

test('Vazgeç after a drag sends nothing and the handle is back on its line', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SymbolChart symbol="EURUSD" />, { preloadedState: signedInState() });
  const take = await handle(/^KA · EURUSD Alış · Kar Al: 1\.20000/);
  fireEvent.pointerDown(take, { pointerId: 1, clientY: 100 });
  fireEvent.pointerMove(take, { pointerId: 1, clientY: 150 });
  fireEvent.pointerUp(take, { pointerId: 1, clientY: 150 });
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Vazgeç' }));
  expect(take).toHaveStyle({ top: '800px' });
  expect(fake.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
});

test('with one-click trading a waiting order’s price moves at once, with its stops', async () => {
  renderWithProviders(<SymbolChart symbol="EURUSD" />, { preloadedState: oneClickSignedInState() });
  const limit = await handle(/^Emir · EURUSD bekleyen Alış emri · Fiyat: 1\.07000/);
  fireEvent.pointerDown(limit, { pointerId: 1, clientY: 300 });
  fireEvent.pointerMove(limit, { pointerId: 1, clientY: 295 });
  fireEvent.pointerUp(limit, { pointerId: 1, clientY: 295 });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(fake.callsTo('PUT /api/orders/update/50')).toHaveLength(1));
  expect(fake.callsTo('PUT /api/orders/update/50')[0].body).toEqual({
    marketLimit: 1.075,
    stopLoss: null,
    takeProfit: null,
  });
});

test('an alert line moves from the keyboard: arrows (Shift for ten), Enter, then the confirmation', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SymbolChart symbol="EURUSD" />, { preloadedState: signedInState() });
  const alert = await handle(/^Alarm · EURUSD alarmı · Satış fiyatı \(bid\): 1\.10000/);
  alert.focus();
  await user.keyboard('{ArrowUp}{ArrowUp}{Shift>}{ArrowDown}{/Shift}');
  expect(alert).toHaveAccessibleName(/: 1\.09920\./);
  await user.keyboard('{Escape}');
  expect(alert).toHaveAccessibleName(/: 1\.10000\./);
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
  const dialog = screen.getByRole('dialog', { name: 'Değişikliği Onayla' });
  expect(dialog).toHaveTextContent('Yeni fiyat1.09970');
  await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
  await waitFor(() => expect(fake.callsTo('PUT /api/alerts/7')).toHaveLength(1));
  // Still above the bid (1.0850): it keeps waiting for a rise.
  expect(fake.callsTo('PUT /api/alerts/7')[0].body).toEqual({ price: 1.0997, condition: 'above' });
});

test('a click on the chart offers a waiting order at that price, confirmed like the ticket', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SymbolChart symbol="EURUSD" />, { preloadedState: signedInState() });
  await handle(/Zarar Durdur/);
  await waitFor(() => expect(clickPrice).not.toBeNull());
  act(() => clickPrice?.(1.07504321));
  const panel = screen.getByRole('form', { name: 'Bu fiyattan bekleyen emir' });
  expect(within(panel).getByLabelText('Fiyat')).toHaveValue('1.07504');
  expect(within(panel).getByLabelText('Miktar (Lot)')).toHaveValue('0.01');
  await user.click(within(panel).getByRole('button', { name: 'Al' }));
  const dialog = screen.getByRole('dialog', { name: 'Emri Onayla' });
  expect(dialog).toHaveTextContent('EURUSD Al');
  expect(dialog).toHaveTextContent('Limit emri (bekleyen)');
  expect(dialog).toHaveTextContent('0.01 Lot');
  expect(fake.callsTo('POST /api/orders')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
  await waitFor(() => expect(fake.callsTo('POST /api/orders')).toHaveLength(1));
  expect(fake.callsTo('POST /api/orders')[0].body).toMatchObject({
    symbol: 'EURUSD',
    type: 'Buy',
    amount: 0.01,
    marketLimit: 1.07504,
    stopLoss: null,
    takeProfit: null,
  });
  expect(await screen.findByText('Bekleyen emriniz oluşturuldu.')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Bu fiyattan bekleyen emir' })).not.toBeInTheDocument();
});

test('Fiyattan Emir opens the same form from the keyboard, and a bad price sends nothing', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SymbolChart symbol="EURUSD" />, { preloadedState: oneClickSignedInState() });
  await user.click(screen.getByRole('button', { name: 'Fiyattan Emir' }));
  const panel = screen.getByRole('form', { name: 'Bu fiyattan bekleyen emir' });
  await user.clear(within(panel).getByLabelText('Fiyat'));
  await user.click(within(panel).getByRole('button', { name: 'Sat' }));
  expect(within(panel).getByRole('alert')).toHaveTextContent('Geçerli bir fiyat ve lot giriniz.');
  await user.type(within(panel).getByLabelText('Fiyat'), '1.1');
  await user.click(within(panel).getByRole('button', { name: 'Sat' }));
  await waitFor(() => expect(fake.callsTo('POST /api/orders')).toHaveLength(1));
  expect(fake.callsTo('POST /api/orders')[0].body).toMatchObject({ type: 'Sell', marketLimit: 1.1 });
});
