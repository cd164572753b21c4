// Issue 14, item 16: with one-click trading off (the default), Kapat and İptal first show what will
// happen and send nothing until Onayla; Vazgeç sends nothing at all.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '../../test/fake-api';
import { renderWithProviders, signedInState } from '../../test/render-with-providers';
import { makeOrder } from './test/make-order';
import { fakeLists } from './test/positions-fakes';
import TransactionsPage from './transactions-page';

let fake: FakeApi;
afterEach(() => fake.restore());

const renderPage = () =>
  renderWithProviders(<TransactionsPage />, { preloadedState: signedInState(), route: '/transactions' });

test('Kapat asks first: symbol, lots and price; Onayla closes, Vazgeç does not', async () => {
  const user = userEvent.setup();
  fake = fakeLists({ open: [[makeOrder({ id: '1', symbol: 'EURUSD', amount: 0.5 })]] });
  fake.on('PUT /api/orders/close', { body: { status: true, message: 'ok' } });
  renderPage();
  const row = await screen.findByTestId('open-row-1');
  await user.click(within(row).getByRole('button', { name: 'Kapat' }));
  const dialog = screen.getByRole('dialog', { name: 'Pozisyonu Kapat' });
  expect(dialog).toHaveTextContent('EURUSD pozisyonunu kapat');
  expect(dialog).toHaveTextContent('0.50 Lot');
  expect(dialog).toHaveTextContent('(piyasa)');
  await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(fake.callsTo('PUT /api/orders/close')).toHaveLength(0);

  await user.click(within(row).getByRole('button', { name: 'Kapat' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Onayla' }));
  await waitFor(() =>
    expect(fake.callsTo('PUT /api/orders/close').map((call) => call.body)).toEqual([{ id: '1' }]),
  );
});

test('İptal asks first and cancels only on Onayla', async () => {
  const user = userEvent.setup();
  fake = fakeLists({
    waiting: [[makeOrder({ id: '9', symbol: 'XAUUSD', amount: 1, status: 'waiting', marketLimit: 1990 })]],
  });
  fake.on('POST /api/orders/cancel', { body: { status: true, message: 'ok' } });
  renderPage();
  await user.click(screen.getByRole('tab', { name: 'Bekleyenler' }));
  const row = await screen.findByTestId('waiting-row-9');
  await user.click(within(row).getByRole('button', { name: 'İptal' }));
  const dialog = screen.getByRole('dialog', { name: 'Emri İptal Et' });
  expect(dialog).toHaveTextContent('XAUUSD bekleyen emrini iptal et');
  expect(fake.callsTo('POST /api/orders/cancel')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
  await waitFor(() => expect(fake.callsTo('POST /api/orders/cancel')).toHaveLength(1));
});
