// The reports reconcile with the ledger to the cent. Two months of a customer's real account:
// a deposit the operator approves, trades through the trading service on the test feed (a full
// close, a partial close, a close in the next month), swap at rollovers, a withdrawal the operator
// approves; on the practice account a trade and the practice reset; and a second customer trading
// alongside. /months obeys its identity each month and ends at the balance; the statement CSV
// carries the same figures; no other account's row appears anywhere.
import { serverTexts } from '../../../contract/server-texts';
import { createManualClock } from '../../src/clock';
import { istanbulMonth } from '../../src/finance/istanbul-calendar';
import { turkishIban } from '../wallet/wallet-test-kit';
import type { TestUser } from '../helpers/register-and-login';
import { marketOrder, type Answer } from '../trading/trading-test-kit';
import {
  buildFinanceApp,
  cents,
  centsOfText,
  parseCsv,
  sectionRows,
  type FinanceCustomer,
  type FinanceTestApp,
} from './finance-test-kit';

const texts = serverTexts.finance;
/** Monday 15 December 2025, 12:00 in Istanbul: forex is open. */
const DECEMBER_MS = Date.UTC(2025, 11, 15, 9, 0, 0);
/** Tuesday 16 December 2025, 00:01 in Istanbul: one rollover has passed. */
const AFTER_ROLLOVER_MS = Date.UTC(2025, 11, 15, 21, 1, 0);
const DECEMBER_LATER_MS = Date.UTC(2025, 11, 16, 10, 0, 0);
/** Monday 5 January 2026, 15:00 in Istanbul: the current month of the reports. */
const JANUARY_MS = Date.UTC(2026, 0, 5, 12, 0, 0);

interface MonthRow {
  month: string;
  openingBalance: number;
  deposits: number;
  withdrawals: number;
  realized: number;
  swap: number;
  commission: number;
  other: number;
  closingBalance: number;
  closedTrades: number;
}

