// Issue 14, items 15 and 16 on the ticket: with one-click trading off (the default) Al first shows
// what, how much, at what price and the margin it needs, and sends only on Onayla; with the live
// connection down the prices grey out and the button is disabled with a Turkish reason.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { socketClosed, socketOpened } from '../../socket/socket-actions';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { OrderTicket } from './order-ticket';
import { answerSymbols, findTicketForm, GOLD, renderTicketRoute } from './testing/ticket-fixtures';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
  answerSymbols(fake, [GOLD]);
});
afterEach(() => {
  fake.restore();
  jest.useRealTimers();
});

const renderTicket = () =>
  renderTicketRoute(<OrderTicket symbol="XAUUSD" revealDelayMs={0} />, {
    route: '/order/XAUUSD',
    oneClick: false,
  });

test('Al asks for a confirmation with symbol, lots, price and required margin; Onayla sends and goes to /', async () => {
  const user = userEvent.setup();
  fake.on('POST /api/orders', { status: 201, body: { status: true, message: 'ok', data: { id: '1' } } });
  renderTicket();
  await findTicketForm('XAUUSD');
  await user.click(screen.getByRole('button', { name: 'Al' }));

  const dialog = screen.getByRole('dialog', { name: 'Emri Onayla' });
  expect(dialog).toHaveTextContent('XAUUSD Al');
  expect(dialog).toHaveTextContent('0.01 Lot');
  expect(dialog).toHaveTextContent('2001.50 (piyasa)');
  expect(dialog).toHaveTextContent(/Gerekli Teminat[\d.,]+ USD/);
  expect(fake.callsTo('POST /api/orders')).toHaveLength(0);

  await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
  expect(await screen.findByText('Anasayfa')).toBeInTheDocument();
  expect(fake.callsTo('POST /api/orders')).toHaveLength(1);
});

test('Vazgeç closes the confirmation and sends nothing', async () => {
  const user = userEvent.setup();
  renderTicket();
  await findTicketForm('XAUUSD');
  await user.click(screen.getByRole('button', { name: 'Al' }));
  await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(fake.callsTo('POST /api/orders')).toHaveLength(0);
});

test('with the socket down the button is disabled with the reason, and prices grey out after 3 s', async () => {
  const { store } = renderTicket();
  await findTicketForm('XAUUSD');
  act(() => {
    store.dispatch(socketOpened());
  });
  expect(screen.getByRole('button', { name: 'Al' })).toBeEnabled();

  jest.useFakeTimers({ now: Date.now() });
  act(() => {
    store.dispatch(socketClosed({ code: 1006 }));
  });
  expect(screen.getByRole('button', { name: 'Al' })).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('Canlı fiyat bağlantısı yok');
  expect(screen.getByTestId('ticket-ask')).toHaveAttribute('data-stale', 'false');
  act(() => {
    jest.advanceTimersByTime(3000);
  });
  expect(screen.getByTestId('ticket-ask')).toHaveAttribute('data-stale', 'true');

  act(() => {
    store.dispatch(socketOpened());
  });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Al' })).toBeEnabled());
  expect(screen.getByTestId('ticket-ask')).toHaveAttribute('data-stale', 'false');
});
