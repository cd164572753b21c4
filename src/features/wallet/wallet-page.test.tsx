import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { PENDING_POLL_MS } from '../money/hooks/use-transactions';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { fakeMoneyApi, makeAccounts, makeTransaction, moneyState, ok, refusal } from '../../test/money-fakes';

const texts = tr.wallet;
let fake: FakeApi;
afterEach(() => fake.restore());

const pending = makeTransaction({ id: 't1', status: 'pending', amount: 250, reference: 'KLD-PEND01' });
const approved = makeTransaction({ id: 't2', status: 'approved', amount: 1000, reference: 'KLD-APPR02' });
const rejected = makeTransaction({
  id: 't3',
  type: 'withdrawal',
  method: 'iban',
  status: 'rejected',
  amount: 400,
  reference: 'KLD-REJE03',
  reason: 'IBAN sahibi hesap sahibiyle eşleşmiyor.',
});
const cancelled = makeTransaction({ id: 't4', status: 'cancelled', reference: 'KLD-CANC04' });

async function openWallet() {
  const user = userEvent.setup();
  renderApp({ route: '/wallet', preloadedState: moneyState() });
  await screen.findByRole('heading', { name: texts.transactionsTitle }, SCREEN_WAIT);
  return user;
}

describe('/wallet accounts', () => {
  it("shows both accounts' figures, the active one live, and the held amount", async () => {
    fake = fakeMoneyApi().on('GET /api/users/accounts', ok(makeAccounts('real', { real: { held: 120 } })));
    await openWallet();
    const real = await screen.findByTestId('account-real');
    expect(within(real).getByText(texts.active)).toBeInTheDocument();
    expect(screen.getByTestId('account-real-balance')).toHaveTextContent('1500.00 USD');
    expect(screen.getByTestId('account-real-held')).toHaveTextContent('120.00 USD');
    expect(screen.getByTestId('account-practice-balance')).toHaveTextContent('10000.00 USD');
    expect(screen.getByTestId('verification-status')).toHaveTextContent(tr.money.verification.verified);
  });

  it('switches to the practice account from its card', async () => {
    fake = fakeMoneyApi().on('PUT /api/users/accounts/active', ok(null));
    const user = await openWallet();
    const practice = await screen.findByTestId('account-practice');
    await user.click(within(practice).getByRole('button', { name: tr.accounts.switchTo.practice }));
    await waitFor(() => expect(fake.callsTo('PUT /api/users/accounts/active')).toHaveLength(1));
    expect(fake.callsTo('PUT /api/users/accounts/active')[0].body).toEqual({ id: 'acc-practice' });
  });
});

describe('/wallet transactions', () => {
  it('shows each status as its badge and the reason of a rejection', async () => {
    fake = fakeMoneyApi({ transactions: [[pending, approved, rejected, cancelled]] });
    await openWallet();
    const row = (id: string) => screen.findByTestId(`transaction-${id}`);
    expect(await row('t1')).toHaveTextContent(tr.money.statuses.pending);
    expect(await row('t1')).toHaveTextContent('+250.00 USD');
    expect(await row('t2')).toHaveTextContent(tr.money.statuses.approved);
    expect(await row('t3')).toHaveTextContent(tr.money.statuses.rejected);
    expect(await row('t3')).toHaveTextContent('-400.00 USD');
    expect(await row('t3')).toHaveTextContent(texts.reason('IBAN sahibi hesap sahibiyle eşleşmiyor.'));
    expect(await row('t4')).toHaveTextContent(tr.money.statuses.cancelled);
    // Only the pending one can be cancelled.
    expect(screen.getAllByRole('button', { name: texts.cancel })).toHaveLength(1);
    expect(screen.getByText(tr.positions.noMore)).toBeInTheDocument();
  });

  it("says 'Herhangi bir veri yok.' without transactions", async () => {
    fake = fakeMoneyApi({ transactions: [[]] });
    await openWallet();
    expect(await screen.findByText(tr.positions.empty)).toBeInTheDocument();
  });

  it("loads the next page with 'Daha Fazla' and appends it", async () => {
    fake = fakeMoneyApi({ transactions: [[pending, approved], [rejected]] });
    const user = await openWallet();
    await screen.findByTestId('transaction-t2');
    await user.click(screen.getByRole('button', { name: tr.positions.more }));
    expect(await screen.findByTestId('transaction-t3')).toBeInTheDocument();
    expect(screen.getByTestId('transaction-t1')).toBeInTheDocument();
    expect(screen.getByText(tr.positions.noMore)).toBeInTheDocument();
    expect(fake.callsTo('GET /api/trans/all').map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it('cancels a pending transaction after confirmation and reloads the list', async () => {
    let rows = [pending, approved];
    fake = fakeMoneyApi()
      .on('GET /api/trans/all', () => ({ body: { status: true, data: rows, currentPage: 1, totalPages: 1 } }))
      .on('POST /api/trans/cancel', () => {
        rows = [{ ...pending, status: 'cancelled' }, approved];
        return ok(null);
      });
    const user = await openWallet();
    await user.click(await screen.findByRole('button', { name: texts.cancel }));
    let dialog = screen.getByRole('dialog', { name: texts.cancelTitle });
    expect(dialog).toHaveTextContent(texts.cancelText('yatırma', '250.00'));
    await user.click(within(dialog).getByRole('button', { name: texts.keep }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo('POST /api/trans/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: texts.cancel }));
    dialog = screen.getByRole('dialog', { name: texts.cancelTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.cancelConfirm }));
    expect(await screen.findByText(texts.cancelled)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/trans/cancel')[0].body).toEqual({ id: 't1' });
    await waitFor(() =>
      expect(screen.getByTestId('transaction-t1')).toHaveTextContent(tr.money.statuses.cancelled),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a cancel", async () => {
    fake = fakeMoneyApi({ transactions: [[pending]] }).on(
      'POST /api/trans/cancel',
      refusal(409, 'Bu talep karara bağlandı; iptal edilemez.'),
    );
    const user = await openWallet();
    await user.click(await screen.findByRole('button', { name: texts.cancel }));
    await user.click(screen.getByRole('button', { name: texts.cancelConfirm }));
    expect(await screen.findByText('Bu talep karara bağlandı; iptal edilemez.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: texts.cancelTitle })).toBeInTheDocument();
  });

  it('asks again while a transaction is pending and reloads the figures once the broker decides', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let rows = [pending];
      fake = fakeMoneyApi().on('GET /api/trans/all', () => ({
        body: { status: true, data: rows, currentPage: 1, totalPages: 1 },
      }));
      await openWallet();
      await screen.findByTestId('transaction-t1');
      const accountLoads = fake.callsTo('GET /api/users/accounts').length;

      rows = [{ ...pending, status: 'approved', decidedAt: '2026-11-22T11:00:00.000Z' }];
      await act(async () => {
        jest.advanceTimersByTime(PENDING_POLL_MS);
      });
      await waitFor(() =>
        expect(screen.getByTestId('transaction-t1')).toHaveTextContent(tr.money.statuses.approved),
      );
      await waitFor(() =>
        expect(fake.callsTo('GET /api/users/accounts').length).toBeGreaterThan(accountLoads),
      );

      // Nothing is pending any more: no more asking.
      const listLoads = fake.callsTo('GET /api/trans/all').length;
      await act(async () => {
        jest.advanceTimersByTime(PENDING_POLL_MS * 2);
      });
      expect(fake.callsTo('GET /api/trans/all')).toHaveLength(listLoads);
    } finally {
      jest.useRealTimers();
    }
  });
});
