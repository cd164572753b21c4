import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveMessagesReceived } from '../../socket/socket-actions';
import type { FakeApi } from '../../test/fake-api';
import { makeOrder } from './test/make-order';
import { fakeLists } from './test/positions-fakes';
import { renderPositionRoute } from './test/render-position-route';

let fake: FakeApi;
afterEach(() => fake.restore());

const DETAIL = 'GET /api/orders/detail/7';

function renderDetail(order = makeOrder({ id: '7', amount: 1.5, stopLoss: 1.07, takeProfit: 1.1 })) {
  fake = fakeLists({});
  fake.on(DETAIL, { body: { status: true, data: order } });
  return renderPositionRoute();
}

const amountInput = () => screen.getByRole('textbox', { name: 'Kapatılacak Miktar (Lot)' });

describe('/position/:id close tab', () => {
  it('starts at the full amount with the full-close text and closes with PUT /api/orders/close', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Pozisyon Detayı: EURUSD' })).toBeInTheDocument();
    expect(amountInput()).toHaveValue('1.50');
    fake.on('PUT /api/orders/close', { body: { status: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Pozisyonu Kapat' }));
    expect(await screen.findByText('Islemlerim sayfası')).toBeInTheDocument();
    expect(screen.getByText('Pozisyon Kapatıldı.')).toBeInTheDocument();
    expect(fake.callsTo('PUT /api/orders/close').map((call) => call.body)).toEqual([{ id: '7' }]);
    expect(fake.callsTo('PUT /api/orders')).toHaveLength(0);
  });

  it("reads '{n} Lot Kapat' below the full amount and sends the partial close {id, amount}", async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Pozisyon Detayı: EURUSD' });
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '0.5');
    expect(screen.getByRole('button', { name: '0.50 Lot Kapat' })).toBeInTheDocument();
    fake.on('PUT /api/orders', { body: { status: true } });
    await userEvent.click(screen.getByRole('button', { name: '0.50 Lot Kapat' }));
    expect(await screen.findByText('Islemlerim sayfası')).toBeInTheDocument();
    expect(fake.callsTo('PUT /api/orders').map((call) => call.body)).toEqual([{ id: '7', amount: 0.5 }]);
    expect(fake.callsTo('PUT /api/orders/close')).toHaveLength(0);
  });

  it('keeps the amount between 0.01 and the position: empty and non-numeric give 0.01, more gives all', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Pozisyon Detayı: EURUSD' });
    await userEvent.clear(amountInput());
    expect(screen.getByRole('button', { name: '0.01 Lot Kapat' })).toBeInTheDocument();
    fireEvent.blur(amountInput());
    expect(amountInput()).toHaveValue('0.01');

    fireEvent.change(amountInput(), { target: { value: 'abc' } });
    expect(amountInput()).toHaveValue('0.01');

    fireEvent.change(amountInput(), { target: { value: '9' } });
    expect(screen.getByRole('button', { name: 'Pozisyonu Kapat' })).toBeInTheDocument();
    fireEvent.blur(amountInput());
    expect(amountInput()).toHaveValue('1.50');
  });

  it('stays on the page when the partial close is refused, with the reason', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Pozisyon Detayı: EURUSD' });
    fireEvent.change(amountInput(), { target: { value: '1' } });
    fake.on('PUT /api/orders', { status: 422, body: { status: false, message: 'Piyasa şu anda kapalı.' } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: '1.00 Lot Kapat' }));
    expect(await screen.findByText('Piyasa şu anda kapalı.')).toBeInTheDocument();
    expect(screen.queryByText('Islemlerim sayfası')).toBeNull();
  });

  it('shows profit live', async () => {
    const { store } = renderDetail();
    await screen.findByRole('heading', { name: 'Pozisyon Detayı: EURUSD' });
    act(() => {
      store.dispatch(
        liveMessagesReceived([{ type: 'position', id: '7', profit: 12.345, lastPrice: 1.0911 }]),
      );
    });
    expect(screen.getByText('12.35')).toHaveAttribute('data-sign', 'positive');
    expect(screen.getByText('1.0911')).toBeInTheDocument();
  });
});

describe('/position/:id edit tab', () => {
  async function openEdit() {
    await screen.findByRole('heading', { name: 'Pozisyon Detayı: EURUSD' });
    await userEvent.click(screen.getByRole('tab', { name: 'Düzenle' }));
  }

  it('sends stop and take to PUT /api/orders/update/:id and says Güncelleme Başarılı', async () => {
    renderDetail();
    await openEdit();
    const stop = screen.getByRole('textbox', { name: 'Zarar Durdur' });
    const take = screen.getByRole('textbox', { name: 'Kar Al' });
    expect(stop).toHaveValue('1.07');
    await userEvent.clear(stop);
    await userEvent.type(stop, '.5x');
    expect(stop).toHaveValue('0.5');
    await userEvent.clear(stop);
    await userEvent.type(stop, '1.0755');
    await userEvent.clear(take);
    fake.on('PUT /api/orders/update/7', { body: { status: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByText('Islemlerim sayfası')).toBeInTheDocument();
    expect(screen.getByText('Güncelleme Başarılı')).toBeInTheDocument();
    expect(fake.callsTo('PUT /api/orders/update/7').map((call) => call.body)).toEqual([
      { stopLoss: 1.0755, takeProfit: null },
    ]);
  });

  it("warns with the server's message when the status is false and stays", async () => {
    renderDetail();
    await openEdit();
    fake.on('PUT /api/orders/update/7', {
      body: { status: false, message: 'Zarar Durdur fiyatın altında olmalıdır.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByText('Zarar Durdur fiyatın altında olmalıdır.')).toBeInTheDocument();
    expect(screen.queryByText('Güncelleme Başarılı')).toBeNull();
    expect(screen.getByRole('button', { name: 'Güncelle' })).toBeInTheDocument();
  });
});

describe('/position/:id that cannot be acted on', () => {
  it('says a position of someone else (or unknown) cannot be found', async () => {
    fake = fakeLists({});
    fake.on(DETAIL, { status: 403, body: { status: false, message: 'Bu işlem için yetkiniz yok.' } });
    renderPositionRoute();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu pozisyon bulunamadı ya da hesabınıza ait değil.',
    );
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('says a position that is no longer open cannot be closed or edited', async () => {
    renderDetail(makeOrder({ id: '7', status: 'closed', closePrice: 1.09, closeAt: '2026-11-04T10:00:00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu pozisyon artık açık değil');
    expect(screen.queryByRole('button', { name: 'Pozisyonu Kapat' })).toBeNull();
  });
});
