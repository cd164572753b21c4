// The SQL of the jurisdiction's terms for new positions (migration 021): the operator's leverage
// caps, and what each account's records say for the caps and the minimum deposit (its kind, its
// owner's client category, its approved deposits and what withdrawals have paid out of it).
import type { ClientCategory } from '../../../contract/compliance';
import type { AccountKind } from '../../../contract/wallet';
import type { MarketCategory } from '../../../contract/entities';
import type { Queryable } from '../db/database';
import type { LeverageCapRow } from './leverage-caps';

export async function loadCapRows(db: Queryable): Promise<LeverageCapRow[]> {
  const rows = await db.query<{
    client_category: ClientCategory;
    asset_class: MarketCategory;
    max_leverage: number;
  }>('SELECT client_category, asset_class, max_leverage FROM leverage_caps');
  return rows.map((row) => ({
    clientCategory: row.client_category,
    assetClass: row.asset_class,
    maxLeverage: Number(row.max_leverage),
  }));
}

/** Sets one class's cap for one category; answers the cap it replaced (null: the default). */
export async function upsertCap(
  tx: Queryable,
  row: LeverageCapRow,
  changedBy: string,
  at: Date,
): Promise<number | null> {
  const before = await tx.query<{ max_leverage: number }>(
    'SELECT max_leverage FROM leverage_caps WHERE client_category = $1 AND asset_class = $2 FOR UPDATE',
    [row.clientCategory, row.assetClass],
  );
  await tx.query(
    `INSERT INTO leverage_caps (client_category, asset_class, max_leverage, changed_by, changed_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (client_category, asset_class)
       DO UPDATE SET max_leverage = EXCLUDED.max_leverage, changed_by = EXCLUDED.changed_by,
         changed_at = EXCLUDED.changed_at`,
    [row.clientCategory, row.assetClass, row.maxLeverage, changedBy, at],
  );
  return before[0] ? Number(before[0].max_leverage) : null;
}

export interface AccountStanding {
  accountId: string;
  kind: AccountKind;
  clientCategory: ClientCategory;
  /** The operator's caps for the owner's category, by class (classes without a row: the default). */
  capRows: LeverageCapRow[];
  depositedCents: number;
  /** Paid out by withdrawals, positive cents. */
  withdrawnCents: number;
}

/**
 * One row per known account, in one statement with the caps of its owner's category, so an order
 * reads the caps and the records of one moment; a practice account's money is not read (it has no
 * minimum).
 */
export async function accountStandings(
  db: Queryable,
  accountIds: readonly string[],
): Promise<AccountStanding[]> {
  const rows = await db.query<{
    id: string;
    kind: AccountKind;
    client_category: ClientCategory;
    deposited_cents: string | number | null;
    withdrawn_cents: string | number | null;
    caps: Record<string, number> | string | null;
  }>(
    `SELECT a.id, a.kind, u.client_category,
       (SELECT json_object_agg(c.asset_class, c.max_leverage) FROM leverage_caps c
         WHERE c.client_category = u.client_category) AS caps,
       CASE WHEN a.kind = 'real' THEN
         (SELECT COALESCE(SUM(l.amount_cents), 0) FROM ledger l WHERE l.account_id = a.id AND l.kind = 'deposit')
       END AS deposited_cents,
       CASE WHEN a.kind = 'real' THEN
         (SELECT -COALESCE(SUM(l.amount_cents), 0) FROM ledger l WHERE l.account_id = a.id AND l.kind = 'withdrawal')
       END AS withdrawn_cents
     FROM accounts a JOIN users u ON u.id = a.user_id
     WHERE a.id = ANY($1::text[])`,
    [accountIds],
  );
  return rows.map((row) => ({
    accountId: row.id,
    kind: row.kind,
    clientCategory: row.client_category,
    capRows: capRowsOf(row.client_category, row.caps),
    depositedCents: Number(row.deposited_cents ?? 0),
    withdrawnCents: Number(row.withdrawn_cents ?? 0),
  }));
}

function capRowsOf(
  clientCategory: ClientCategory,
  caps: Record<string, number> | string | null,
): LeverageCapRow[] {
  if (caps === null) return [];
  const byClass = (typeof caps === 'string' ? JSON.parse(caps) : caps) as Record<MarketCategory, number>;
  return (Object.keys(byClass) as MarketCategory[]).map((assetClass) => ({
    clientCategory,
    assetClass,
    maxLeverage: Number(byClass[assetClass]),
  }));
}
