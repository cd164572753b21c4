import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router';
import type { RootState } from '../../app/store';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { renderWithProviders, signedInState } from '../../test/render-with-providers';
import OrderPage from './order-page';
import { answerSymbols, GOLD, SUMMARY } from '../order/testing/ticket-fixtures';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
  answerSymbols(fake, [GOLD]);
  fake.on('GET /api/margin/candles/XAUUSD', { body: { status: true, data: [] } });
});
afterEach(() => fake.restore());

function Opener({ action }: { action: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/order/XAUUSD', { state: { action } })}>
      Aç
    </button>
  );
}

function renderAt(route: string, action = 'Sell') {
  const preloadedState = { ...signedInState(), userFinance: { summary: SUMMARY } } as Partial<RootState>;
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<Opener action={action} />} />
      <Route path="/order/:symbol" element={<OrderPage />} />
    </Routes>,
    { preloadedState, route },
  );
}

test.each([
  ['Sell', 'Sat'],
  ['Buy', 'Al'],
])('/order/{symbol} opens on the side in location.state.action (%s)', async (action, label) => {
  renderAt('/', action);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Aç' }));
  const form = await screen.findByRole('form', { name: 'XAUUSD' }, { timeout: 2000 });
  expect(form).toBeInTheDocument();
  expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  expect(screen.getByTestId('symbol-chart')).toBeInTheDocument();
});

test('without an action the ticket opens on Buy', async () => {
  renderAt('/order/XAUUSD');
  await screen.findByRole('form', { name: 'XAUUSD' }, { timeout: 2000 });
  expect(screen.getByRole('tab', { name: /Al/ })).toHaveAttribute('aria-selected', 'true');
});

test('/order/NOPE lands on /', async () => {
  renderAt('/order/NOPE');
  expect(await screen.findByRole('button', { name: 'Aç' })).toBeInTheDocument();
});
