// Order kinds on the positions screens (issue 20): a waiting row names its kind, limit, expiry and
// OCO partner; an open row and the position detail show the trailing stop; the edit tab sets and
// clears the trailing distance; a closed row names an expiry or an OCO cancel.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '../../test/fake-api';
import { renderWithProviders, signedInState } from '../../test/render-with-providers';
import { formatDateTime } from '../../lib/format-date';
import { makeOrder } from './test/make-order';
import { fakeLists } from './test/positions-fakes';
import { renderPositionRoute } from './test/render-position-route';
import TransactionsPage from './transactions-page';

let fake: FakeApi;
afterEach(() => fake.restore());

const EXPIRES = '2099-05-01T07:30:00.000Z';

describe('order kinds in the lists', () => {
  it('names a waiting order’s kind, limit, state, expiry and OCO partner, and an open trailing stop', async () => {
    fake = fakeLists({
      open: [[makeOrder({ id: 'o1', stopLoss: 1.079, trailingDistance: 0.0025 })]],
      waiting: [
        [
          makeOrder({
            id: 'w1',
            status: 'waiting',
            marketLimit: 1.09,
            pendingKind: 'stopLimit',
            limitPrice: 1.0915,
            limitArmed: true,
            expiresAt: EXPIRES,
            ocoWith: 'w2',
          }),
          makeOrder({ id: 'w2', status: 'waiting', marketLimit: 1.07, pendingKind: 'limit', ocoWith: 'w1' }),
        ],
      ],
    });
    renderWithProviders(<TransactionsPage />, { preloadedState: signedInState(), route: '/transactions' });
    expect(await screen.findByTestId('open-row-o1')).toHaveTextContent('İz süren stop 0.0025');
    await userEvent.click(screen.getByRole('tab', { name: 'Bekleyenler' }));
    const stopLimit = await screen.findByTestId('waiting-row-w1');
    expect(within(stopLimit).getByText(/^Stop-limit/)).toHaveTextContent(
      `Stop-limit · Limit 1.0915 · Tetiklendi · limitte bekliyor · Bitiş ${formatDateTime(EXPIRES)} · OCO #w2`,
    );
    expect(screen.getByTestId('waiting-row-w2')).toHaveTextContent('Limit · OCO #w1');
  });
});

describe('order kinds on /position/:id', () => {
  function renderDetail() {
    fake = fakeLists({});
    fake.on('GET /api/orders/detail/7', {
      body: { status: true, data: makeOrder({ id: '7', stopLoss: 1.079, trailingDistance: 0.0025 }) },
    });
    fake.on('PUT /api/orders/update/7', { body: { status: true } });
    return renderPositionRoute();
  }

  it('shows the trailing distance and clears it from the edit tab', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Pozisyon Detayı: EURUSD' });
    expect(screen.getByText('İz süren stop mesafesi').nextSibling).toHaveTextContent('0.0025');
    await userEvent.click(screen.getByRole('tab', { name: 'Düzenle' }));
    const distance = screen.getByRole('textbox', { name: 'İz süren stop mesafesi' });
    expect(distance).toHaveValue('0.0025');
    await userEvent.clear(distance);
    await userEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByText('Islemlerim sayfası')).toBeInTheDocument();
    expect(fake.callsTo('PUT /api/orders/update/7').map((call) => call.body)).toEqual([
      { stopLoss: 1.079, takeProfit: null, trailingDistance: null },
    ]);
  });

  it('sets a trailing distance on a position without one', async () => {
    fake = fakeLists({});
    fake.on('GET /api/orders/detail/7', {
      body: { status: true, data: makeOrder({ id: '7', stopLoss: 1.07 }) },
    });
    fake.on('PUT /api/orders/update/7', { body: { status: true } });
    renderPositionRoute();
    await screen.findByRole('heading', { name: 'Pozisyon Detayı: EURUSD' });
    await userEvent.click(screen.getByRole('tab', { name: 'Düzenle' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'İz süren stop mesafesi' }), '0.002');
    await userEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByText('Islemlerim sayfası')).toBeInTheDocument();
    expect(fake.callsTo('PUT /api/orders/update/7').map((call) => call.body)).toEqual([
      { stopLoss: 1.07, takeProfit: null, trailingDistance: 0.002 },
    ]);
  });
});
