// The minimum initial deposit on the screens: the wallet and the order ticket say what is missing
// and how much when the server answers that the real account is below the line, in the
// catalogue's words, with the way to the deposit page; nothing when it is not. The ticket's
// required margin follows the leverage the server answers (capped under tr-spk), and a refusal
// for the minimum deposit shows the server's own sentence.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MinimumDepositStatus } from '../../../contract/trading-terms';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { installFakeApi } from '../../test/fake-api';
import { fakeMoneyApi, moneyState, ok } from '../../test/money-fakes';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { OrderTicket } from '../order/order-ticket';
import {
  answerSymbols,
  findTicketForm,
  GOLD,
  renderTicketRoute,
  USDTRY,
} from '../order/testing/ticket-fixtures';

const FIRST_DEPOSIT: MinimumDepositStatus = {
  blocked: true,
  reason: 'first-deposit',
  minimumTry: 50_000,
  minimumUsd: 1448.44,
  missingUsd: 448.44,
};
const AFTER_WITHDRAWAL: MinimumDepositStatus = {
  ...FIRST_DEPOSIT,
  reason: 'after-withdrawal',
  missingUsd: 51.56,
};
const NOT_BLOCKED: MinimumDepositStatus = { ...FIRST_DEPOSIT, blocked: false, reason: null, missingUsd: 0 };

let fake: FakeApi;
afterEach(() => fake.restore());

async function openWallet() {
  renderApp({ route: '/wallet', preloadedState: moneyState() });
  await screen.findByRole('heading', { name: tr.wallet.transactionsTitle }, SCREEN_WAIT);
}

describe('the wallet', () => {
  it('says what the first deposit still misses, with the way to deposit', async () => {
    fake = fakeMoneyApi().on('GET /api/compliance/minimum-deposit', ok(FIRST_DEPOSIT));
    await openWallet();
    const notice = await screen.findByTestId('minimum-deposit-notice', undefined, SCREEN_WAIT);
    expect(notice).toHaveTextContent(
      'Gerçek hesabınızda ilk işlemi açabilmek için en az 50000.00 TL (şu anki kurla 1448.44 USD) yatırmanız gerekiyor. Eksik tutar: 448.44 USD.',
    );
    expect(within(notice).getByRole('link', { name: tr.minimumDeposit.depositLink })).toHaveAttribute(
      'href',
      '/deposit',
    );
  });

  it('says a withdrawal left the account below the line, closing still allowed', async () => {
    fake = fakeMoneyApi().on('GET /api/compliance/minimum-deposit', ok(AFTER_WITHDRAWAL));
    await openWallet();
    expect(await screen.findByTestId('minimum-deposit-notice', undefined, SCREEN_WAIT)).toHaveTextContent(
      tr.minimumDeposit.afterWithdrawal('50000.00', '1448.44', '51.56'),
    );
  });

  it('shows nothing once the line is reached', async () => {
    fake = fakeMoneyApi().on('GET /api/compliance/minimum-deposit', ok(NOT_BLOCKED));
    await openWallet();
    await waitFor(() => expect(fake.callsTo('GET /api/compliance/minimum-deposit')).toHaveLength(1));
    expect(screen.queryByTestId('minimum-deposit-notice')).not.toBeInTheDocument();
  });
});

describe('the order ticket', () => {
  const renderTicket = () =>
    renderTicketRoute(<OrderTicket symbol="XAUUSD" revealDelayMs={0} />, { route: '/order/XAUUSD' });

  it('shows the notice above the send button', async () => {
    fake = installFakeApi().on('GET /api/compliance/minimum-deposit', ok(FIRST_DEPOSIT));
    answerSymbols(fake, [GOLD, USDTRY]);
    renderTicket();
    const form = await findTicketForm('XAUUSD');
    expect(await within(form).findByTestId('minimum-deposit-notice')).toHaveTextContent(
      tr.minimumDeposit.firstDeposit('50000.00', '1448.44', '448.44'),
    );
  });

  it("takes the required margin at the leverage the server answers (the cap's 1:10)", async () => {
    fake = installFakeApi();
    answerSymbols(fake, [{ ...GOLD, lvg: 10 }, USDTRY]);
    renderTicket();
    await findTicketForm('XAUUSD');
    // 0.01 lots of 100 ounces at the 2001 mid, a tenth of it, with the 1.2 display buffer.
    expect(screen.getByTestId('required-margin')).toHaveTextContent('240.12 USD');
  });

  it("shows the server's sentence when an order is refused for the minimum deposit", async () => {
    const user = userEvent.setup();
    const sentence =
      'Gerçek hesabınızda ilk işlemi açabilmek için en az 50.000 TL (şu anki kurla 1.448,44 USD) yatırmış olmanız gerekir. Eksik tutar: 448,44 USD.';
    fake = installFakeApi().on('POST /api/orders', {
      status: 422,
      body: { status: false, message: sentence, code: 'MIN_DEPOSIT_REQUIRED' },
    });
    answerSymbols(fake, [GOLD, USDTRY]);
    renderTicket();
    await findTicketForm('XAUUSD');
    await user.click(screen.getByRole('button', { name: 'Al' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
  });
});
