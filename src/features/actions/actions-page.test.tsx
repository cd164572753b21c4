import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { goldSymbol } from '../../test/fixtures';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import {
  fakeMoneyApi,
  makeAccounts,
  makeSavedBank,
  makeTransaction,
  moneyState,
  ok,
  type MoneyFakeOptions,
} from '../../test/money-fakes';

let fake: FakeApi;
afterEach(() => fake.restore());

async function openActions(options: MoneyFakeOptions = {}) {
  fake = fakeMoneyApi(options).on('GET /api/margin/infos', ok([goldSymbol()]));
  const user = userEvent.setup();
  renderApp({ route: '/actions', preloadedState: moneyState() });
  await screen.findByRole('heading', { name: tr.actions.exchange.title }, SCREEN_WAIT);
  return user;
}

const widget = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

describe('/actions', () => {
  it('fills the six widgets of the actions grid', async () => {
    await openActions();
    for (const title of [
      tr.actions.depositTitle,
      tr.actions.withdrawTitle,
      tr.market.title,
      tr.actions.exchange.title,
      tr.actions.pending.title,
      tr.actions.aml.title,
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(await screen.findByText('XAUUSD')).toBeInTheDocument();
  });

  it('sends a quick Havale deposit to the first broker account and shows its reference', async () => {
    const user = await openActions();
    const deposit = widget(tr.actions.depositTitle);
    fake.on('POST /api/trans', ok(makeTransaction({ reference: 'KLD-QUICK1', amount: 100 })));
    await within(deposit).findByRole('button', { name: tr.money.deposit.submit });
    expect(
      within(deposit).queryByRole('tab', { name: tr.money.deposit.methods.card }),
    ).not.toBeInTheDocument();
    await user.type(within(deposit).getByLabelText(tr.money.amount), '100');
    await user.click(within(deposit).getByRole('button', { name: tr.money.deposit.submit }));
    expect(await within(deposit).findByTestId('deposit-reference')).toHaveTextContent('KLD-QUICK1');
    expect(fake.callsTo('POST /api/trans')[0].body).toEqual({
      type: 'deposit',
      method: 'havale',
      amount: 100,
      brokerAccountId: 'b1',
    });
  });

  it('sends a quick withdrawal to a saved account', async () => {
    const user = await openActions({ savedBanks: [makeSavedBank()] });
    fake.on('POST /api/trans', ok(makeTransaction({ type: 'withdrawal', method: 'iban', amount: 50 })));
    const withdraw = widget(tr.actions.withdrawTitle);
    await user.type(await within(withdraw).findByLabelText(tr.money.amount), '50');
    await user.click(within(withdraw).getByRole('button', { name: tr.money.withdrawal.submit }));
    await waitFor(() => expect(fake.callsTo('POST /api/trans')).toHaveLength(1));
    expect(fake.callsTo('POST /api/trans')[0].body).toMatchObject({ type: 'withdrawal', amount: 50 });
  });

  it('converts between the sample coins and currencies, both ways', async () => {
    const user = await openActions();
    const exchange = widget(tr.actions.exchange.title);
    const amount = within(exchange).getByLabelText(tr.actions.exchange.amount);
    await user.clear(amount);
    await user.type(amount, '2');
    await user.selectOptions(within(exchange).getByLabelText(tr.actions.exchange.to), 'eur');
    expect(within(exchange).getByTestId('exchange-result')).toHaveTextContent('123740.00 EUR');
    expect(exchange).toHaveTextContent(tr.actions.exchange.rate('BTC', '61870.00', 'EUR'));
    await user.click(within(exchange).getByRole('button', { name: tr.actions.exchange.swap }));
    expect(within(exchange).getByTestId('exchange-result')).toHaveTextContent('0.00003233 BTC');
  });

  it('sums what waits on the broker and shows the AML rules with the own limits and status', async () => {
    await openActions({
      verification: 'pending',
      accounts: makeAccounts('real', { real: { held: 400 } }),
      transactions: [
        [
          makeTransaction({ id: 'w1', type: 'withdrawal', method: 'iban', amount: 400 }),
          makeTransaction({ id: 'd1', amount: 250 }),
          makeTransaction({ id: 'd2', amount: 100, status: 'approved' }),
        ],
      ],
    });
    expect(await screen.findByTestId('pending-deposits')).toHaveTextContent('250.00 USD');
    expect(screen.getByTestId('pending-held')).toHaveTextContent('400.00 USD');

    const aml = widget(tr.actions.aml.title);
    expect(await within(aml).findByTestId('aml-limits')).toHaveTextContent(
      tr.actions.aml.depositLimits('10.00', '50000.00'),
    );
    expect(within(aml).getByTestId('aml-verification')).toHaveTextContent(tr.money.verification.pending);
    expect(within(aml).getByRole('link', { name: tr.actions.aml.verify })).toHaveAttribute(
      'href',
      '/verification',
    );
  });

  it('offers the switch to the real account in the money widgets on practice', async () => {
    await openActions({ active: 'practice' });
    await waitFor(() => expect(screen.getAllByText(tr.money.realOnly)).toHaveLength(2));
  });
});
