// Migration 023 backfills the house side of the ledger rows written before it. Its mapping is SQL,
// the running code's is house-accounts.ts: the backfill run over rows the code wrote must give
// back exactly the rows the code wrote, so the two can never disagree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createManualClock } from '../../src/clock';
import { buildTradingApp, marketOrder, MONDAY_NOON_MS } from '../trading/trading-test-kit';
import { expectBooksBalance } from './books-check';

const MIGRATION = path.resolve(__dirname, '../../src/db/migrations/023-house-ledger.sql');

function backfillStatement(): string {
  const sql = readFileSync(MIGRATION, 'utf8');
  return sql.slice(sql.indexOf('INSERT INTO house_ledger'));
}

it('the migration’s backfill writes what the running code writes, and the books balance', async () => {
  const t = await buildTradingApp(createManualClock(MONDAY_NOON_MS));
  try {
    const loser = await t.customer(400);
    const winner = await t.customer(2_000);
    await t.trading.service.hold(winner.accountId, 100_00);
    await t.trading.service.withdrawHeld(winner.accountId, 100_00);
    await t.send(loser, 'POST', '/api/orders', marketOrder('ETHUSD', 'Buy', 1));
    await t.send(winner, 'POST', '/api/orders', marketOrder('ETHUSD', 'Sell', 1));
    t.tick('ETHUSD', 1900);
    await t.trading.service.whenPersisted();
    await t.db.transaction(async (tx) => {
      await tx.query(
        "INSERT INTO ledger (account_id, user_id, kind, amount_cents, balance_after_cents) SELECT id, user_id, 'credit', 500, 500 FROM accounts WHERE id = $1",
        [winner.accountId],
      );
      await tx.query('UPDATE accounts SET credit_cents = 500 WHERE id = $1', [winner.accountId]);
    });

    const read = () =>
      t.db.query<{ ledger_id: number; house_account: string; amount_cents: number; created_at: Date }>(
        'SELECT ledger_id, house_account, amount_cents, created_at FROM house_ledger ORDER BY ledger_id',
      );
    const written = await read();
    const kinds = await t.db.query<{ kind: string }>('SELECT DISTINCT kind FROM ledger ORDER BY kind');
    expect(kinds.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['deposit', 'practice_reset', 'realized', 'stopout_reset', 'withdrawal']),
    );
    // The raw credit row above has no house side yet: the backfill gives it one.
    expect(written).toHaveLength((await t.db.query('SELECT id FROM ledger')).length - 1);

    await t.db.query('DELETE FROM house_ledger');
    await t.db.query(backfillStatement());
    const backfilled = await read();
    expect(backfilled.filter((row) => row.house_account !== 'client_credit')).toEqual(written);
    expect(backfilled.filter((row) => row.house_account === 'client_credit')).toEqual([
      expect.objectContaining({ amount_cents: -500 }),
    ]);
    await expectBooksBalance(t.db);
  } finally {
    await t.close();
  }
}, 60_000);
