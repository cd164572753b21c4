// Issue 22, item 9: a ticket that stays on screen after an order (the dashboard's, where the trip
// to / keeps it mounted) clears its stop loss and take profit, so a second tap cannot repeat the
// trade with stale levels; the amount may stay. A refused order keeps everything to correct it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { RootState } from '../../app/store';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { oneClickSignedInState, renderWithProviders } from '../../test/render-with-providers';
import { OrderTicket } from './order-ticket';
import { answerSymbols, findTicketForm, GOLD, SUMMARY } from './testing/ticket-fixtures';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
  answerSymbols(fake, [GOLD]);
});
afterEach(() => fake.restore());

function renderDashboardTicket() {
  const preloadedState = { ...oneClickSignedInState(), userFinance: { summary: SUMMARY } };
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<OrderTicket symbol="XAUUSD" revealDelayMs={0} />} />
    </Routes>,
    { preloadedState: preloadedState as Partial<RootState>, route: '/' },
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

async function fillTicket(user: ReturnType<typeof userEvent.setup>) {
  await findTicketForm('XAUUSD');
  const amount = screen.getByPlaceholderText('Min. amount: 0.01');
  await user.clear(amount);
  await user.type(amount, '0.5');
  for (const [name, text] of [
    ['Zarar Durdur', '1900'],
    ['Kar Al', '2100'],
  ] as const) {
    await user.click(checkbox(name));
    await user.clear(field(name));
    await user.type(field(name), text);
  }
  await user.click(screen.getByRole('button', { name: 'Al' }));
}

test('a placed order clears stop loss and take profit and keeps the amount', async () => {
  const user = userEvent.setup();
  fake.on('POST /api/orders', { status: 201, body: { status: true, message: 'ok', data: { id: '1' } } });
  renderDashboardTicket();
  await fillTicket(user);

  expect(await screen.findByText('Başarıyla Tamamlandı.')).toBeInTheDocument();
  await waitFor(() => expect(checkbox('Zarar Durdur')).not.toBeChecked());
  expect(checkbox('Kar Al')).not.toBeChecked();
  expect(field('Zarar Durdur')).toHaveValue('');
  expect(field('Kar Al')).toHaveValue('');
  expect(screen.getByPlaceholderText('Min. amount: 0.01')).toHaveValue('0.50');

  await user.click(screen.getByRole('button', { name: 'Al' }));
  await waitFor(() => expect(fake.callsTo('POST /api/orders')).toHaveLength(2));
  expect(fake.callsTo('POST /api/orders')[1].body).toMatchObject({ stopLoss: null, takeProfit: null });
});

test('a refused order keeps the levels for the customer to correct', async () => {
  const user = userEvent.setup();
  fake.on('POST /api/orders', { status: 200, body: { status: false, message: 'Yetersiz teminat.' } });
  renderDashboardTicket();
  await fillTicket(user);

  expect(await screen.findByText('Yetersiz teminat.')).toBeInTheDocument();
  expect(checkbox('Zarar Durdur')).toBeChecked();
  expect(field('Zarar Durdur')).toHaveValue('1900');
  expect(field('Kar Al')).toHaveValue('2100');
});
