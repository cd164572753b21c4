import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '../../test/fake-api';
import { oneClickSignedInState, renderWithProviders } from '../../test/render-with-providers';
import { makeOrder } from './test/make-order';
import { fakeLists, LIST_ROUTES, pagesAsked } from './test/positions-fakes';
import TransactionsPage from './transactions-page';

let fake: FakeApi;
afterEach(() => fake.restore());

const renderPage = () =>
  renderWithProviders(<TransactionsPage />, {
    preloadedState: oneClickSignedInState(),
    route: '/transactions',
  });

async function clickKapat(id = '1') {
  const row = await screen.findByTestId(`open-row-${id}`);
  await userEvent.click(within(row).getByRole('button', { name: 'Kapat' }));
}

/** A reply the test releases by hand, to look at the screen while the call runs. */
function deferred() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
}

describe('Kapat', () => {
  it('closes with PUT /api/orders/close {id}, says Pozisyon Kapatıldı. and reloads the open and closed lists', async () => {
    fake = fakeLists({ open: [[makeOrder({ id: '1' })]] });
    fake.on('PUT /api/orders/close', { body: { status: true, message: 'Pozisyon kapatıldı' } });
    renderPage();
    await clickKapat();
    expect(await screen.findByText('Pozisyon Kapatıldı.')).toBeInTheDocument();
    expect(fake.callsTo('PUT /api/orders/close').map((call) => call.body)).toEqual([{ id: '1' }]);
    await waitFor(() => expect(pagesAsked(fake, LIST_ROUTES.open)).toEqual([1, 1]));
  });

  it("shows the server's message when the status is false", async () => {
    fake = fakeLists({ open: [[makeOrder({ id: '1' })]] });
    fake.on('PUT /api/orders/close', { body: { status: false, message: 'Piyasa şu anda kapalı.' } });
    renderPage();
    await clickKapat();
    expect(await screen.findByText('Piyasa şu anda kapalı.')).toBeInTheDocument();
    expect(screen.queryByText('Pozisyon Kapatıldı.')).toBeNull();
  });

  it("shows the server's message on an error answer", async () => {
    fake = fakeLists({ open: [[makeOrder({ id: '1' })]] });
    fake.on('PUT /api/orders/close', {
      status: 422,
      body: { status: false, message: 'Bu pozisyon zaten kapalı.' },
    });
    renderPage();
    await clickKapat();
    expect(await screen.findByText('Bu pozisyon zaten kapalı.')).toBeInTheDocument();
  });

  it('shows the failure message when there is no answer', async () => {
    fake = fakeLists({ open: [[makeOrder({ id: '1' })]] });
    fake.on('PUT /api/orders/close', 'network-error');
    renderPage();
    await clickKapat();
    expect(await screen.findByText('Sistem Hatası! Lütfen daha sonra tekrar deneyiniz.')).toBeInTheDocument();
  });

  it('is busy while its call runs, so a double click sends once', async () => {
    fake = fakeLists({ open: [[makeOrder({ id: '1' }), makeOrder({ id: '2' })]] });
    const { gate, release } = deferred();
    fake.on('PUT /api/orders/close', async () => {
      await gate;
      return { body: { status: true } };
    });
    renderPage();
    const row = await screen.findByTestId('open-row-1');
    const button = within(row).getByRole('button', { name: 'Kapat' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    // Only this row's button is busy.
    expect(within(screen.getByTestId('open-row-2')).getByRole('button', { name: 'Kapat' })).toBeEnabled();
    release();
    expect(await screen.findByText('Pozisyon Kapatıldı.')).toBeInTheDocument();
    expect(fake.callsTo('PUT /api/orders/close')).toHaveLength(1);
  });
});

describe('İptal', () => {
  async function clickIptal() {
    await userEvent.click(screen.getByRole('tab', { name: 'Bekleyenler' }));
    const row = await screen.findByTestId('waiting-row-w1');
    await userEvent.click(within(row).getByRole('button', { name: 'İptal' }));
  }

  it('cancels with POST /api/orders/cancel {orderId}, says İptal Edildi and reloads the waiting list', async () => {
    fake = fakeLists({ waiting: [[makeOrder({ id: 'w1', status: 'waiting', marketLimit: 1.05 })]] });
    fake.on('POST /api/orders/cancel', { body: { status: true, message: 'İptal edildi' } });
    renderPage();
    await clickIptal();
    expect(await screen.findByText('İptal Edildi')).toBeInTheDocument();
    expect(fake.callsTo('POST /api/orders/cancel').map((call) => call.body)).toEqual([{ orderId: 'w1' }]);
    await waitFor(() => expect(pagesAsked(fake, LIST_ROUTES.waiting)).toEqual([1, 1]));
  });

  it('warns Bir Hata Oluştu when the call fails', async () => {
    fake = fakeLists({ waiting: [[makeOrder({ id: 'w1', status: 'waiting', marketLimit: 1.05 })]] });
    fake.on('POST /api/orders/cancel', 'network-error');
    renderPage();
    await clickIptal();
    expect(await screen.findByText('Bir Hata Oluştu')).toBeInTheDocument();
    expect(screen.queryByText('İptal Edildi')).toBeNull();
  });

  it('sends once on a double click', async () => {
    fake = fakeLists({ waiting: [[makeOrder({ id: 'w1', status: 'waiting', marketLimit: 1.05 })]] });
    fake.on('POST /api/orders/cancel', { body: { status: true } });
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Bekleyenler' }));
    const row = await screen.findByTestId('waiting-row-w1');
    await userEvent.dblClick(within(row).getByRole('button', { name: 'İptal' }));
    expect(await screen.findByText('İptal Edildi')).toBeInTheDocument();
    expect(fake.callsTo('POST /api/orders/cancel')).toHaveLength(1);
  });

  it('sends nothing more once the order is cancelled, even when a second click comes after the answer', async () => {
    fake = fakeLists({ waiting: [[makeOrder({ id: 'w1', status: 'waiting', marketLimit: 1.05 })]] });
    fake.on('POST /api/orders/cancel', { body: { status: true } });
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Bekleyenler' }));
    const row = await screen.findByTestId('waiting-row-w1');
    await userEvent.click(within(row).getByRole('button', { name: 'İptal' }));
    expect(await screen.findByText('İptal Edildi')).toBeInTheDocument();
    // A double click a slow machine spaced out: the second click lands after the first answer (the
    // fake's list still holds the order, as the server's would until the refetch).
    const stillListed = screen.getByTestId('waiting-row-w1');
    await userEvent.click(within(stillListed).getByRole('button', { name: 'İptal' }));
    expect(fake.callsTo('POST /api/orders/cancel')).toHaveLength(1);
  });
});
