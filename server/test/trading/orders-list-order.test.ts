// The three order lists sort newest first by the numeric id (the closed list by closing time, then
// id), never by the id's text, where '9' would come after '55'.
import { INSTRUMENTS } from '../../src/engine/catalogue';
import type { TestUser } from '../helpers/register-and-login';
import { ordersOf, useTradingApp } from './trading-test-kit';

const t = useTradingApp();
let user: TestUser;

type Status = 'open' | 'waiting' | 'closed';

async function insertOrder(id: number, status: Status, closeAt: Date | null = null): Promise<void> {
  const at = new Date(t.clock.nowMs());
  const symbol = INSTRUMENTS[0]?.symbol ?? 'EURUSD';
  await t.db.query(
    `INSERT INTO orders (id, account_id, user_id, symbol, side, lots, status, open_price, market_limit, close_price,
       profit_cents, close_reason, created_at, opened_at, close_at)
     VALUES ($1, $2, $13, $3, 'Buy', 0.1, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      id,
      user.accountId,
      symbol,
      status,
      status === 'waiting' ? null : 1.1,
      status === 'waiting' ? 1.05 : null,
      status === 'closed' ? 1.2 : null,
      status === 'closed' ? 1000 : null,
      status === 'closed' ? 'manual' : null,
      at,
      status === 'waiting' ? null : at,
      closeAt,
      user.userId,
    ],
  );
}

async function listedIds(url: string): Promise<string[]> {
  const answer = await t.send(user, 'GET', url);
  expect(answer.statusCode).toBe(200);
  return ordersOf(answer).map((order) => order.id);
}

beforeAll(async () => {
  user = await t.customer(0);
  for (const id of [9, 55, 100]) await insertOrder(id, 'open');
  for (const id of [7, 42, 310]) await insertOrder(id, 'waiting');
  // Closed at the same moment: the id decides, numerically. Order 3 closed later, so it leads.
  const closedAt = new Date(t.clock.nowMs());
  for (const id of [8, 54, 120]) await insertOrder(id, 'closed', closedAt);
  await insertOrder(3, 'closed', new Date(closedAt.getTime() + 60_000));
});

describe('the order lists across a digit boundary', () => {
  it('GET /api/orders lists open positions newest first', async () => {
    expect(await listedIds('/api/orders')).toEqual(['100', '55', '9']);
  });

  it('GET /api/orders/open lists waiting orders newest first', async () => {
    expect(await listedIds('/api/orders/open')).toEqual(['310', '42', '7']);
  });

  it('GET /api/orders/transaction lists closed orders by closing time, then newest id', async () => {
    expect(await listedIds('/api/orders/transaction')).toEqual(['3', '120', '54', '8']);
  });
});
