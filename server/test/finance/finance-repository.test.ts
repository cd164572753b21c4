// The keyset reads page through rows that share a time and have ids of different lengths in the
// ids' numeric order, each row once, whatever the page size; and only the account's own rows.
import { closedTrades, ledgerMovements } from '../../src/finance/statement-rows-repository';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { registerAndLogin } from '../helpers/register-and-login';

const AT = new Date(Date.UTC(2026, 0, 5, 12, 0, 0));
const RANGE: [number, number] = [Date.UTC(2026, 0, 1), Date.UTC(2026, 1, 1)];

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

describe('finance keyset reads', () => {
  let t: TestApp;
  let accountId: string;
  let otherAccountId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    accountId = user.accountId;
    otherAccountId = other.accountId;
    for (const [owner, account, first] of [
      [user.userId, accountId, 1],
      [other.userId, otherAccountId, 100],
    ] as const) {
      await t.db.query(
        `INSERT INTO orders (id, user_id, account_id, symbol, side, lots, status, open_price, close_price, profit_cents,
           close_reason, created_at, opened_at, close_at)
         SELECT n, $1, $2, 'EURUSD', 'Buy', 0.01, 'closed', 1.08, 1.09, n, 'manual', $3, $3, $3
         FROM generate_series($4::int, $4::int + 24) AS n`,
        [owner, account, AT, first],
      );
      await t.db.query(
        `INSERT INTO ledger (account_id, user_id, kind, amount_cents, balance_after_cents, created_at)
         SELECT $2, $1, 'deposit', n, n, $3 FROM generate_series(1, 25) AS n`,
        [owner, account, AT],
      );
    }
  });

  afterAll(async () => {
    await t.close();
  });

  it.each([1, 4, 9, 25, 1000])('closed trades, %i a page: 1 … 25 in order, once each', async (pageRows) => {
    const rows = await collect(closedTrades(t.db, accountId, ...RANGE, pageRows));
    expect(rows.map((row) => Number(row.id))).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
  });

  it.each([1, 4, 9, 1000])('ledger movements, %i a page: every row once, in id order', async (pageRows) => {
    const rows = await collect(ledgerMovements(t.db, accountId, ...RANGE, pageRows));
    const ids = rows.map((row) => Number(row.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The practice account's opening 10,000.00, at the same moment, then the 25 rows added here.
    expect(rows.map((row) => row.amountCents)).toEqual([
      1_000_000,
      ...Array.from({ length: 25 }, (_, index) => index + 1),
    ]);
  });

  it('a range that ends before the rows has none', async () => {
    expect(await collect(closedTrades(t.db, accountId, RANGE[0], AT.getTime()))).toEqual([]);
  });
});
