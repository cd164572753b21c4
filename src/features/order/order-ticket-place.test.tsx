import { act, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../api/api-slice';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { OrderTicket } from './order-ticket';
import { answerSymbols, findTicketForm, GOLD, renderTicketRoute, tick } from './testing/ticket-fixtures';

// A stand-in for the positions list: any query that provides OpenOrders must refetch after a placed order.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeOpenOrders: build.query<unknown, void>({
      query: () => '/orders?page=1',
      providesTags: ['OpenOrders'],
    }),
  }),
});

function OpenOrdersProbe() {
  probeApi.useProbeOpenOrdersQuery();
  return null;
}

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
  answerSymbols(fake, [GOLD]);
  fake.on('GET /api/orders', { body: { status: true, data: [], currentPage: 1, totalPages: 1 } });
});
afterEach(() => fake.restore());

function renderTicket() {
  return renderTicketRoute(
    <>
      <OpenOrdersProbe />
      <OrderTicket symbol="XAUUSD" revealDelayMs={0} />
    </>,
    { route: '/order/XAUUSD' },
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const amountInput = () => screen.getByPlaceholderText('Min. amount: 0.01');
const buyButton = () => screen.getByRole('button', { name: 'Al' });

/** The XAUUSD ticket shown and ready, and a user to work it. */
async function openTicket() {
  const user = userEvent.setup();
  renderTicket();
  await findTicketForm('XAUUSD');
  return user;
}
const sentOrderIds = () =>
  fake.callsTo('POST /api/orders').map((call) => (call.body as { clientOrderId: string }).clientOrderId);

/** The XAUUSD ticket, Al pressed once while the network loses the call, back to its ready state. */
async function placeWithLostAnswer() {
  fake.on('POST /api/orders', 'network-error');
  const user = await openTicket();
  await user.click(buyButton());
  await screen.findByText('Sistem Hatası! Lütfen daha sonra tekrar deneyiniz.');
  await waitFor(() => expect(buyButton()).toBeEnabled());
  return user;
}

describe('placing an order', () => {
  test('sends numbers with null for the fields that are off, toasts success, refreshes positions and goes to /', async () => {
    const user = userEvent.setup();
    fake.on('POST /api/orders', {
      status: 201,
      body: { status: true, message: 'Emir alındı.', data: { id: '1' } },
    });
    const { store } = renderTicket();
    await findTicketForm('XAUUSD');
    await waitFor(() => expect(fake.callsTo('GET /api/orders')).toHaveLength(1));

    await user.clear(amountInput());
    await user.type(amountInput(), '1.5');
    await user.click(screen.getByRole('checkbox', { name: 'Zarar Durdur' }));
    await user.clear(screen.getByRole('textbox', { name: 'Zarar Durdur' }));
    await user.type(screen.getByRole('textbox', { name: 'Zarar Durdur' }), '1900');
    await user.click(screen.getByRole('checkbox', { name: 'Kar Al' }));
    tick(store, 'XAUUSD', 2010.25, 2009.25); // Kar Al still follows the live ask
    await user.click(buyButton());

    expect(await screen.findByText('Başarıyla Tamamlandı.')).toBeInTheDocument();
    expect(fake.callsTo('POST /api/orders')).toHaveLength(1);
    expect(fake.callsTo('POST /api/orders')[0].body).toEqual({
      symbol: 'XAUUSD',
      type: 'Buy',
      amount: 1.5,
      marketLimit: null,
      stopLoss: 1900,
      takeProfit: 2010.25,
      clientOrderId: expect.stringMatching(UUID),
    });
    expect(await screen.findByText('Anasayfa')).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('GET /api/orders')).toHaveLength(2));
  });

  test('a Sell with every field off sends three nulls', async () => {
    fake.on('POST /api/orders', { body: { status: true } });
    const user = await openTicket();
    await user.click(screen.getByRole('tab', { name: /Sat/ }));
    await user.click(screen.getByRole('button', { name: 'Sat' }));
    await screen.findByText('Başarıyla Tamamlandı.');
    expect(fake.callsTo('POST /api/orders')[0].body).toEqual({
      symbol: 'XAUUSD',
      type: 'Sell',
      amount: 0.01,
      marketLimit: null,
      stopLoss: null,
      takeProfit: null,
      clientOrderId: expect.stringMatching(UUID),
    });
  });

  test('a submit that got no answer is sent again under the same clientOrderId; an answer starts a new one', async () => {
    const user = await placeWithLostAnswer();
    fake.on('POST /api/orders', { status: 422, body: { status: false, message: 'Piyasa kapalı.' } });
    await user.click(buyButton());
    await screen.findByText('Piyasa kapalı.');
    await waitFor(() => expect(buyButton()).toBeEnabled());
    await user.click(buyButton());
    await waitFor(() => expect(fake.callsTo('POST /api/orders')).toHaveLength(3));
    const ids = sentOrderIds();
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toMatch(UUID);
    expect(ids[2]).not.toBe(ids[0]);
  });

  test('a changed ticket after a lost answer is a new submit with a new id', async () => {
    const user = await placeWithLostAnswer();
    await user.clear(amountInput());
    await user.type(amountInput(), '0.02');
    await user.click(buyButton());
    await waitFor(() => expect(fake.callsTo('POST /api/orders')).toHaveLength(2));
    const [first, second] = sentOrderIds();
    expect(second).not.toBe(first);
  });

  test('status false shows the server message and stays; no positions refresh', async () => {
    const user = userEvent.setup();
    fake.on('POST /api/orders', {
      status: 422,
      body: { status: false, message: 'Serbest teminat yetersiz.' },
    });
    renderTicket();
    await findTicketForm('XAUUSD');
    await user.click(buyButton());
    expect(await screen.findByText('Serbest teminat yetersiz.')).toBeInTheDocument();
    expect(screen.queryByText('Anasayfa')).not.toBeInTheDocument();
    expect(fake.callsTo('GET /api/orders')).toHaveLength(1);
    // The busy state ends in the mutation's settle, which may land a tick after the toast.
    await waitFor(() => expect(buyButton()).toBeEnabled());
  });

  test('status false inside a 200 answer is a refusal too', async () => {
    fake.on('POST /api/orders', { body: { status: false, message: 'Piyasa kapalı.' } });
    const user = await openTicket();
    await user.click(buyButton());
    expect(await screen.findByText('Piyasa kapalı.')).toBeInTheDocument();
    expect(screen.queryByText('Anasayfa')).not.toBeInTheDocument();
  });

  test('no answer at all shows the failure message', async () => {
    fake.on('POST /api/orders', 'network-error');
    const user = await openTicket();
    await user.click(buyButton());
    expect(await screen.findByText('Sistem Hatası! Lütfen daha sonra tekrar deneyiniz.')).toBeInTheDocument();
  });

  test('the button is busy while the call runs and a second press sends nothing', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    fake.on(
      'POST /api/orders',
      () => new Promise((resolve) => (release = () => resolve({ body: { status: true } }))),
    );
    renderTicket();
    await findTicketForm('XAUUSD');
    await user.click(buyButton());
    await waitFor(() => expect(buyButton()).toHaveAttribute('aria-busy', 'true'));
    expect(buyButton()).toBeDisabled();
    await user.click(buyButton());
    await user.keyboard('{Enter}');
    act(() => release());
    await screen.findByText('Başarıyla Tamamlandı.');
    expect(fake.callsTo('POST /api/orders')).toHaveLength(1);
  });

  test('an invalid amount is refused with a Turkish message before any call', async () => {
    fake.on('POST /api/orders', { body: { status: true } });
    const user = await openTicket();
    await user.clear(amountInput());
    await user.type(amountInput(), 'abc');
    expect(amountInput()).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen bir miktar giriniz.');
    await user.keyboard('{Enter}');
    await user.type(amountInput(), '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Miktar en az 0.01 lot olmalıdır.');
    await user.keyboard('{Enter}');
    expect(fake.callsTo('POST /api/orders')).toHaveLength(0);
    await user.tab();
    expect(amountInput()).toHaveValue('0.01');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a field that is on without a price is refused', async () => {
    const user = await openTicket();
    await user.click(screen.getByRole('checkbox', { name: 'Market Limit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Market Limit' }));
    await user.click(buyButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Market Limit için geçerli bir fiyat giriniz.');
    expect(fake.callsTo('POST /api/orders')).toHaveLength(0);
  });
});

describe('toast durations (SPEC.md section 8)', () => {
  const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

  test('a refusal stays 3 s', async () => {
    fake.on('POST /api/orders', { status: 422, body: { status: false, message: 'Piyasa kapalı.' } });
    const user = await openTicket();
    await user.click(buyButton());
    await screen.findByText('Piyasa kapalı.');
    await pause(2600);
    expect(screen.getByText('Piyasa kapalı.')).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByText('Piyasa kapalı.'), { timeout: 1500 });
  }, 10_000);

  test('an exception stays 5 s', async () => {
    fake.on('POST /api/orders', 'network-error');
    const user = await openTicket();
    await user.click(buyButton());
    const text = 'Sistem Hatası! Lütfen daha sonra tekrar deneyiniz.';
    await screen.findByText(text);
    await pause(4600);
    expect(screen.getByText(text)).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByText(text), { timeout: 1500 });
  }, 12_000);
});
