// MASAK's purpose on the money forms (issue 21): nothing asked until the server refuses with
// PURPOSE_REQUIRED; then the field appears with the server's Turkish message, a blank purpose is
// refused before any call, and the next send carries the purpose. The card checkout keeps it for
// the claim on the way back from the provider's page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { fakeMoneyApi, makeSavedBank, makeTransaction, moneyState, ok } from '../../test/money-fakes';
import { goToPaymentPage } from './payment-page-navigation';
import { takeCardPurpose } from './card-purpose-memory';

// The first screen of a file waits for its lazily compiled chunks on a busy machine.
jest.setTimeout(30_000);
jest.mock('./payment-page-navigation', () => ({ goToPaymentPage: jest.fn() }));

const ASKED =
  "Bugünkü para yatırma ve çekme işlemlerinizin toplamı 400.000 TL'ye ulaştığı için işlemin amacını belirtmeniz gerekiyor (MASAK).";
const askedReply = { status: 400, body: { status: false, message: ASKED, code: 'PURPOSE_REQUIRED' } };

let fake: FakeApi;
afterEach(() => fake.restore());

const amountInput = () => screen.getByLabelText(tr.money.amount);
const purposeInput = () => screen.queryByLabelText(tr.money.purpose.label);

async function open(route: string, submit: string, marginFree = 1500) {
  const user = userEvent.setup();
  renderApp({ route, preloadedState: moneyState(marginFree) });
  await screen.findByRole('button', { name: submit }, SCREEN_WAIT);
  return user;
}

it('a transfer deposit asks for the purpose only when the server does, then sends it', async () => {
  let asked = false;
  fake = fakeMoneyApi().on('POST /api/trans', (call) => {
    const body = call.body as { purpose?: string };
    if (!body.purpose) {
      asked = true;
      return askedReply;
    }
    return ok(makeTransaction({ amount: 12000, purpose: body.purpose, flags: ['masak'] }));
  });
  const user = await open('/deposit', tr.money.deposit.submit);
  expect(purposeInput()).not.toBeInTheDocument();
  await user.type(amountInput(), '12000');
  await user.click(screen.getByRole('button', { name: tr.money.deposit.submit }));
  await waitFor(() => expect(purposeInput()).toBeInTheDocument());
  expect(asked).toBe(true);
  // The server's sentence stands under the field (and in the toast).
  expect(purposeInput()).toHaveAccessibleDescription(ASKED);

  // Blank: refused here, nothing sent.
  await user.type(purposeInput() as HTMLElement, '   ');
  await user.click(screen.getByRole('button', { name: tr.money.deposit.submit }));
  expect(await screen.findByText(tr.money.purpose.required)).toBeInTheDocument();
  expect(fake.callsTo('POST /api/trans')).toHaveLength(1);

  await user.clear(purposeInput() as HTMLElement);
  await user.type(purposeInput() as HTMLElement, ' Ev satışı ');
  await user.click(screen.getByRole('button', { name: tr.money.deposit.submit }));
  expect(await screen.findByText(tr.money.deposit.referenceTitle)).toBeInTheDocument();
  expect(fake.callsTo('POST /api/trans')[1].body).toEqual({
    type: 'deposit',
    method: 'havale',
    amount: 12000,
    brokerAccountId: 'b1',
    purpose: 'Ev satışı',
  });
});

it('a withdrawal shows the field on the refusal and sends the purpose with the next try', async () => {
  fake = fakeMoneyApi({ savedBanks: [makeSavedBank()] }).on('POST /api/trans', (call) =>
    (call.body as { purpose?: string }).purpose
      ? ok(makeTransaction({ type: 'withdrawal', method: 'iban', amount: 300, flags: ['masak'] }))
      : askedReply,
  );
  const user = await open('/withdrawal', tr.money.withdrawal.submit);
  await user.type(amountInput(), '300');
  await user.click(screen.getByRole('button', { name: tr.money.withdrawal.submit }));
  await waitFor(() => expect(purposeInput()).toBeInTheDocument());
  await user.type(purposeInput() as HTMLElement, 'Kira ödemesi');
  await user.click(screen.getByRole('button', { name: tr.money.withdrawal.submit }));
  expect(await screen.findByText(tr.money.withdrawal.sent)).toBeInTheDocument();
  expect(fake.callsTo('POST /api/trans')[1].body).toMatchObject({
    type: 'withdrawal',
    purpose: 'Kira ödemesi',
  });
  // Sent: the next request starts without the field.
  await waitFor(() => expect(purposeInput()).not.toBeInTheDocument());
});

it('a card checkout asks before the customer pays and keeps the purpose for the claim', async () => {
  const checkout = {
    checkoutId: 'c1',
    paymentUrl: '/pay/checkout/c1',
    expiresAt: '2026-11-22T10:45:00.000Z',
  };
  fake = fakeMoneyApi().on('POST /api/trans/card/checkout', (call) =>
    (call.body as { purpose?: string }).purpose ? ok(checkout) : askedReply,
  );
  const user = await open('/deposit', tr.money.deposit.submit);
  await user.click(screen.getByRole('tab', { name: tr.money.deposit.methods.card }));
  await user.type(amountInput(), '12000');
  await user.click(screen.getByRole('button', { name: tr.money.deposit.card.submit }));
  await waitFor(() => expect(purposeInput()).toBeInTheDocument());
  expect(goToPaymentPage).not.toHaveBeenCalled();
  await user.type(purposeInput() as HTMLElement, 'Yatırım');
  await user.click(screen.getByRole('button', { name: tr.money.deposit.card.submit }));
  await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('/pay/checkout/c1'));
  expect(fake.callsTo('POST /api/trans/card/checkout')[1].body).toEqual({
    amount: 12000,
    purpose: 'Yatırım',
  });
  expect(takeCardPurpose()).toBe('Yatırım');
  expect(takeCardPurpose()).toBeUndefined();
});
