// The orders table (migration 003) as copy trading reads and writes it: a copied order carries its
// copy and the trader it copies (`copy_id`, `copied_trader_id`, `copied_trader_name`), and a
// trader's figures come from the trader's own orders. Copy trading keeps its own tables (copies,
// copy_links, traders, comments) and reaches the orders only through here.
import type { Queryable } from '../db/database';

/** The realized profit of a copy's orders closed since `from`, cents. */
export async function closedCopyProfitCents(db: Queryable, copyId: string, from: Date): Promise<number> {
  const rows = await db.query<{ total: number | null }>(
    `SELECT COALESCE(SUM(profit_cents), 0)::bigint AS total FROM orders
     WHERE copy_id = $1 AND status = 'closed' AND close_at >= $2`,
    [copyId, from],
  );
  return Number(rows[0]?.total ?? 0);
}

export interface OpenCopyOrder {
  id: string;
  copyId: string;
  accountId: string;
  symbol: string;
  lots: number;
}

/** Every copied order still open. */
export async function openCopyOrders(db: Queryable): Promise<OpenCopyOrder[]> {
  const rows = await db.query<{
    id: string;
    copy_id: string;
    account_id: string;
    symbol: string;
    lots: number;
  }>(
    `SELECT id::text AS id, copy_id, account_id, symbol, lots::float8 AS lots
     FROM orders WHERE copy_id IS NOT NULL AND status = 'open'`,
  );
  return rows.map((row) => ({
    id: row.id,
    copyId: row.copy_id,
    accountId: row.account_id,
    symbol: row.symbol,
    lots: row.lots,
  }));
}

/** Open positions of the given accounts (the traders' positions a restart reconciles against). */
export async function openOrdersOf(
  db: Queryable,
  accountIds: readonly string[],
): Promise<{ id: string; accountId: string; openedAt: Date }[]> {
  if (accountIds.length === 0) return [];
  const rows = await db.query<{ id: string; account_id: string; opened_at: Date }>(
    `SELECT id::text AS id, account_id, opened_at FROM orders
     WHERE account_id = ANY($1::text[]) AND status = 'open'`,
    [accountIds],
  );
  return rows.map((row) => ({ id: row.id, accountId: row.account_id, openedAt: new Date(row.opened_at) }));
}

/** Tags orders as copies of the trader's, in the caller's transaction (the one that inserts them). */
export async function tagCopiedOrders(
  tx: Queryable,
  tags: readonly { orderId: string; copyId: string }[],
  trader: { traderId: string; name: string },
): Promise<void> {
  if (tags.length === 0) return;
  await tx.query(
    `UPDATE orders SET copy_id = tag.copy_id, copied_trader_id = $3, copied_trader_name = $4
     FROM unnest($1::bigint[], $2::text[]) AS tag(order_id, copy_id)
     WHERE orders.id = tag.order_id`,
    [tags.map((tag) => tag.orderId), tags.map((tag) => tag.copyId), trader.traderId, trader.name],
  );
}

/** The symbols the account trades most (open and closed orders), at most `limit`. */
export async function mostTradedSymbols(db: Queryable, accountId: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ symbol: string }>(
    `SELECT symbol FROM orders WHERE account_id = $1 AND status IN ('open', 'closed')
     GROUP BY symbol ORDER BY COUNT(*) DESC, symbol LIMIT $2`,
    [accountId, limit],
  );
  return rows.map((row) => row.symbol);
}

export interface ClosedTradeTotals {
  wins: number;
  losses: number;
  /** The sum of the winning trades' profit, cents. */
  plusCents: number;
  /** The sum of the losing trades' profit, cents (negative or zero). */
  minusCents: number;
}

/** The account's closed trades: how many won and lost, and what each side made. */
export async function closedTradeTotals(db: Queryable, accountId: string): Promise<ClosedTradeTotals> {
  const rows = await db.query<{ wins: number; losses: number; plus: number; minus: number }>(
    `SELECT COUNT(*) FILTER (WHERE profit_cents > 0)::bigint AS wins,
       COUNT(*) FILTER (WHERE profit_cents <= 0)::bigint AS losses,
       COALESCE(SUM(profit_cents) FILTER (WHERE profit_cents > 0), 0)::bigint AS plus,
       COALESCE(SUM(profit_cents) FILTER (WHERE profit_cents < 0), 0)::bigint AS minus
     FROM orders WHERE account_id = $1 AND status = 'closed' AND profit_cents IS NOT NULL`,
    [accountId],
  );
  const row = rows[0] ?? { wins: 0, losses: 0, plus: 0, minus: 0 };
  return {
    wins: Number(row.wins),
    losses: Number(row.losses),
    plusCents: Number(row.plus),
    minusCents: Number(row.minus),
  };
}