const idOf = (answer: Answer) => {
  if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body.message}`);
  return (answer.body.data as { id: string }).id;
};

function expectIdentity(row: MonthRow): void {
  expect(
    cents(row.openingBalance) +
      cents(row.deposits) -
      cents(row.withdrawals) +
      cents(row.realized) +
      cents(row.swap) -
      cents(row.commission) +
      cents(row.other),
  ).toBe(cents(row.closingBalance));
}

/** The ledger summed by Istanbul month and kind, straight from the table. */
async function ledgerByMonth(
  t: FinanceTestApp,
  accountId: string,
): Promise<Map<string, Map<string, number>>> {
  const rows = await t.db.query<{ kind: string; amount_cents: number; created_at: Date }>(
    'SELECT kind, amount_cents, created_at FROM ledger WHERE account_id = $1',
    [accountId],
  );
  const months = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const month = istanbulMonth(row.created_at.getTime());
    const kinds = months.get(month) ?? new Map<string, number>();
    kinds.set(row.kind, (kinds.get(row.kind) ?? 0) + row.amount_cents);
    months.set(month, kinds);
  }
  return months;
}

async function balanceCents(t: FinanceTestApp, accountId: string): Promise<number> {
  const [row] = await t.db.query<{ balance_cents: number }>(
    'SELECT balance_cents FROM accounts WHERE id = $1',
    [accountId],
  );
  return row.balance_cents;
}

describe('finance reports reconcile with the ledger', () => {
  let t: FinanceTestApp;
  let ayse: FinanceCustomer;
  let sukru: FinanceCustomer;
  let operator: TestUser;

  const months = async (user: TestUser): Promise<MonthRow[]> => {
    const answer = await t.send(user, 'GET', '/api/finance/months');
    expect(answer.statusCode).toBe(200);
    return answer.body.data as MonthRow[];
  };

  beforeAll(async () => {
    const clock = createManualClock(DECEMBER_MS);
    t = await buildFinanceApp(clock);
    ayse = await t.customer();
    sukru = await t.customer({ name: 'Şükrü', surname: 'Öztürk' });
    operator = await t.operator();

    // December: a Havale deposit the operator approves; the other customer is funded directly.
    const deposit = await t.send(ayse, 'POST', '/api/trans', {
      type: 'deposit',
      amount: 10_000,
      method: 'havale',
    });
    expect((await t.send(operator, 'POST', `/api/operator/trans/${idOf(deposit)}/approve`)).statusCode).toBe(
      200,
    );
    await t.trading.service.deposit(sukru.realId, 5_000_00);

    const first = idOf(await t.send(ayse, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1)));
    const held = idOf(await t.send(ayse, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.5)));
    idOf(await t.send(sukru, 'POST', '/api/orders', marketOrder('EURUSD', 'Sell', 1)));
    t.tick('EURUSD', 1.0912);
    expect((await t.send(ayse, 'PUT', '/api/orders/close', { id: first })).statusCode).toBe(200);

    clock.set(AFTER_ROLLOVER_MS);
    await t.trading.service.rollover(clock.nowMs());
    clock.set(DECEMBER_LATER_MS);
    t.tick('EURUSD', 1.0871);
    expect((await t.send(ayse, 'PUT', '/api/orders', { id: held, amount: 0.2 })).statusCode).toBe(200);

    // January: the rest closes (the rollovers since charge swap first), and a withdrawal.
    clock.set(JANUARY_MS);
    t.tick('EURUSD', 1.0933);
    await t.trading.service.whenPersisted();
    expect((await t.send(ayse, 'PUT', '/api/orders/close', { id: held })).statusCode).toBe(200);
    const withdrawal = await t.send(ayse, 'POST', '/api/trans', {
      type: 'withdrawal',
      amount: 500,
      iban: turkishIban(7),
      holder: 'Ayşe Yılmaz',
    });
    expect(
      (await t.send(operator, 'POST', `/api/operator/trans/${idOf(withdrawal)}/approve`)).statusCode,
    ).toBe(200);

    // The practice account: a losing trade, then the reset back to 10,000.00.
    expect(
      (await t.send(ayse, 'PUT', '/api/users/accounts/active', { id: ayse.practiceId })).statusCode,
    ).toBe(200);
    idOf(await t.send(ayse, 'POST', '/api/orders', marketOrder('BTCUSD', 'Buy', 0.1)));
    t.tick('BTCUSD', 94_000);
    expect((await t.send(ayse, 'POST', '/api/users/accounts/practice/reset')).statusCode).toBe(200);
    expect((await t.send(ayse, 'PUT', '/api/users/accounts/active', { id: ayse.realId })).statusCode).toBe(
      200,
    );
    await t.trading.service.whenPersisted();
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });

  it('each month obeys the identity, opens at the last closing and ends at the balance', async () => {
    const rows = await months(ayse);
    expect(rows.map((row) => row.month)).toEqual(['2026-01', '2025-12']);
    const [january, december] = rows;
    rows.forEach(expectIdentity);
    expect(december.openingBalance).toBe(0);
    expect(january.openingBalance).toBe(december.closingBalance);
    expect(cents(january.closingBalance)).toBe(await balanceCents(t, ayse.realId));
    const accounts = await t.send(ayse, 'GET', '/api/users/accounts');
    const real = (accounts.body.data as { id: string; balance: number }[]).find(
      (row) => row.id === ayse.realId,
    );
    expect(january.closingBalance).toBe(real?.balance);
  });

  it('every figure is the ledger summed by Istanbul month and kind, with only this account’s rows', async () => {
    const ledger = await ledgerByMonth(t, ayse.realId);
    const rows = await months(ayse);
    for (const row of rows) {
      const kinds = ledger.get(row.month) ?? new Map<string, number>();
      expect(cents(row.deposits)).toBe(kinds.get('deposit') ?? 0);
      expect(cents(row.withdrawals)).toBe(0 - (kinds.get('withdrawal') ?? 0));
      expect(cents(row.realized)).toBe(kinds.get('realized') ?? 0);
      expect(cents(row.swap)).toBe(kinds.get('swap') ?? 0);
      expect(row.commission).toBe(0);
      expect(row.other).toBe(0);
    }
    const [january, december] = rows;
    expect(december).toMatchObject({ deposits: 10_000, withdrawals: 0, closedTrades: 2 });
    expect(january).toMatchObject({ deposits: 0, withdrawals: 500, closedTrades: 1 });
    expect(december.swap).toBeLessThan(0);
    expect(january.swap).toBeLessThan(0);
    expect(december.realized).not.toBe(0);
    expect(january.realized).not.toBe(0);
  });

  it('the practice account has its own months: the reset is “other” and it ends at 10,000.00', async () => {
    expect(
      (await t.send(ayse, 'PUT', '/api/users/accounts/active', { id: ayse.practiceId })).statusCode,
    ).toBe(200);
    try {
      const rows = await months(ayse);
      rows.forEach(expectIdentity);
      expect(rows[0].closingBalance).toBe(10_000);
      expect(cents(rows[0].closingBalance)).toBe(await balanceCents(t, ayse.practiceId));
      const january = rows.find((row) => row.month === '2026-01');
      expect(january).toMatchObject({ deposits: 0, withdrawals: 0, closedTrades: 1 });
      expect(january?.realized).toBeLessThan(0);
      expect(cents(january?.other ?? 0)).toBe(-cents(january?.realized ?? 0));
    } finally {
      await t.send(ayse, 'PUT', '/api/users/accounts/active', { id: ayse.realId });
    }
  });

  it('the other customer sees only their own money', async () => {
    const rows = await months(sukru);
    rows.forEach(expectIdentity);
    expect(rows.map((row) => row.month)).toEqual(['2026-01', '2025-12']);
    expect(rows[1]).toMatchObject({ deposits: 5_000, closedTrades: 0, realized: 0 });
    const file = await t.download(sukru, '/api/finance/closed-trades.csv?from=2025-12-01&to=2026-01-05');
    const lines = parseCsv(file.text);
    expect(lines).toHaveLength(2); // headings and the total: Şükrü closed nothing
  });

  it('the December statement (CSV) carries the /months figures and the ledger’s rows', async () => {
    const file = await t.download(ayse, '/api/finance/statements/2025-12?format=csv');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="ekstre-2025-12.csv"');
    expect([...file.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(file.text.replace(/^\uFEFF/, ''));
    expect(new Set(rows.map((row) => row.length)).size).toBe(1);
    expect(rows[0][0]).toBe(texts.statement.title);
    const header = new Map(rows.slice(1, 8).map((row) => [row[0], row[1]]));
    expect(header.get(texts.statement.customer)).toBe('Ayşe Yılmaz');
    expect(header.get(texts.statement.accountKind)).toBe('Gerçek');
    expect(header.get(texts.statement.account)).toBe(ayse.realId);
    expect(header.get(texts.statement.period)).toBe('2025-12-01 – 2025-12-31');

    const december = (await months(ayse)).find((row) => row.month === '2025-12') as MonthRow;
    const summary = new Map(sectionRows(rows, texts.statement.summary).map((row) => [row[0], row[1]]));
    expect(centsOfText(summary.get(texts.summary.openingBalance) ?? '')).toBe(cents(december.openingBalance));
    expect(centsOfText(summary.get(texts.summary.deposits) ?? '')).toBe(cents(december.deposits));
    expect(centsOfText(summary.get(texts.summary.realized) ?? '')).toBe(cents(december.realized));
    expect(centsOfText(summary.get(texts.summary.swap) ?? '')).toBe(cents(december.swap));
    expect(centsOfText(summary.get(texts.summary.closingBalance) ?? '')).toBe(cents(december.closingBalance));
    expect(summary.get(texts.summary.closedTrades)).toBe('2');

    const closed = sectionRows(rows, texts.statement.closedPositions);
    expect(closed).toHaveLength(3);
    const total = closed[2];
    expect(total[0]).toBe(texts.statement.total);
    const profits = closed.slice(0, 2).map((row) => centsOfText(row[10]));
    expect(profits.reduce((sum, value) => sum + value, 0)).toBe(centsOfText(total[10]));
    expect(centsOfText(total[10])).toBe(cents(december.realized));
    expect(closed.slice(0, 2).map((row) => [row[1], row[2], row[3]])).toEqual([
      ['EURUSD', 'Alış', '1.00'],
      ['EURUSD', 'Alış', '0.20'],
    ]);

    // The 0.5-lot position was open at the month's end with 0.3 lots left; no snapshot was taken.
    const open = sectionRows(rows, texts.statement.openPositions);
    expect(open).toHaveLength(1);
    expect(open[0].slice(1, 4)).toEqual(['EURUSD', 'Alış', '0.30']);
    expect(open[0][6]).toBe('');

    const movements = sectionRows(rows, texts.statement.movements);
    const moved = movements.reduce((sum, row) => sum + centsOfText(row[2]), 0);
    expect(moved).toBe(cents(december.closingBalance) - cents(december.openingBalance));
    expect(movements[0][1]).toBe(texts.ledgerKinds.deposit);
    expect(centsOfText(movements[movements.length - 1][3])).toBe(cents(december.closingBalance));

    const margin = new Map(sectionRows(rows, texts.statement.marginStatus).map((row) => [row[0], row[1]]));
    expect(centsOfText(margin.get(texts.columns.balance) ?? '')).toBe(cents(december.closingBalance));
    expect(margin.get(texts.columns.source)).toBe(texts.figureSources.ledger);
  });

  it('the current month’s statement shows live margin figures and no open position', async () => {
    const file = await t.download(ayse, '/api/finance/statements/2026-01');
    expect(file.statusCode).toBe(200);
    const rows = parseCsv(file.text.replace(/^\uFEFF/, ''));
    const january = (await months(ayse))[0];
    const withdrawals = sectionRows(rows, texts.statement.movements).filter(
      (row) => row[1] === texts.ledgerKinds.withdrawal,
    );
    expect(withdrawals.map((row) => row[2])).toEqual(['-500.00']);
    expect(sectionRows(rows, texts.statement.openPositions)).toEqual([
      [texts.statement.none, ...Array<string>(10).fill('')],
    ]);
    const margin = new Map(sectionRows(rows, texts.statement.marginStatus).map((row) => [row[0], row[1]]));
    expect(margin.get(texts.columns.source)).toBe(texts.figureSources.live);
    expect(centsOfText(margin.get(texts.columns.balance) ?? '')).toBe(cents(january.closingBalance));
    expect(centsOfText(margin.get(texts.columns.equity) ?? '')).toBe(cents(january.closingBalance));
  });

  it('the closed-trades CSV lists the range’s closed positions with a total equal to the realized figures', async () => {
    const file = await t.download(ayse, '/api/finance/closed-trades.csv?from=2025-12-01&to=2026-01-05');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="kapanan-islemler-2025-12-01-2026-01-05.csv"',
    );
    expect(file.text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(file.text.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Pozisyon No',
      'Sembol',
      'Yön',
      'Lot',
      'Açılış Zamanı',
      'Açılış Fiyatı',
      'Kapanış Zamanı',
      'Kapanış Fiyatı',
      'Swap',
      'Komisyon',
      'Kâr/Zarar',
    ]);
    const body = rows.slice(1, -1);
    expect(body).toHaveLength(3);
    const [january, december] = await months(ayse);
    const total = rows[rows.length - 1];
    expect(total[0]).toBe('Toplam');
    expect(total[3]).toBe('1.50');
    expect(centsOfText(total[10])).toBe(cents(december.realized) + cents(january.realized));
    // Only December's two in a December range.
    const december2 = parseCsv(
      (await t.download(ayse, '/api/finance/closed-trades.csv?from=2025-12-01&to=2025-12-31')).text,
    );
    expect(december2).toHaveLength(4);
  });
});
