import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatIban } from '../../../contract/iban';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import {
  fakeMoneyApi,
  GARANTI_IBAN,
  makeSavedBank,
  makeTransaction,
  moneyState,
  ok,
  refusal,
  ZIRAAT_IBAN,
} from '../../test/money-fakes';

const texts = tr.money.withdrawal;
let fake: FakeApi;
afterEach(() => fake.restore());

async function openWithdrawal(route = '/withdrawal', marginFree = 1500) {
  const user = userEvent.setup();
  renderApp({ route, preloadedState: moneyState(marginFree) });
  await screen.findByRole('button', { name: texts.submit }, SCREEN_WAIT);
  return user;
}

const amountInput = () => screen.getByLabelText(tr.money.amount);

describe('/withdrawal with a saved account', () => {
  it('shows the free margin as the available figure and sends the withdrawal as numbers', async () => {
    fake = fakeMoneyApi({ savedBanks: [makeSavedBank()] }).on(
      'POST /api/trans',
      ok(
        makeTransaction({ type: 'withdrawal', method: 'iban', amount: 300, iban: formatIban(GARANTI_IBAN) }),
      ),
    );
    const user = await openWithdrawal('/Withdrawal');
    expect(screen.getByTestId('withdrawal-available')).toHaveTextContent('1500.00 USD');
    expect(screen.getByTestId('saved-bank-sb1')).toHaveTextContent(formatIban(GARANTI_IBAN));
    expect(within(screen.getByTestId('saved-bank-sb1')).getByRole('radio')).toBeChecked();

    await user.type(amountInput(), '300');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(await screen.findByText(texts.sent)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/trans')[0].body).toEqual({
      type: 'withdrawal',
      amount: 300,
      iban: GARANTI_IBAN,
      holder: 'Demo Kullanıcı',
    });
    await waitFor(() => expect(amountInput()).toHaveValue(''));
  });

  it.each([
    ['', tr.money.amountEmpty],
    ['0', tr.money.amountZero],
    ['10', tr.money.amountBelowMin('20.00')],
    ['1500.01', tr.money.amountAboveAvailable('1500.00')],
  ])('refuses the amount %j before calling: %s', async (typed, message) => {
    fake = fakeMoneyApi({ savedBanks: [makeSavedBank()] });
    const user = await openWithdrawal();
    if (typed) await user.type(amountInput(), typed);
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/trans')).toHaveLength(0);
  });

  it('refuses above the withdrawal limit even with more free margin', async () => {
    fake = fakeMoneyApi({ savedBanks: [makeSavedBank()], marginFree: 40000 });
    const user = await openWithdrawal('/withdrawal', 40000);
    await user.type(amountInput(), '30000');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(await screen.findByText(tr.money.amountAboveMax('25000.00'))).toBeInTheDocument();
  });

  it("shows the server's refusal (free margin changed meanwhile)", async () => {
    fake = fakeMoneyApi({ savedBanks: [makeSavedBank()] }).on(
      'POST /api/trans',
      refusal(422, 'Çekim tutarı serbest teminatınızı aşıyor.'),
    );
    const user = await openWithdrawal();
    await user.type(amountInput(), '100');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(await screen.findByText('Çekim tutarı serbest teminatınızı aşıyor.')).toBeInTheDocument();
    expect(amountInput()).toHaveValue('100');
  });

  it('deletes a saved account', async () => {
    fake = fakeMoneyApi({ savedBanks: [makeSavedBank()] }).on('DELETE /api/users/banks/sb1', ok(null));
    const user = await openWithdrawal();
    await user.click(screen.getByRole('button', { name: texts.remove(formatIban(GARANTI_IBAN)) }));
    await waitFor(() => expect(fake.callsTo('DELETE /api/users/banks/sb1')).toHaveLength(1));
    expect(await screen.findByText(texts.removed)).toBeInTheDocument();
  });
});

