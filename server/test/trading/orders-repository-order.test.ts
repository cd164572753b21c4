// listOrders pages each list newest first by the numeric id (closed orders by closing time, then
// id), never by the id's text, where '9' would come after '55'. The routes' view of the same rule
// is in orders-list-order.test.ts.
import { INSTRUMENTS } from '../../src/engine/catalogue';
import { listOrders, loadActiveOrders } from '../../src/trading/orders-repository';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { registerAndLogin, type TestUser } from '../helpers/register-and-login';

let t: TestApp;
let user: TestUser;

type Status = 'open' | 'waiting' | 'closed';

async function insertOrder(id: number, status: Status, closeAt: Date | null = null): Promise<void> {
  const at = new Date(t.clock.nowMs());
  await t.db.query(
    `INSERT INTO orders (id, account_id, user_id, symbol, side, lots, status, open_price, market_limit, created_at, opened_at,
       close_at) VALUES ($1, $2, $10, $3, 'Buy', 0.1, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      user.accountId,
      INSTRUMENTS[0]?.symbol ?? 'EURUSD',
      status,
      status === 'waiting' ? null : 1.1,
      status === 'waiting' ? 1.05 : null,
      at,
      status === 'waiting' ? null : at,
      closeAt,
      user.userId,
    ],
  );
}

async function ids(status: Status, page = 1, pageSize = 10): Promise<string[]> {
  const { records } = await listOrders(t.db, user.accountId, status, page, pageSize);
  return records.map((record) => record.id);
}

beforeAll(async () => {
  t = await buildTestApp();
  user = await registerAndLogin(t.app);
  for (const id of [9, 55, 100]) await insertOrder(id, 'open');
  for (const id of [7, 42, 310]) await insertOrder(id, 'waiting');
  // Closed at the same moment, so the id decides; order 3 closed a minute later, so it leads.
  const closedAt = new Date(t.clock.nowMs());
  for (const id of [8, 54, 120]) await insertOrder(id, 'closed', closedAt);
  await insertOrder(3, 'closed', new Date(closedAt.getTime() + 60_000));
});
afterAll(() => t.close());

describe('listOrders across a digit boundary', () => {
  it('lists open positions newest first', async () => {
    expect(await ids('open')).toEqual(['100', '55', '9']);
  });

  it('lists waiting orders newest first', async () => {
    expect(await ids('waiting')).toEqual(['310', '42', '7']);
  });

  it('lists closed orders by closing time, then newest id', async () => {
    expect(await ids('closed')).toEqual(['3', '120', '54', '8']);
  });

  it('pages on the same order', async () => {
    expect(await ids('open', 1, 2)).toEqual(['100', '55']);
    expect(await ids('open', 2, 2)).toEqual(['9']);
  });

  it('rebuilds the engine from the active rows oldest first', async () => {
    const active = await loadActiveOrders(t.db);
    expect(active.map((record) => record.id)).toEqual(['7', '9', '42', '55', '100', '310']);
  });
});
