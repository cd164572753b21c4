// The books page (/operator/books): the trial balance with each house account's debit or credit
// balance, the totals and the verdict; the client money per day, narrowed to a range on 'Göster',
// a backwards range refused on the form and the server's own refusal shown.
import { screen, waitFor, within } from '@testing-library/react';
import type { ClientMoneyReport, TrialBalance } from '../../../contract/books';
import { tr } from '../../i18n/tr-signed-in';
import { ok, refusal } from '../../test/money-fakes';
import { openBackOffice } from './test/open-back-office';
import { fakeOperatorApi, type OperatorFake } from './test/operator-fakes';

const texts = tr.operator.books;
jest.setTimeout(30_000);

let fake: OperatorFake;
afterEach(() => fake.restore());

/** 5,150 came in through the bank; the customers lost 300 to the broker, 120 of it absorbed. */
function balanced(): TrialBalance {
  return {
    asOf: '2026-11-22T09:00:00.000Z',
    currency: 'USD',
    houseAccounts: [
      { account: 'bank_clearing', balance: -5150 },
      { account: 'trading_result', balance: 300 },
      { account: 'negative_balance_protection', balance: -120 },
      { account: 'client_credit', balance: 0 },
      { account: 'practice_funds', balance: -30000 },
    ],
    clientMoney: 4970,
    practiceMoney: 30000,
    clientCredit: 0,
    total: 0,
  };
}

const DAYS: ClientMoneyReport = {
  currency: 'USD',
  from: '2026-11-21',
  to: '2026-11-22',
  days: [
    {
      date: '2026-11-22',
      deposits: 0,
      withdrawals: 0,
      tradingResult: -300,
      protection: 120,
      clientMoney: 4970,
    },
    {
      date: '2026-11-21',
      deposits: 5400,
      withdrawals: 250,
      tradingResult: 0,
      protection: 0,
      clientMoney: 5150,
    },
  ],
};

function fakeBooks(trial: TrialBalance = balanced()): OperatorFake {
  fake = fakeOperatorApi();
  fake.on('GET /api/operator/books/trial-balance', ok(trial));
  fake.on('GET /api/operator/books/client-money', (call) => {
    const from = call.query.get('from');
    if (from === '2020-01-01') return refusal(400, 'Tarih aralığı en fazla 366 gün olabilir.');
    return ok(from ? { ...DAYS, from, days: DAYS.days.filter((day) => day.date >= from) } : DAYS);
  });
  return fake;
}

const line = (key: string) => screen.findByTestId(`trial-line-${key}`);

it('is reached from the sections and shows each account on its debit or credit side, balanced', async () => {
  fakeBooks();
  const user = await openBackOffice('/operator');
  await user.click(screen.getByRole('link', { name: tr.operator.sections.books }));
  expect(await screen.findByRole('heading', { name: texts.trialBalance, level: 2 })).toBeInTheDocument();

  const bank = await line('bank_clearing');
  expect(bank).toHaveTextContent(texts.houseAccounts.bank_clearing);
  const [bankDebit, bankCredit] = within(bank).getAllByRole('cell');
  expect(bankDebit).toHaveTextContent('5150.00');
  expect(bankCredit).toHaveTextContent(tr.operator.unknown);
  const [resultDebit, resultCredit] = within(await line('trading_result')).getAllByRole('cell');
  expect(resultDebit).toHaveTextContent(tr.operator.unknown);
  expect(resultCredit).toHaveTextContent('300.00');
  expect(within(await line('negative_balance_protection')).getAllByRole('cell')[0]).toHaveTextContent(
    '120.00',
  );
  expect(within(await line('client-money')).getAllByRole('cell')[1]).toHaveTextContent('4970.00');
  expect(await line('client-money')).toHaveTextContent(texts.clientMoney);
  expect(within(await line('practice-money')).getAllByRole('cell')[1]).toHaveTextContent('30000.00');

  // Debits 5,150 + 120 + 30,000; credits 300 + 4,970 + 30,000.
  const [debitTotal, creditTotal] = within(screen.getByTestId('trial-total')).getAllByRole('cell');
  expect(debitTotal).toHaveTextContent('35270.00');
  expect(creditTotal).toHaveTextContent('35270.00');
  expect(screen.getByText(texts.balanced)).toHaveAttribute('role', 'status');
  expect(fake.callsTo('GET /api/operator/books/trial-balance')).toHaveLength(1);
});

it('says plainly when the books do not balance', async () => {
  fakeBooks({ ...balanced(), clientMoney: 4970.5, total: 0.5 });
  await openBackOffice('/operator/books');
  expect(await screen.findByText(texts.unbalanced('0.50'))).toBeInTheDocument();
  expect(screen.queryByText(texts.balanced)).not.toBeInTheDocument();
});

it('lists the client money per day, newest first, and narrows it to the range asked', async () => {
  fakeBooks();
  const user = await openBackOffice('/operator/books');
  const table = await screen.findByRole('region', { name: texts.daysTable });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual([
    'client-money-2026-11-22',
    'client-money-2026-11-21',
  ]);
  const monday = within(rows[1]).getAllByRole('cell');
  expect(monday.map((cell) => cell.textContent)).toEqual([
    '21.11.2026',
    '5400.00',
    '250.00',
    '0.00',
    '0.00',
    '5150.00',
  ]);
  expect(fake.callsTo('GET /api/operator/books/client-money')[0].query.toString()).toBe('');

  await user.type(screen.getByLabelText(texts.from), '2026-11-22');
  await user.click(screen.getByRole('button', { name: texts.show }));
  await waitFor(() => expect(screen.queryByTestId('client-money-2026-11-21')).not.toBeInTheDocument());
  expect(screen.getByTestId('client-money-2026-11-22')).toBeInTheDocument();
  expect(fake.callsTo('GET /api/operator/books/client-money').at(-1)?.query.toString()).toBe(
    'from=2026-11-22',
  );
});

it('refuses a backwards range on the form and shows the server’s refusal of a long one', async () => {
  fakeBooks();
  const user = await openBackOffice('/operator/books');
  await screen.findByTestId('client-money-2026-11-22');
  const calls = () => fake.callsTo('GET /api/operator/books/client-money').length;
  const before = calls();

  await user.type(screen.getByLabelText(texts.from), '2026-11-22');
  await user.type(screen.getByLabelText(texts.to), '2026-11-01');
  await user.click(screen.getByRole('button', { name: texts.show }));
  expect(await screen.findByText(texts.rangeReversed)).toBeInTheDocument();
  expect(calls()).toBe(before);

  await user.clear(screen.getByLabelText(texts.from));
  await user.type(screen.getByLabelText(texts.from), '2020-01-01');
  await user.clear(screen.getByLabelText(texts.to));
  await user.click(screen.getByRole('button', { name: texts.show }));
  expect(await screen.findByText('Tarih aralığı en fazla 366 gün olabilir.')).toBeInTheDocument();
  expect(screen.queryByTestId('client-money-2026-11-22')).not.toBeInTheDocument();
});
