// The ticket's order kinds (issue 20): a stop-limit with its limit and an expiry, a trailing stop on
// a market order, an OCO partner chosen among this symbol's waiting orders, and the Turkish
// problems that keep a bad ticket from being sent.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { makeOrder } from '../positions/test/make-order';
import { OrderTicket } from './order-ticket';
import { answerSymbols, findTicketForm, GOLD, renderTicketRoute } from './testing/ticket-fixtures';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
  answerSymbols(fake, [GOLD]);
  fake.on('GET /api/orders/open', {
    body: {
      status: true,
      data: [
        makeOrder({
          id: '41',
          symbol: 'XAUUSD',
          status: 'waiting',
          type: 'Sell',
          marketLimit: 1990,
          pendingKind: 'stop',
        }),
        makeOrder({ id: '42', symbol: 'EURUSD', status: 'waiting', marketLimit: 1.05 }),
      ],
      currentPage: 1,
      totalPages: 1,
    },
  });
  fake.on('POST /api/orders', {
    status: 201,
    body: { status: true, message: 'Emir alındı.', data: { id: '9' } },
  });
});
afterEach(() => fake.restore());

async function openTicket() {
  const user = userEvent.setup();
  renderTicketRoute(<OrderTicket symbol="XAUUSD" revealDelayMs={0} />, { route: '/order/XAUUSD' });
  await findTicketForm('XAUUSD');
  return user;
}

async function waitAt(user: ReturnType<typeof userEvent.setup>, price: string) {
  await user.click(screen.getByRole('checkbox', { name: 'Market Limit' }));
  await user.clear(screen.getByRole('textbox', { name: 'Market Limit' }));
  await user.type(screen.getByRole('textbox', { name: 'Market Limit' }), price);
}

const sent = () => fake.callsTo('POST /api/orders').map((call) => call.body as Record<string, unknown>);

describe('order kinds in the ticket', () => {
  test('offers the kinds only once the order waits, and sends a stop-limit with its limit and expiry', async () => {
    const user = await openTicket();
    expect(screen.queryByLabelText('Emir türü')).not.toBeInTheDocument();
    await waitAt(user, '2010');
    await user.selectOptions(screen.getByLabelText('Emir türü'), 'Stop-limit');
    await user.type(screen.getByLabelText('Limit Fiyatı'), '2012.5');
    await user.selectOptions(screen.getByLabelText('Geçerlilik'), 'Belirli bir zamana kadar');
    await user.type(screen.getByLabelText('Bitiş zamanı'), '2099-05-01T10:30');
    await user.click(screen.getByRole('button', { name: 'Al' }));

    expect(await screen.findByText('Başarıyla Tamamlandı.')).toBeInTheDocument();
    expect(sent()).toEqual([
      expect.objectContaining({
        marketLimit: 2010,
        pendingKind: 'stopLimit',
        limitPrice: 2012.5,
        expiresAt: new Date('2099-05-01T10:30').toISOString(),
      }),
    ]);
  });

  test('a stop-limit without its limit says so in Turkish and sends nothing', async () => {
    const user = await openTicket();
    await waitAt(user, '2010');
    await user.selectOptions(screen.getByLabelText('Emir türü'), 'Stop-limit');
    await user.click(screen.getByRole('button', { name: 'Al' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stop-limit emri için limit fiyatı giriniz.');
    expect(sent()).toEqual([]);
  });

  test('an expiry in the past says so and sends nothing', async () => {
    const user = await openTicket();
    await waitAt(user, '1990');
    await user.selectOptions(screen.getByLabelText('Geçerlilik'), 'Belirli bir zamana kadar');
    await user.type(screen.getByLabelText('Bitiş zamanı'), '2001-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Al' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitiş zamanı gelecekte olmalıdır.');
    expect(sent()).toEqual([]);
  });

  test('a market order with a trailing stop sends its distance and nothing of the waiting kinds', async () => {
    const user = await openTicket();
    await user.click(screen.getByRole('checkbox', { name: 'İz Süren Stop' }));
    await user.click(screen.getByRole('button', { name: 'Al' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'İz süren stop mesafesi sıfırdan büyük olmalıdır.',
    );
    await user.type(screen.getByRole('textbox', { name: 'İz süren stop mesafesi' }), '5');
    await user.click(screen.getByRole('button', { name: 'Al' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ marketLimit: null, trailingDistance: 5 });
    expect(Object.keys(sent()[0])).not.toEqual(
      expect.arrayContaining(['pendingKind', 'expiresAt', 'ocoWith']),
    );
  });

  test("pairs with one of this symbol's waiting orders as OCO", async () => {
    const user = await openTicket();
    await waitAt(user, '1980');
    const oco = await screen.findByLabelText('OCO eşi');
    expect([...(oco as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Yok',
      '#41 · Satış Stop · 1990.00',
    ]);
    await user.selectOptions(oco, '#41 · Satış Stop · 1990.00');
    await user.selectOptions(screen.getByLabelText('Emir türü'), 'Limit');
    await user.click(screen.getByRole('button', { name: 'Al' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ marketLimit: 1980, pendingKind: 'limit', ocoWith: '41' });
  });
});
