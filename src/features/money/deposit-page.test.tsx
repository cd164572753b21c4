import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatIban } from '../../../contract/iban';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { currentSearch, renderApp, SCREEN_WAIT } from '../../test/render-app';
import {
  BROKER_ACCOUNTS,
  fakeMoneyApi,
  makeTransaction,
  moneyState,
  ok,
  refusal,
} from '../../test/money-fakes';

import { goToPaymentPage } from './payment-page-navigation';

// The provider's page is outside the app: the test stands in for the browser's navigation.
jest.mock('./payment-page-navigation', () => ({ goToPaymentPage: jest.fn() }));

const texts = tr.money.deposit;
let fake: FakeApi;
afterEach(() => fake.restore());

async function openDeposit() {
  const user = userEvent.setup();
  renderApp({ route: '/deposit', preloadedState: moneyState() });
  await screen.findByRole('button', { name: texts.submit }, SCREEN_WAIT);
  return user;
}

const amountInput = () => screen.getByLabelText(tr.money.amount);

describe('/deposit by Havale/EFT', () => {
  it('lists the broker IBANs in groups of four with a copy button, and copies one', async () => {
    fake = fakeMoneyApi();
    const user = await openDeposit();
    // After setup(): user-event puts a clipboard stub of its own on navigator.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const garanti = screen.getByTestId('broker-account-b1');
    expect(garanti).toHaveTextContent(formatIban(BROKER_ACCOUNTS[0].iban));
    expect(garanti).toHaveTextContent('Kaldıraç Yatırım A.Ş.');
    await user.click(within(garanti).getByRole('button', { name: texts.copyIban('Garanti BBVA') }));
    // Copied without spaces, the way banking apps' IBAN fields take it.
    expect(writeText).toHaveBeenCalledWith(BROKER_ACCOUNTS[0].iban);
    expect(await screen.findByText(tr.money.copied)).toBeInTheDocument();
    expect(screen.getByText(tr.money.limits('10.00', '50000.00'))).toBeInTheDocument();
  });

  it.each([
    ['', tr.money.amountEmpty],
    ['0', tr.money.amountZero],
    ['5', tr.money.amountBelowMin('10.00')],
    ['60000', tr.money.amountAboveMax('50000.00')],
  ])('refuses the amount %j before calling: %s', async (typed, message) => {
    fake = fakeMoneyApi();
    const user = await openDeposit();
    if (typed) await user.type(amountInput(), typed);
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/trans')).toHaveLength(0);
  });

  it('ignores a minus sign and anything but digits and one dot', async () => {
    fake = fakeMoneyApi();
    const user = await openDeposit();
    await user.type(amountInput(), '-12a.345.6');
    expect(amountInput()).toHaveValue('12.34');
  });

  it('sends a Havale request as numbers and shows the reference code while it is pending', async () => {
    fake = fakeMoneyApi().on(
      'POST /api/trans',
      ok(makeTransaction({ amount: 500, reference: 'KLD-H4V4LE' })),
    );
    const user = await openDeposit();
    await user.click(screen.getByRole('button', { name: '500 USD' }));
    expect(amountInput()).toHaveValue('500.00');
    await user.click(screen.getByRole('button', { name: texts.submit }));

    expect(await screen.findByTestId('deposit-reference')).toHaveTextContent('KLD-H4V4LE');
    expect(fake.callsTo('POST /api/trans')[0].body).toEqual({
      type: 'deposit',
      method: 'havale',
      amount: 500,
      brokerAccountId: 'b1',
    });
    expect(screen.getByText(texts.pendingNote)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.copyReference })).toBeInTheDocument();
    expect(await screen.findByText(texts.sent)).toBeInTheDocument();
  });

  it('sends an EFT to the chosen broker account', async () => {
    fake = fakeMoneyApi().on(
      'POST /api/trans',
      ok(makeTransaction({ method: 'eft', brokerAccountId: 'b2' })),
    );
    const user = await openDeposit();
    await user.click(screen.getByRole('tab', { name: texts.methods.eft }));
    await user.click(within(screen.getByTestId('broker-account-b2')).getByRole('radio'));
    await user.type(amountInput(), '75.5');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await screen.findByTestId('deposit-reference');
    expect(fake.callsTo('POST /api/trans')[0].body).toEqual({
      type: 'deposit',
      method: 'eft',
      amount: 75.5,
      brokerAccountId: 'b2',
    });
  });

  it("shows the server's refusal and keeps the form", async () => {
    fake = fakeMoneyApi().on('POST /api/trans', refusal(400, 'Yatırma tutarı limitlerin dışında.'));
    const user = await openDeposit();
    await user.type(amountInput(), '100');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(await screen.findByText('Yatırma tutarı limitlerin dışında.')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-reference')).not.toBeInTheDocument();
    expect(amountInput()).toHaveValue('100');
  });
});

