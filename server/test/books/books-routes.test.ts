// The trial balance and the client money per day over HTTP: operators only (a customer's token is
// 403, none 401), figures that reconcile to the cent with the ledger and the accounts, a total of
// zero, and Turkish refusals for a bad range.
import type { ClientMoneyReport, TrialBalance } from '../../../contract/books';
import { serverTexts } from '../../../contract/server-texts';
import { booksPart } from '../../src/books/books-part';
import { createManualClock } from '../../src/clock';
import { DAY_MS } from '../../src/finance/istanbul-calendar';
import type { TestUser } from '../helpers/register-and-login';
import { registerOperator } from '../helpers/register-operator';
import {
  buildTradingApp,
  marketOrder,
  MONDAY_NOON_MS,
  ordersOf,
  type TradingTestApp,
} from '../trading/trading-test-kit';
import { expectBooksBalance } from './books-check';

const texts = serverTexts.books;
const cents = (usd: number) => Math.round(usd * 100);

describe('/api/operator/books', () => {
  const clock = createManualClock(MONDAY_NOON_MS);
  let t: TradingTestApp;
  let operator: TestUser;
  let steady: TestUser;
  let risky: TestUser;
  beforeAll(async () => {
    t = await buildTradingApp(clock, { leadingParts: [booksPart] });
    operator = await registerOperator(t.app, t.db);
    // Monday 5 January 2026 (Istanbul): two deposits and a paid withdrawal.
    steady = await t.customer(5_000);
    risky = await t.customer(400);
    await t.trading.service.hold(steady.accountId, 250_00);
    await t.trading.service.withdrawHeld(steady.accountId, 250_00);
    // Tuesday: a profit for one, a stop-out through zero for the other.
    clock.set(MONDAY_NOON_MS + DAY_MS);
    t.tick('ETHUSD', 3415.5);
    const opened = await t.send(steady, 'POST', '/api/orders', marketOrder('ETHUSD', 'Sell', 0.5));
    expect(opened.statusCode).toBe(200);
    expect((await t.send(risky, 'POST', '/api/orders', marketOrder('ETHUSD', 'Buy', 1))).statusCode).toBe(
      200,
    );
    t.tick('ETHUSD', 1900);
    await t.trading.service.whenPersisted();
    const [position] = ordersOf(await t.send(steady, 'GET', '/api/orders'));
    expect((await t.send(steady, 'PUT', '/api/orders/close', { id: position.id })).statusCode).toBe(200);
    await t.trading.service.whenPersisted();
  }, 60_000);
  afterAll(() => t.close());

  it('answers 401 without a token and 403 to a customer, on both calls', async () => {
    for (const url of ['/api/operator/books/trial-balance', '/api/operator/books/client-money']) {
      expect((await t.send(null, 'GET', url)).statusCode).toBe(401);
      const refused = await t.send(steady, 'GET', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.body.status).toBe(false);
    }
  });

  it('shows every house account, the client money, and a total of zero', async () => {
    const answer = await t.send(operator, 'GET', '/api/operator/books/trial-balance');
    expect(answer.statusCode).toBe(200);
    const balance = answer.body.data as TrialBalance;
    const figures = await expectBooksBalance(t.db);
    expect(balance.houseAccounts.map((line) => line.account)).toEqual([
      'bank_clearing',
      'trading_result',
      'negative_balance_protection',
      'client_credit',
      'practice_funds',
    ]);
    const house = Object.fromEntries(
      balance.houseAccounts.map((line) => [line.account, cents(line.balance)]),
    );
    // The bank holds what came in less what went out: 5,000 + 400 − 250.
    expect(house.bank_clearing).toBe(-5_150_00);
    // The stop-out went through zero: the broker absorbed what the account could not pay.
    const [reset] = await t.db.query<{ cents: number }>(
      "SELECT SUM(amount_cents)::bigint AS cents FROM ledger WHERE account_id = $1 AND kind = 'stopout_reset'",
      [risky.accountId],
    );
    expect(Number(reset.cents)).toBeGreaterThan(0);
    expect(house.negative_balance_protection).toBe(-Number(reset.cents));
    expect(house).toEqual({ client_credit: 0, ...figures.byHouseAccount });
    // Three people registered: three practice accounts of 10,000.00 each.
    expect(house.practice_funds).toBe(-30_000_00);
    expect(cents(balance.practiceMoney)).toBe(30_000_00);
    const [real] = await t.db.query<{ cents: number }>(
      "SELECT SUM(balance_cents)::bigint AS cents FROM accounts WHERE kind = 'real'",
    );
    expect(cents(balance.clientMoney)).toBe(Number(real.cents));
    expect(balance.clientCredit).toBe(0);
    expect(balance.total).toBe(0);
    const everything =
      Object.values(house).reduce((sum, value) => sum + value, 0) +
      cents(balance.clientMoney) +
      cents(balance.practiceMoney);
    expect(everything).toBe(0);
    expect(balance.asOf).toBe(new Date(clock.nowMs()).toISOString());
  });

  it('shows the client money held at the end of each day, newest first, with the day’s movements', async () => {
    const answer = await t.send(
      operator,
      'GET',
      '/api/operator/books/client-money?from=2026-01-04&to=2026-01-06',
    );
    expect(answer.statusCode).toBe(200);
    const report = answer.body.data as ClientMoneyReport;
    expect(report).toMatchObject({ currency: 'USD', from: '2026-01-04', to: '2026-01-06' });
    expect(report.days.map((day) => day.date)).toEqual(['2026-01-06', '2026-01-05', '2026-01-04']);
    const [tuesday, monday, sunday] = report.days;
    expect(sunday).toEqual({
      date: '2026-01-04',
      deposits: 0,
      withdrawals: 0,
      tradingResult: 0,
      protection: 0,
      clientMoney: 0,
    });
    expect(monday).toEqual({
      date: '2026-01-05',
      deposits: 5_400,
      withdrawals: 250,
      tradingResult: 0,
      protection: 0,
      clientMoney: 5_150,
    });
    const [real] = await t.db.query<{ cents: number }>(
      "SELECT SUM(balance_cents)::bigint AS cents FROM accounts WHERE kind = 'real'",
    );
    expect(cents(tuesday.clientMoney)).toBe(Number(real.cents));
    expect(tuesday.protection).toBeGreaterThan(0);
    expect(cents(tuesday.clientMoney)).toBe(
      cents(monday.clientMoney) + cents(tuesday.tradingResult) + cents(tuesday.protection),
    );
    // A range that starts after the movements opens at the figure they left.
    const later = await t.send(operator, 'GET', '/api/operator/books/client-money?from=2026-01-06');
    expect((later.body.data as ClientMoneyReport).days).toEqual([tuesday]);
  });

  it('defaults to the last 30 days up to today', async () => {
    const answer = await t.send(operator, 'GET', '/api/operator/books/client-money');
    const report = answer.body.data as ClientMoneyReport;
    expect(report.days).toHaveLength(30);
    expect(report.to).toBe('2026-01-06');
    expect(report.from).toBe('2025-12-08');
  });

  it.each([
    ['from=2026-02-30', texts.dateInvalid],
    ['to=06.01.2026', texts.dateInvalid],
    ['from=2026-01-07', texts.dateFuture],
    ['from=2026-01-05&to=2026-01-04', texts.rangeReversed],
    ['from=2025-01-01&to=2026-01-02', texts.rangeTooLong(366)],
    ['day=2026-01-05', 'Bilinmeyen alan: day.'],
  ])('refuses %s with a Turkish message', async (query, message) => {
    const answer = await t.send(operator, 'GET', `/api/operator/books/client-money?${query}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: false, message });
  });
});
