// The finance.end-of-day-snapshots job. Once a minute it asks: has the last ended Istanbul day its
// snapshots yet? The first run after each Istanbul midnight writes, for every account that existed
// by then, the engine's live figures of that moment as the ended day's snapshot (the balance,
// equity, margin, free margin, margin level and open profit, and each open position's profit), in
// batches of accounts by id, resuming at its cursor when its work budget runs out. Rows are
// inserted with ON CONFLICT DO NOTHING, so a re-run (or a second server) writes nothing new. A run
// missed for days (the server was down) catches up for the last ended day only, with the figures
// of when it runs; the days before it have no snapshot and the reports fall back to the ledger.
// With several engine shards each shard's leader runs its own job (`...shard-<N>`) for its own
// accounts, whose live figures only its engine has; the others' rows are theirs to write.
import type { Queryable } from '../db/database';
import type { JobDefinition } from '../jobs/job-scheduler';
import { addDays, dayStartMs, istanbulDay, type Day } from './istanbul-calendar';
import { restingFigures, type LiveAccounts, type LiveFigures } from './live-accounts';
import type { SnapshotPosition } from './finance-repository';
import { shardJobName, type AccountScope } from '../trading/account-scope';

export const END_OF_DAY_SNAPSHOTS_JOB = 'finance.end-of-day-snapshots';
export const END_OF_DAY_SNAPSHOTS_INTERVAL_MS = 60_000;
/** A batch is one read and one insert; five seconds covers tens of thousands of accounts. */
export const END_OF_DAY_SNAPSHOTS_WORK_BUDGET_MS = 5_000;
export const SNAPSHOT_ACCOUNTS_PER_BATCH = 500;

interface AccountRecord {
  id: string;
  balance_cents: number;
  credit_cents: number;
}

interface SnapshotRow extends LiveFigures {
  accountId: string;
  positions: SnapshotPosition[];
}

export interface EndOfDaySnapshotsDeps {
  db: Queryable;
  live: LiveAccounts;
  accountsPerBatch?: number;
  /** The engine's accounts (trading/account-scope.ts); every account when absent. */
  scope?: AccountScope;
}

/** Writes the day's snapshots of these accounts; answers how many rows were new. */
async function insertSnapshots(db: Queryable, day: Day, takenAtMs: number, rows: readonly SnapshotRow[]) {
  const inserted = await db.query<{ account_id: string }>(
    `INSERT INTO finance_snapshots (account_id, day, balance_cents, equity_cents, margin_cents, free_margin_cents,
       margin_level, open_profit_cents, positions, taken_at)
     SELECT v.account_id, $1::date, v.balance, v.equity, v.margin, v.free_margin, v.margin_level, v.open_profit,
       v.positions::jsonb, $2
     FROM unnest($3::text[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[], $8::numeric[], $9::bigint[],
       $10::text[]) AS v(account_id, balance, equity, margin, free_margin, margin_level, open_profit, positions)
     ON CONFLICT (account_id, day) DO NOTHING
     RETURNING account_id`,
    [
      day,
      new Date(takenAtMs),
      rows.map((row) => row.accountId),
      rows.map((row) => row.balanceCents),
      rows.map((row) => row.equityCents),
      rows.map((row) => row.marginCents),
      rows.map((row) => row.freeMarginCents),
      rows.map((row) => row.marginLevel),
      rows.map((row) => row.openProfitCents),
      rows.map((row) => JSON.stringify(row.positions)),
    ],
  );
  return inserted.length;
}

function snapshotRow(live: LiveAccounts, account: AccountRecord): SnapshotRow {
  const figures = live.figuresIfLoaded(account.id);
  if (!figures) {
    // Not in the engine: never traded since the start, so its stored balance is all there is.
    return {
      accountId: account.id,
      ...restingFigures(account.balance_cents, account.credit_cents),
      positions: [],
    };
  }
  return { accountId: account.id, ...figures, positions: live.openPositions(account.id) };
}

export function endOfDaySnapshotsJob(deps: EndOfDaySnapshotsDeps): JobDefinition {
  const batch = deps.accountsPerBatch ?? SNAPSHOT_ACCOUNTS_PER_BATCH;
  /** The last ended day whose every account is written: until the next midnight a run does nothing. */
  let completedDay: Day | null = null;
  /** Where an unfinished day resumes: the last account id written. */
  let cursor: { day: Day; afterId: string } | null = null;

  const { scope } = deps;
  const owns = scope ? (accountId: string) => scope.owns(accountId) : () => true;
  return {
    name: scope ? shardJobName(END_OF_DAY_SNAPSHOTS_JOB, scope) : END_OF_DAY_SNAPSHOTS_JOB,
    perShard: scope !== undefined && scope.shards > 1,
    intervalMs: END_OF_DAY_SNAPSHOTS_INTERVAL_MS,
    workBudgetMs: END_OF_DAY_SNAPSHOTS_WORK_BUDGET_MS,
    async run(context) {
      const today = istanbulDay(context.startedAtMs);
      const day = addDays(today, -1);
      if (completedDay === day) return;
      // Accounts opened after the day ended had no part in it. A customer's accounts open when they
      // register, and the registration's time is the server clock's (accounts.created_at is the
      // database's own now()).
      const dayEnd = new Date(dayStartMs(today));
      let afterId = cursor?.day === day ? cursor.afterId : '';
      while (!context.shouldStop()) {
        const accounts = await deps.db.query<AccountRecord>(
          `SELECT a.id, a.balance_cents, a.credit_cents FROM accounts a JOIN users u ON u.id = a.user_id
           WHERE a.id > $1 AND u.created_at < $2 ORDER BY a.id LIMIT $3`,
          [afterId, dayEnd, batch],
        );
        if (accounts.length > 0) {
          const rows = accounts
            .filter((account) => owns(account.id))
            .map((account) => snapshotRow(deps.live, account));
          await insertSnapshots(deps.db, day, context.startedAtMs, rows);
          afterId = accounts[accounts.length - 1].id;
          cursor = { day, afterId };
        }
        if (accounts.length < batch) {
          completedDay = day;
          cursor = null;
          return;
        }
      }
    },
  };
}
