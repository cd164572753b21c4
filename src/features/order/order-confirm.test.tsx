// Issue 14, items 15 and 16 on the ticket: with one-click trading off (the default) Al first shows
// what, how much, at what price and the margin it needs, and sends only on Onayla; with the live
// connection down the prices grey out and the button is disabled with a Turkish reason.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { socketClosed, socketOpened } from '../../socket/socket-actions';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { demoProfile, demoSummary } from '../../test/fixtures';
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
  expect(dialog).toHaveTextContent(/Gerekli Teminat \(tahmini, \+%20\)[\d.,]+ USD/);
  expect(fake.callsTo('POST /api/orders')).toHaveLength(0);

  await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
  expect(await screen.findByText('Anasayfa')).toBeInTheDocument();
  expect(fake.callsTo('POST /api/orders')).toHaveLength(1);
});

/** The confirmation's rows as label → value, read the way a screen reader pairs dt and dd. */
function confirmRows(): Record<string, string> {
  const dialog = screen.getByRole('dialog', { name: 'Emri Onayla' });
  const terms = within(dialog).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

test('a market buy names its kind, stops, the estimated margin and the practice account with its money (issue 22, item 9)', async () => {
  const user = userEvent.setup();
  renderTicketRoute(<OrderTicket symbol="XAUUSD" revealDelayMs={0} />, {
    route: '/order/XAUUSD',
    oneClick: false,
    profile: demoProfile({ accountKind: 'practice' }),
    summary: demoSummary({ balance: 9500, assets: 9612.4 }),
  });
  await findTicketForm('XAUUSD');
  await user.click(screen.getByRole('button', { name: 'Al' }));
  expect(confirmRows()).toEqual({
    İşlem: 'XAUUSD Al',
    'Emir türü': 'Piyasa emri',
    Fiyat: '2001.50 (piyasa)',
    Miktar: '0.01 Lot',
    'Zarar Durdur': 'Yok',
    'Kar Al': 'Yok',
    'Gerekli Teminat (tahmini, +%20)': expect.stringMatching(/^\d+\.\d{2} USD$/),
    Hesap: 'Demo Hesap',
    Bakiye: '9500.00 USD',
    Varlık: '9612.40 USD',
  });
});

test('a limit sell shows its trigger, stop loss and take profit and the real account', async () => {
  const user = userEvent.setup();
  renderTicketRoute(<OrderTicket symbol="XAUUSD" revealDelayMs={0} />, {
    route: '/order/XAUUSD',
    oneClick: false,
    profile: demoProfile({ accountKind: 'real' }),
  });
  await findTicketForm('XAUUSD');
  await user.click(screen.getByRole('tab', { name: /Sat/ }));
  const typeInto = async (name: string, text: string) => {
    await user.click(screen.getByRole('checkbox', { name }));
    await user.clear(screen.getByRole('textbox', { name }));
    await user.type(screen.getByRole('textbox', { name }), text);
  };
  await typeInto('Market Limit', '2050');
  await typeInto('Zarar Durdur', '2100');
  await typeInto('Kar Al', '1950');
  await user.click(screen.getByRole('button', { name: 'Sat' }));
  expect(confirmRows()).toMatchObject({
    İşlem: 'XAUUSD Sat',
    'Emir türü': 'Limit emri (bekleyen)',
    'Tetik fiyatı': '2050.00',
    'Zarar Durdur': '2100.00',
    'Kar Al': '1950.00',
    Hesap: 'Gerçek Hesap',
    Bakiye: '10000.00 USD',
    Varlık: '10000.00 USD',
  });
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
