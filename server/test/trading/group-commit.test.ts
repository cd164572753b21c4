// Group commit through the order routes: decisions made while a commit is in flight share the next
// transaction, no client is answered before the transaction holding its order has committed, and a
// write that fails inside a batch leaves every other account's balance exactly as its own ledger
// says (the decisions before the culprit committed, those behind it dropped and rebuilt).
import { ledgerBalanceCents, loadAccount } from '../../src/accounts/accounts-repository';
import { createManualClock } from '../../src/clock';
import type { Database, Queryable } from '../../src/db/database';
import type { TestUser } from '../helpers/register-and-login';
import {
  buildTradingApp,
  marketOrder,
  MONDAY_NOON_MS,
  orderOf,
  type Answer,
  type TradingTestApp,
} from './trading-test-kit';

/** Watches trading's transactions: which orders each inserted, when each committed; can hold or fail. */
class WatchedDatabase {
  readonly log: string[] = [];
  transactions = 0;
  private gate: Promise<void> | null = null;
  private openGate: (() => void) | null = null;
  /** Inserting an order of this account throws (a write that fails inside a batch). */
  failInsertFor: string | null = null;

  holdNextTransaction(): void {
    this.gate = new Promise((resolve) => {
      this.openGate = resolve;
    });
  }

  release(): void {
    this.openGate?.();
    this.gate = null;
  }

  wrap = (db: Database): Database => ({
    ...db,
    query: (sql, params) => db.query(sql, params),
    transaction: async (fn) => {
      const gate = this.gate;
      if (gate) await gate;
      const number = (this.transactions += 1);
      const inserted: string[] = [];
      const result = await db.transaction((tx) => fn(this.watch(tx, inserted)));
      this.log.push(`commit ${number}: ${inserted.join(',')}`);
      return result;
    },
    // A group sent in one flight (BEGIN, statements, COMMIT together): watched the same way; the
    // failure is a statement that fails in the database, behind the group's writes.
    transactionOfStatements: async (statements) => {
      const gate = this.gate;
      if (gate) await gate;
      const number = (this.transactions += 1);
      const inserted: string[] = [];
      let failing = false;
      for (const { sql, params } of statements) failing = this.noteInsert(sql, params, inserted) || failing;
      const sent = failing ? [...statements, { sql: 'SELECT 1 / 0', params: [] }] : statements;
      const answers = await db.transactionOfStatements!(sent);
      this.log.push(`commit ${number}: ${inserted.join(',')}`);
      return answers;
    },
    execScript: (sql) => db.execScript(sql),
    close: () => db.close(),
    driver: db.driver,
  });

  private watch(tx: Queryable, inserted: string[]): Queryable {
    return {
      query: async (sql, params) => {
        if (this.noteInsert(sql, params, inserted)) throw new Error('disk full');
        return tx.query(sql, params);
      },
    };
  }

  /** Notes the orders a statement inserts; true when it inserts one of failInsertFor's account. */
  private noteInsert(sql: string, params: readonly unknown[] | undefined, inserted: string[]): boolean {
    if (!sql.includes('INSERT INTO orders') || !Array.isArray(params?.[0])) return false;
    const accounts = params[1] as string[];
    if (this.failInsertFor !== null && accounts.includes(this.failInsertFor)) return true;
    inserted.push(...(params[0] as string[]));
    return false;
  }
}

async function until(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition never met');
}

async function expectBalanceMatchesLedger(t: TradingTestApp, user: TestUser): Promise<number> {
  const account = await loadAccount(t.db, user.accountId);
  expect(await ledgerBalanceCents(t.db, user.accountId)).toBe(account?.balanceCents);
  const figures = await t.trading.accountFigures(user.accountId);
  expect(Math.round(figures.balance * 100)).toBe(account?.balanceCents);
  return account?.balanceCents ?? Number.NaN;
}

