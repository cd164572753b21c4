// The closed list filters by symbol, Istanbul days (inclusive) and side, and the closed-trades CSV
// takes the same filter and holds the same rows. Bad filters are 400 with a Turkish message.
import { serverTexts } from '../../../contract/server-texts';
import { createManualClock } from '../../src/clock';
import {
  buildFinanceApp,
  parseCsv,
  type FinanceCustomer,
  type FinanceTestApp,
} from '../finance/finance-test-kit';
import { ordersOf } from './trading-test-kit';

let t: FinanceTestApp;
let ayse: FinanceCustomer;
let mert: FinanceCustomer;

interface ClosedSeed {
  id: number;
  owner: FinanceCustomer;
  symbol: string;
  side: 'Buy' | 'Sell';
  closeAt: Date;
}

async function insertClosed(seed: ClosedSeed): Promise<void> {
  const openedAt = new Date(seed.closeAt.getTime() - 3_600_000);
  await t.db.query(
    `INSERT INTO orders (id, user_id, account_id, symbol, side, lots, status, open_price, close_price, margin_cents,
       swap_cents, profit_cents, close_reason, created_at, opened_at, close_at)
     VALUES ($1, $2, $3, $4, $5, 0.1, 'closed', 1.1, 1.2, 0, 0, 1000, 'manual', $6, $6, $7)`,
    [seed.id, seed.owner.userId, seed.owner.realId, seed.symbol, seed.side, openedAt, seed.closeAt],
  );
}

beforeAll(async () => {
  t = await buildFinanceApp(createManualClock(Date.UTC(2026, 2, 20, 9, 0, 0)));
  ayse = await t.customer();
  mert = await t.customer({ name: 'Mert', surname: 'Doğan' });
  // Istanbul is UTC+3: 20:59 UTC on 2 March is 23:59 there, 21:00 UTC is already 3 March.
  await insertClosed({
    id: 1,
    owner: ayse,
    symbol: 'XAUUSD',
    side: 'Buy',
    closeAt: new Date('2026-03-02T20:59:00Z'),
  });
  await insertClosed({
    id: 2,
    owner: ayse,
    symbol: 'XAUUSD',
    side: 'Sell',
    closeAt: new Date('2026-03-02T21:00:00Z'),
  });
  await insertClosed({
    id: 3,
    owner: ayse,
    symbol: 'EURUSD',
    side: 'Buy',
    closeAt: new Date('2026-03-05T10:00:00Z'),
  });
  await insertClosed({
    id: 4,
    owner: ayse,
    symbol: 'EURUSD',
    side: 'Sell',
    closeAt: new Date('2026-03-10T10:00:00Z'),
  });
  await insertClosed({
    id: 5,
    owner: mert,
    symbol: 'XAUUSD',
    side: 'Buy',
    closeAt: new Date('2026-03-02T12:00:00Z'),
  });
}, 60_000);
afterAll(() => t.close());

async function listed(query: string): Promise<{ ids: string[]; totalPages: number | undefined }> {
  const answer = await t.send(ayse, 'GET', `/api/orders/transaction${query}`);
  expect(answer.statusCode).toBe(200);
  return { ids: ordersOf(answer).map((order) => order.id), totalPages: answer.body.totalPages };
}

async function exportedIds(query: string): Promise<string[]> {
  const file = await t.download(ayse, `/api/finance/closed-trades.csv${query}`);
  expect(file.statusCode).toBe(200);
  const rows = parseCsv(file.text.replace(/^\uFEFF/, '')).filter((row) => row.length > 1);
  // The headings first and the total line last; the rows between, oldest first.
  return rows.slice(1, -1).map((row) => row[0] ?? '');
}

describe('the closed list’s filter', () => {
  it.each([
    ['', ['4', '3', '2', '1']],
    ['?symbol=XAUUSD', ['2', '1']],
    ['?type=Buy', ['3', '1']],
    ['?type=Sell&symbol=EURUSD', ['4']],
    ['?from=2026-03-03', ['4', '3', '2']],
    ['?to=2026-03-02', ['1']],
    ['?from=2026-03-03&to=2026-03-05', ['3', '2']],
    ['?from=2026-03-03&to=2026-03-03&symbol=XAUUSD&type=Sell', ['2']],
    ['?symbol=GBPUSD', []],
  ])('GET /api/orders/transaction%s lists only the matching closed positions', async (query, ids) => {
    const page = await listed(query);
    expect(page.ids).toEqual(ids);
    expect(page.totalPages).toBe(ids.length === 0 ? 0 : 1);
  });

  it.each([
    ['?from=2026-03-01&to=2026-03-20', ['1', '2', '3', '4']],
    ['?from=2026-03-01&to=2026-03-20&symbol=XAUUSD', ['1', '2']],
    ['?from=2026-03-03&to=2026-03-20&type=Sell', ['2', '4']],
    ['?from=2026-03-03&to=2026-03-05&symbol=XAUUSD&type=Sell', ['2']],
  ])('the CSV export with the same filter%s holds the same rows', async (query, ids) => {
    expect(await exportedIds(query)).toEqual(ids);
    const listedIds = (await listed(query)).ids;
    expect([...listedIds].reverse()).toEqual(ids);
  });

  it.each([
    ['?from=2026-02-30', serverTexts.finance.dateInvalid],
    ['?to=03.03.2026', serverTexts.finance.dateInvalid],
    ['?from=2026-03-05&to=2026-03-03', serverTexts.finance.rangeReversed],
    ['?type=Long', serverTexts.validation.invalid(serverTexts.validation.fields.type!)],
    ['?side=Buy', serverTexts.validation.unknownField('side')],
  ])('refuses %s with 400 in Turkish', async (query, message) => {
    const answer = await t.send(ayse, 'GET', `/api/orders/transaction${query}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: false, message });
  });

  it('refuses a side that is neither Buy nor Sell in the export too', async () => {
    const file = await t.download(ayse, '/api/finance/closed-trades.csv?type=Long');
    expect(file.statusCode).toBe(400);
    expect(JSON.parse(file.text)).toMatchObject({
      status: false,
      message: serverTexts.validation.invalid(serverTexts.validation.fields.type!),
    });
  });
});
