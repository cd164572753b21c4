// Group commit under concurrency, through the order routes: many orders from several accounts sent
// at once are all answered, share fewer transactions than there are decisions, land exactly as
// answered, and each account's ledger runs in decision order (every row's balance is the one before
// plus its amount, and the last is the account's balance, in the engine too). And a client is only
// answered once the commit holding its order has finished, however long that commit takes.
import { ledgerBalanceCents, loadAccount } from '../../src/accounts/accounts-repository';
import { createManualClock } from '../../src/clock';
import type { Database } from '../../src/db/database';
import type { TestUser } from '../helpers/register-and-login';
import {
  buildTradingApp,
  marketOrder,
  MONDAY_NOON_MS,
  orderOf,
  type TradingTestApp,
} from './trading-test-kit';

const ACCOUNTS = 4;
const ORDERS_PER_ACCOUNT = 6;

/** Counts trading's transactions; can hold a transaction's COMMIT after its statements ran. */
class CommitWatch {
  transactions = 0;
  statementsWritten = 0;
  private commitGate: Promise<void> | null = null;
  private openGate: (() => void) | null = null;

  delayCommits(): void {
    this.commitGate = new Promise((resolve) => {
      this.openGate = resolve;
    });
  }

  releaseCommits(): void {
    this.openGate?.();
    this.commitGate = null;
  }

  wrap = (db: Database): Database => ({
    ...db,
    query: (sql, params) => db.query(sql, params),
    transaction: (fn) => {
      this.transactions += 1;
      return db.transaction(async (tx) => {
        const result = await fn({
          query: (sql, params) => {
            this.statementsWritten += 1;
            return tx.query(sql, params);
          },
        });
        const gate = this.commitGate;
        if (gate) await gate;
        return result;
      });
    },
    // A group sent in one flight cannot be held between its statements and its COMMIT: its
    // answers are held instead, as a slow COMMIT's would be.
    transactionOfStatements: async (statements) => {
      this.transactions += 1;
      this.statementsWritten += statements.length;
      const answers = await db.transactionOfStatements!(statements);
      const gate = this.commitGate;
      if (gate) await gate;
      return answers;
    },
    execScript: (sql) => db.execScript(sql),
    close: () => db.close(),
    driver: db.driver,
  });
}

async function expectLedgerInOrder(t: TradingTestApp, user: TestUser): Promise<void> {
  const rows = await t.db.query<{ amount_cents: number; balance_after_cents: number }>(
    "SELECT amount_cents, balance_after_cents FROM ledger WHERE account_id = $1 AND kind <> 'credit' ORDER BY id",
    [user.accountId],
  );
  let balance = 0;
  for (const row of rows) {
    balance += row.amount_cents;
    expect(row.balance_after_cents).toBe(balance);
  }
  const account = await loadAccount(t.db, user.accountId);
  expect(account?.balanceCents).toBe(balance);
  expect(await ledgerBalanceCents(t.db, user.accountId)).toBe(balance);
  const figures = await t.trading.accountFigures(user.accountId);
  expect(Math.round(figures.balance * 100)).toBe(balance);
}

describe('group commit under concurrency', () => {
  it('answers every concurrent order of several accounts, writes each as answered, keeps each ledger in order', async () => {
    const watch = new CommitWatch();
    const t = await buildTradingApp(createManualClock(MONDAY_NOON_MS), { wrapDb: watch.wrap });
    try {
      const users: TestUser[] = [];
      for (let index = 0; index < ACCOUNTS; index += 1) users.push(await t.customer());
      await t.trading.service.whenPersisted();
      const before = watch.transactions;
      const placements = users.flatMap((user) =>
        Array.from({ length: ORDERS_PER_ACCOUNT }, (_, index) =>
          t.send(
            user,
            'POST',
            '/api/orders',
            marketOrder('EURUSD', index % 2 ? 'Sell' : 'Buy', 0.1 * (index + 1)),
          ),
        ),
      );
      const placed = await Promise.all(placements);
      expect(placed.map((answer) => answer.statusCode)).toEqual(placed.map(() => 200));
      const decisions = ACCOUNTS * ORDERS_PER_ACCOUNT;
      expect(watch.transactions - before).toBeLessThan(decisions);

      const orders = placed.map(orderOf);
      const stored = await t.db.query<{ id: string; account_id: string; lots: number; status: string }>(
        'SELECT id::text AS id, account_id, lots::float8 AS lots, status FROM orders ORDER BY id',
      );
      expect(stored).toHaveLength(decisions);
      for (const [index, order] of orders.entries()) {
        const user = users[Math.floor(index / ORDERS_PER_ACCOUNT)];
        const row = stored.find((candidate) => candidate.id === order.id);
        expect(row).toEqual({ id: order.id, account_id: user.accountId, lots: order.amount, status: 'open' });
      }

      t.tick('EURUSD', 1.0925);
      await t.trading.service.whenPersisted();
      const closing = watch.transactions;
      const closes = await Promise.all(
        orders.map((order, index) =>
          t.send(users[Math.floor(index / ORDERS_PER_ACCOUNT)], 'PUT', '/api/orders/close', { id: order.id }),
        ),
      );
      expect(closes.map((answer) => answer.statusCode)).toEqual(closes.map(() => 200));
      expect(watch.transactions - closing).toBeLessThan(decisions);
      const open = await t.db.query<{ count: number }>(
        "SELECT COUNT(*)::int AS count FROM orders WHERE status <> 'closed'",
      );
      expect(open[0].count).toBe(0);
      const realized = await t.db.query<{ count: number }>(
        "SELECT COUNT(*)::int AS count FROM ledger WHERE kind = 'realized'",
      );
      expect(realized[0].count).toBe(decisions);
      for (const user of users) await expectLedgerInOrder(t, user);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('answers a client only after the commit holding its order has finished', async () => {
    const watch = new CommitWatch();
    const t = await buildTradingApp(createManualClock(MONDAY_NOON_MS), { wrapDb: watch.wrap });
    try {
      const user = await t.customer();
      await t.trading.service.whenPersisted();
      const written = watch.statementsWritten;
      watch.delayCommits();
      let answered = false;
      const placing = t
        .send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.5))
        .then((answer) => {
          answered = true;
          return answer;
        });
      // The order's statements have run inside the transaction; only its COMMIT is waiting.
      for (let attempt = 0; attempt < 500 && watch.statementsWritten === written; attempt += 1)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(watch.statementsWritten).toBeGreaterThan(written);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      watch.releaseCommits();
      const answer = await placing;
      expect(answer.statusCode).toBe(200);
      const stored = await t.db.query<{ id: string }>('SELECT id::text AS id FROM orders');
      expect(stored.map((row) => row.id)).toEqual([orderOf(answer).id]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
