import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveMessagesReceived } from '../../socket/socket-actions';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { OrderTicket } from './order-ticket';
import {
  answerSymbols,
  findTicketForm,
  GOLD,
  renderTicketRoute,
  symbolInfo,
  THYAO,
  tick,
  USDTRY,
} from './testing/ticket-fixtures';
import { act } from 'react';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
  answerSymbols(fake, [GOLD, THYAO, USDTRY]);
});
afterEach(() => fake.restore());

const renderTicket = (symbol = 'XAUUSD', props: Partial<Parameters<typeof OrderTicket>[0]> = {}) =>
  renderTicketRoute(<OrderTicket symbol={symbol} revealDelayMs={0} {...props} />, {
    route: `/order/${symbol}`,
  });

/** The XAUUSD ticket shown and ready, and a user to work it. */
async function openTicket() {
  const user = userEvent.setup();
  renderTicket();
  await findTicketForm('XAUUSD');
  return user;
}

const amountInput = () => screen.getByPlaceholderText('Min. amount: 0.01');
const priceInput = (label: string) => screen.getByRole('textbox', { name: label });
const checkbox = (label: string) => screen.getByRole('checkbox', { name: label });

describe('order ticket', () => {
  test('shows the header, Buy by default with live bid and ask, the amount at min and the slider', async () => {
    renderTicket();
    const form = await findTicketForm('XAUUSD');
    expect(within(form).getByRole('heading', { name: 'XAUUSD' })).toBeInTheDocument();
    expect(within(form).getByText('Altın / ABD Doları')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Al/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('ticket-ask')).toHaveTextContent('2001.50');
    expect(screen.getByTestId('ticket-bid')).toHaveTextContent('2000.50');
    expect(amountInput()).toHaveValue('0.01');
    const slider = screen.getByRole('slider');
    expect(slider).toHaveAttribute('step', '0.01');
    expect(slider).toHaveAttribute('min', '0.01');
    expect(slider).toHaveAttribute('max', '25');
    expect(screen.getByText('Min 0.01')).toBeInTheDocument();
    expect(screen.getByText('Max 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Al' })).toBeEnabled();
    expect(screen.getByTestId('required-margin')).toHaveTextContent('24.01 USD');
    expect(screen.getByTestId('free-margin')).toHaveTextContent('10000.00 USD');
  });

  test('opens on Sell when that action is passed in', async () => {
    renderTicket('XAUUSD', { action: 'Sell' });
    await findTicketForm('XAUUSD');
    expect(screen.getByRole('tab', { name: /Sat/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Sat' })).toBeInTheDocument();
  });

  test('live ticks move the tab prices', async () => {
    const { store } = renderTicket();
    await findTicketForm('XAUUSD');
    tick(store, 'XAUUSD', 2005, 2004);
    expect(screen.getByTestId('ticket-ask')).toHaveTextContent('2005.00');
    expect(screen.getByTestId('ticket-bid')).toHaveTextContent('2004.00');
  });

  test('amount: typing is cleaned, blur clamps, the steppers respect min and max', async () => {
    const user = await openTicket();
    const minus = screen.getByRole('button', { name: 'Azalt' });
    const plus = screen.getByRole('button', { name: 'Artır' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    expect(amountInput()).toHaveValue('0.02');
    expect(minus).toBeEnabled();
    await user.clear(amountInput());
    await user.type(amountInput(), '3x0.456');
    expect(amountInput()).toHaveValue('30.45');
    await user.tab();
    expect(amountInput()).toHaveValue('25.00');
    expect(plus).toBeDisabled();
    await user.clear(amountInput());
    await user.type(amountInput(), '.');
    expect(amountInput()).toHaveValue('0.');
  });

  test('a field turned on prefills the buy price and follows it until edited; off sends null', async () => {
    const user = userEvent.setup();
    const { store } = renderTicket();
    await findTicketForm('XAUUSD');
    expect(priceInput('Zarar Durdur')).toBeDisabled();
    await user.click(checkbox('Zarar Durdur'));
    expect(priceInput('Zarar Durdur')).toHaveValue('2001.50');
    tick(store, 'XAUUSD', 2003.25, 2002.25);
    expect(priceInput('Zarar Durdur')).toHaveValue('2003.25');
    await user.clear(priceInput('Zarar Durdur'));
    await user.type(priceInput('Zarar Durdur'), '.5');
    expect(priceInput('Zarar Durdur')).toHaveValue('0.5');
    tick(store, 'XAUUSD', 2010, 2009);
    expect(priceInput('Zarar Durdur')).toHaveValue('0.5');
    await user.click(checkbox('Zarar Durdur'));
    expect(priceInput('Zarar Durdur')).toHaveValue('');
  });

  test('a Sell ticket prefills its fields with the sell price (bid)', async () => {
    const user = userEvent.setup();
    renderTicket('XAUUSD', { action: 'Sell' });
    await findTicketForm('XAUUSD');
    await user.click(checkbox('Kar Al'));
    expect(priceInput('Kar Al')).toHaveValue('2000.50');
  });

  test('steppers: 0.1 for a 4-digit price with a fraction, shown with 2 decimals; a trailing dot goes on blur', async () => {
    const user = await openTicket();
    await user.click(checkbox('Kar Al'));
    await user.click(screen.getByRole('button', { name: 'Kar Al Artır' }));
    expect(priceInput('Kar Al')).toHaveValue('2001.60');
    await user.clear(priceInput('Kar Al'));
    await user.type(priceInput('Kar Al'), '2100.');
    await user.tab();
    expect(priceInput('Kar Al')).toHaveValue('2100');
    await user.click(screen.getByRole('button', { name: 'Kar Al Azalt' }));
    expect(priceInput('Kar Al')).toHaveValue('2099.00');
  });

  test('switching sides resets the three fields', async () => {
    const user = await openTicket();
    await user.click(checkbox('Market Limit'));
    await user.click(checkbox('Zarar Durdur'));
    await user.click(checkbox('Kar Al'));
    await user.type(priceInput('Kar Al'), '9');
    await user.click(screen.getByRole('tab', { name: /Sat/ }));
    for (const label of ['Market Limit', 'Zarar Durdur', 'Kar Al']) {
      expect(checkbox(label)).not.toBeChecked();
      expect(priceInput(label)).toHaveValue('');
    }
    expect(screen.getByRole('button', { name: 'Sat' })).toBeInTheDocument();
  });

  test('a closed market greys the button out as Piyasa Kapalı with the opening time', async () => {
    answerSymbols(fake, [
      GOLD,
      symbolInfo({ symbol: 'GARAN', isOpen: false, oTime: '2026-11-23T07:00:00.000Z' }),
    ]);
    renderTicket('GARAN');
    await findTicketForm('GARAN');
    const button = screen.getByRole('button', { name: 'Piyasa Kapalı' });
    expect(button).toBeDisabled();
    const expected = new Date('2026-11-23T07:00:00.000Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    const shown = `${pad(expected.getDate())}.${pad(expected.getMonth() + 1)}.${expected.getFullYear()} ${pad(expected.getHours())}:00:00`;
    expect(screen.getByText(`Açılış zamanı: ${shown}`)).toBeInTheDocument();
  });

  test('the market opening live enables the button', async () => {
    answerSymbols(fake, [symbolInfo({ isOpen: false, oTime: '2026-11-23T07:00:00.000Z' })]);
    const { store } = renderTicket();
    await findTicketForm('XAUUSD');
    expect(screen.getByRole('button', { name: 'Piyasa Kapalı' })).toBeDisabled();
    act(() => {
      store.dispatch(liveMessagesReceived([{ type: 'market', symbol: 'XAUUSD', isOpen: true, oTime: null }]));
    });
    expect(screen.getByRole('button', { name: 'Al' })).toBeEnabled();
  });

  test('a symbol not in the list sends the user to /', async () => {
    renderTicket('NOPE');
    expect(await screen.findByText('Anasayfa')).toBeInTheDocument();
  });

  test("'Veri Bulunamadi' while the conversion symbol of a calc 1 symbol is missing", async () => {
    answerSymbols(fake, [THYAO]);
    renderTicket('THYAO');
    expect(await screen.findByText('Veri Bulunamadi')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  test("'Veri Bulunamadi' while the symbol has no price yet, then the form", async () => {
    answerSymbols(fake, [symbolInfo({ ask: null, bid: null })]);
    const { store } = renderTicket();
    expect(await screen.findByText('Veri Bulunamadi')).toBeInTheDocument();
    tick(store, 'XAUUSD', 2001.5, 2000.5);
    expect(await findTicketForm('XAUUSD')).toBeInTheDocument();
  });

  test("'Yukleniyor...' while the account figures are missing", async () => {
    renderTicketRoute(<OrderTicket symbol="XAUUSD" revealDelayMs={0} />, {
      route: '/order/XAUUSD',
      summary: null,
    });
    expect(await screen.findByText('Yukleniyor...')).toBeInTheDocument();
  });

  test('appears 1 s after load', async () => {
    renderTicketRoute(<OrderTicket symbol="XAUUSD" />, { route: '/order/XAUUSD' });
    expect(screen.getByTestId('order-ticket-pending')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('form', { name: 'XAUUSD' })).toBeInTheDocument(), {
      timeout: 1500,
    });
  });
});