describe('/deposit by card', () => {
  const card = texts.card;
  const checkout = {
    checkoutId: 'c1',
    paymentUrl: '/pay/checkout/c1',
    expiresAt: '2026-11-22T10:45:00.000Z',
  };

  beforeEach(() => jest.mocked(goToPaymentPage).mockClear());

  it('asks for the amount only and sends the customer to the provider’s page, with no card data', async () => {
    fake = fakeMoneyApi().on('POST /api/trans/card/checkout', ok(checkout));
    const user = await openDeposit();
    await user.click(screen.getByRole('tab', { name: texts.methods.card }));
    expect(screen.getByText(card.note)).toBeInTheDocument();
    expect(screen.queryByLabelText(/kart numarası|cvc|son kullanma/i)).not.toBeInTheDocument();
    await user.type(amountInput(), '200');
    await user.click(screen.getByRole('button', { name: card.submit }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('/pay/checkout/c1'));
    expect(fake.callsTo('POST /api/trans/card/checkout')[0].body).toEqual({ amount: 200 });
    expect(fake.callsTo('POST /api/trans')).toHaveLength(0);
  });

  it('back from the provider, claims the payment token once, forgets it and shows the credit', async () => {
    fake = fakeMoneyApi().on(
      'POST /api/trans',
      ok(
        makeTransaction({ id: 'c1', method: 'card', status: 'approved', amount: 200, brokerAccountId: null }),
      ),
    );
    renderApp({
      route: '/deposit?method=card&paymentToken=tok-1&amount=200.00',
      preloadedState: moneyState(),
    });
    expect(await screen.findByText(card.done, { selector: 'strong' }, SCREEN_WAIT)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/trans')).toHaveLength(1);
    expect(fake.callsTo('POST /api/trans')[0].body).toEqual({
      type: 'deposit',
      method: 'card',
      amount: 200,
      paymentToken: 'tok-1',
    });
    await waitFor(() => expect(currentSearch()).toBe('?method=card'));
    expect(screen.getByRole('tab', { name: texts.methods.card })).toHaveAttribute('aria-selected', 'true');
  });

  it('says so when the payment did not go through, and offers a new one', async () => {
    const refused = 'Kart ödemesi tamamlanmadı; hesabınıza para aktarılmadı.';
    fake = fakeMoneyApi().on('POST /api/trans', refusal(422, refused));
    const user = userEvent.setup();
    renderApp({ route: '/deposit?method=card&paymentToken=tok-2&amount=50', preloadedState: moneyState() });
    expect(await screen.findByText(card.failed, {}, SCREEN_WAIT)).toBeInTheDocument();
    expect(screen.getAllByText(refused).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: card.retry }));
    expect(screen.getByRole('button', { name: card.submit })).toBeInTheDocument();
    expect(fake.callsTo('POST /api/trans')).toHaveLength(1);
  });
});

describe('/deposit on the practice account', () => {
  it('says money moves on the real account only and switches there', async () => {
    fake = fakeMoneyApi({ active: 'practice' }).on('PUT /api/users/accounts/active', ok(null));
    const user = userEvent.setup();
    renderApp({ route: '/deposit', preloadedState: moneyState() });
    expect(await screen.findByText(tr.money.realOnly, {}, SCREEN_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.submit })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: tr.money.switchToReal }));
    await waitFor(() => expect(fake.callsTo('PUT /api/users/accounts/active')).toHaveLength(1));
    expect(fake.callsTo('PUT /api/users/accounts/active')[0].body).toEqual({ id: 'acc-real' });
  });
});