describe('group commit of orders', () => {
  it('writes the orders decided during a commit in one transaction and answers each after it', async () => {
    const watched = new WatchedDatabase();
    const t = await buildTradingApp(createManualClock(MONDAY_NOON_MS), { wrapDb: watched.wrap });
    try {
      const user = await t.customer();
      const answered: Answer[] = [];
      const place = () =>
        t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1)).then((answer) => {
          watched.log.push(`answer ${orderOf(answer).id}`);
          answered.push(answer);
          return answer;
        });
      watched.holdNextTransaction();
      const first = place();
      await until(() => t.trading.service.engine.positionsOf(user.accountId).length === 1);
      const others = Array.from({ length: 5 }, place);
      await until(() => t.trading.service.engine.positionsOf(user.accountId).length === 6);
      // All six decided, none committed: nobody has an answer yet.
      expect(answered).toEqual([]);
      const before = watched.transactions;
      watched.release();
      const answers = await Promise.all([first, ...others]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      // The first order alone, then the five decided while it waited, together.
      expect(watched.transactions - before).toBe(2);
      const commits = watched.log.filter((line) => line.startsWith('commit'));
      expect(commits.at(-1)?.split(': ')[1].split(',')).toHaveLength(5);
      // Every answer comes after the commit that wrote its order.
      for (const answer of answers) {
        const id = orderOf(answer).id;
        const committedAt = watched.log.findIndex(
          (line) => line.startsWith('commit') && line.split(': ')[1].split(',').includes(id),
        );
        expect(committedAt).toBeGreaterThanOrEqual(0);
        expect(watched.log.indexOf(`answer ${id}`)).toBeGreaterThan(committedAt);
      }
      const stored = await t.db.query<{ count: number }>(
        'SELECT COUNT(*)::int AS count FROM orders WHERE account_id = $1',
        [user.accountId],
      );
      expect(stored[0].count).toBe(6);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('refuses a failed decision alone: the others of its batch commit, those behind it on its account are dropped', async () => {
    const watched = new WatchedDatabase();
    const t = await buildTradingApp(createManualClock(MONDAY_NOON_MS), { wrapDb: watched.wrap });
    try {
      const [a, b, c, d] = [await t.customer(), await t.customer(), await t.customer(), await t.customer()];
      const positionOf = async (user: TestUser) =>
        orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1))).id;
      const [aId, bId, cId, dId] = [
        await positionOf(a),
        await positionOf(b),
        await positionOf(c),
        await positionOf(d),
      ];
      t.tick('EURUSD', 1.0905);
      await t.trading.service.whenPersisted();
      const cBalanceBefore = await expectBalanceMatchesLedger(t, c);
      const dBalanceBefore = await expectBalanceMatchesLedger(t, d);
      const engine = () => t.trading.service.engine;

      watched.holdNextTransaction();
      const closeA = t.send(a, 'PUT', '/api/orders/close', { id: aId });
      await until(() => engine().position(aId) === null);
      const closeB = t.send(b, 'PUT', '/api/orders/close', { id: bId });
      await until(() => engine().position(bId) === null);
      watched.failInsertFor = c.accountId;
      const placeC = t.send(c, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1));
      await until(() => engine().positionsOf(c.accountId).length === 2);
      // Behind the culprit on its account: decided by an engine that counted the failed order.
      const closeC = t.send(c, 'PUT', '/api/orders/close', { id: cId });
      await until(() => engine().position(cId) === null);
      // Behind the culprit on another account: nothing the failure touched.
      const closeD = t.send(d, 'PUT', '/api/orders/close', { id: dId });
      await until(() => engine().position(dId) === null);
      watched.release();

      const answers = await Promise.all([closeA, closeB, placeC, closeC, closeD]);
      const [answerA, answerB, answerC, answerCloseC, answerD] = answers;
      expect([answerA.statusCode, answerB.statusCode]).toEqual([200, 200]);
      expect(answerC.statusCode).toBeGreaterThanOrEqual(500);
      expect(answerCloseC.statusCode).toBeGreaterThanOrEqual(500);
      expect(answerD.statusCode).toBe(200);
      await t.trading.service.whenPersisted();
      watched.failInsertFor = null;

      // A, B and D are closed with their profit booked once; C has only its old position, as before.
      for (const user of [a, b, c, d]) await expectBalanceMatchesLedger(t, user);
      const aBalance = await loadAccount(t.db, a.accountId);
      expect(aBalance?.balanceCents).not.toBe(1_000_000);
      expect((await loadAccount(t.db, d.accountId))?.balanceCents).not.toBe(dBalanceBefore);
      const realized = await t.db.query<{ account_id: string }>(
        "SELECT account_id FROM ledger WHERE kind = 'realized' ORDER BY id",
      );
      expect(realized.map((row) => row.account_id)).toEqual([a.accountId, b.accountId, d.accountId]);
      expect(
        engine()
          .positionsOf(c.accountId)
          .map((position) => position.id),
      ).toEqual([cId]);
      expect(engine().position(dId)).toBeNull();
      expect((await loadAccount(t.db, c.accountId))?.balanceCents).toBe(cBalanceBefore);
      const open = await t.db.query<{ id: string }>(
        "SELECT id::text AS id FROM orders WHERE status = 'open'",
      );
      expect(open.map((row) => row.id)).toEqual([cId]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