describe('/withdrawal adding an account', () => {
  const ibanInput = () => screen.getByLabelText(texts.iban);

  it('groups the IBAN by four as typed and names the bank from its code', async () => {
    fake = fakeMoneyApi();
    const user = await openWithdrawal();
    await user.type(ibanInput(), ZIRAAT_IBAN.toLowerCase());
    expect(ibanInput()).toHaveValue(formatIban(ZIRAAT_IBAN));
    expect(screen.getByTestId('iban-bank')).toHaveTextContent('Ziraat Bankası');
  });

  it.each([
    ['', texts.ibanProblems.empty],
    ['DE89370400440532013000', texts.ibanProblems['not-turkish']],
    ['TR12 0006 2000', texts.ibanProblems['wrong-length']],
    [
      GARANTI_IBAN.slice(0, -1) + String((Number(GARANTI_IBAN.slice(-1)) + 1) % 10),
      texts.ibanProblems['bad-checksum'],
    ],
  ])('refuses the IBAN %j before sending: %s', async (typed, message) => {
    fake = fakeMoneyApi();
    const user = await openWithdrawal();
    if (typed) await user.type(ibanInput(), typed);
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/users/banks')).toHaveLength(0);
  });

  it('asks for the holder, then saves the IBAN without spaces and chooses it', async () => {
    const saved = makeSavedBank({
      id: 'sb9',
      iban: ZIRAAT_IBAN,
      bankCode: '00010',
      bankName: 'Ziraat Bankası',
    });
    let banks: ReturnType<typeof makeSavedBank>[] = [];
    fake = fakeMoneyApi()
      .on('GET /api/users/banks', () => ok(banks))
      .on('POST /api/users/banks', () => {
        banks = [saved];
        return ok(saved);
      });
    const user = await openWithdrawal();
    await user.type(ibanInput(), ZIRAAT_IBAN);
    // The holder starts as the customer's own name; emptied, it is asked for.
    const holder = screen.getByLabelText(texts.holder);
    expect(holder).toHaveValue('Demo Kullanıcı');
    await user.clear(holder);
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.holderRequired)).toBeInTheDocument();

    await user.type(holder, '  Demo Kullanıcı ');
    await user.click(screen.getByRole('button', { name: texts.save }));
    const row = await screen.findByTestId('saved-bank-sb9');
    expect(fake.callsTo('POST /api/users/banks')[0].body).toEqual({
      iban: ZIRAAT_IBAN,
      holder: 'Demo Kullanıcı',
    });
    expect(within(row).getByRole('radio')).toBeChecked();
  });

  it('asks for an account when none is saved', async () => {
    fake = fakeMoneyApi();
    const user = await openWithdrawal();
    await user.type(amountInput(), '100');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(await screen.findByText(texts.accountRequired)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/trans')).toHaveLength(0);
  });
});

describe('/withdrawal preconditions', () => {
  it('shows only the verification gate, before any form, while identity is not verified', async () => {
    fake = fakeMoneyApi({ verification: 'pending', savedBanks: [makeSavedBank()] });
    renderApp({ route: '/withdrawal', preloadedState: moneyState() });
    const notice = await screen.findByRole('note', { name: texts.verifyTitle }, SCREEN_WAIT);
    expect(notice).toHaveTextContent(tr.money.verification.pending);
    // Nothing to fill in: no amount, no account, no send.
    expect(screen.queryByLabelText(tr.money.amount)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.submit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.addAccount })).not.toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: texts.verifyLink })).toHaveAttribute(
      'href',
      '/verification',
    );
  });

  it('has no notice once verified', async () => {
    fake = fakeMoneyApi({ verification: 'verified', savedBanks: [makeSavedBank()] });
    await openWithdrawal();
    await waitFor(() => expect(fake.callsTo('GET /api/users/verification')).toHaveLength(1));
    expect(screen.queryByRole('note', { name: texts.verifyTitle })).not.toBeInTheDocument();
  });

  it('offers the switch on the practice account instead of the form', async () => {
    fake = fakeMoneyApi({ active: 'practice' });
    renderApp({ route: '/withdrawal', preloadedState: moneyState() });
    expect(await screen.findByText(tr.money.realOnly, {}, SCREEN_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.submit })).not.toBeInTheDocument();
  });
});
