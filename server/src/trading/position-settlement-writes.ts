// The writes that settle an open position, inside the caller's transaction like every order write
// (orders-writes.ts): a full or partial close, and the swap a rollover charges on it. A close answers
// the closed order's marks (its robot, its copied trader) from the statement that writes it, so the
// order is never read back to answer its client.
import type { Queryable, Statement } from '../db/database';
import { expectRowCount, isSqlCheckFailure } from '../db/sql-checks';
import type { PositionClosedEffect } from '../engine/engine-types';
import { firstMissing, idsNamed, OrderDriftError, updateOne } from './orders-writes';

/**
 * Who placed an order besides its account (a robot, a copied trader): the row holds these, the
 * engine does not, so a close reads them back from the statement that writes it (RETURNING), not
 * with a query of its own.
 */
export interface OrderMarks {
  robotId: string | null;
  copiedTraderId: string | null;
  copiedTraderName: string | null;
}

interface MarksRow {
  id: string;
  robot_id: string | null;
  copied_trader_id: string | null;
  copied_trader_name: string | null;
}

const MARKS_RETURNING =
  'RETURNING orders.id::text AS id, orders.robot_id, orders.copied_trader_id, orders.copied_trader_name';

const marksOf = (row: MarksRow): OrderMarks => ({
  robotId: row.robot_id,
  copiedTraderId: row.copied_trader_id,
  copiedTraderName: row.copied_trader_name,
});

/**
 * A full close turns the row closed. A partial close inserts the closed piece as a new closed row
 * (source_id names the position) and leaves the position open with the remaining lots and margin.
 * Answers the closed order's marks.
 */
export async function recordClose(tx: Queryable, close: PositionClosedEffect): Promise<OrderMarks> {
  if (close.id === close.sourceId) {
    const marks = (await recordFullCloses(tx, [close])).get(close.id);
    if (!marks) throw new OrderDriftError(close.id, 'close');
    return marks;
  }
  const pieces = await tx.query<MarksRow>(
    `INSERT INTO orders (id, account_id, user_id, symbol, side, lots, status, open_price, close_price,
       stop_loss, take_profit, margin_cents, swap_cents, profit_cents, close_reason, source_id, created_at,
       opened_at, close_at, robot_id, copy_id, copied_trader_id, copied_trader_name)
     SELECT $1, account_id, user_id, symbol, side, $2, 'closed', open_price, $3, stop_loss, take_profit,
       $4, $5, $6, $7, id, created_at, opened_at, $8, robot_id, copy_id, copied_trader_id, copied_trader_name
     FROM orders WHERE id = $9 AND status = 'open'
     ${MARKS_RETURNING}`,
    [
      close.id,
      close.lots,
      close.closePrice,
      close.marginCents,
      close.swapCents,
      close.realizedCents,
      close.reason,
      new Date(close.closedAtMs),
      close.sourceId,
    ],
  );
  if (pieces.length !== 1) throw new OrderDriftError(close.sourceId, 'split off a closed piece from');
  await updateOne(
    tx,
    close.sourceId,
    'split',
    `UPDATE orders SET lots = $2, margin_cents = $3, swap_cents = swap_cents - $4
     WHERE id = $1 AND status = 'open'`,
    [close.sourceId, close.remainingLots, close.remainingMarginCents, close.swapCents],
  );
  return marksOf(pieces[0]);
}

/**
 * Full closes in one statement (a stop-out storm closes thousands at once); as with recordClose,
 * each must turn exactly one open row closed. The ids must be distinct: the caller splits a batch
 * before an order would be touched twice. Answers each closed order's marks by its id.
 */
export async function recordFullCloses(
  tx: Queryable,
  closes: readonly PositionClosedEffect[],
): Promise<Map<string, OrderMarks>> {
  const ids = closes.map((close) => close.id);
  const { sql, params } = fullClosesStatement(closes);
  const rows = await tx.query<MarksRow>(sql, params).catch((error: unknown) => {
    throw isSqlCheckFailure(error) ? new OrderDriftError(idsNamed(ids), 'close') : error;
  });
  return marksOfCloses(rows);
}

/** recordFullCloses' statement; it fails itself (in SQL) unless each close turned one open row closed. */
export function fullClosesStatement(closes: readonly PositionClosedEffect[]): Statement {
  return {
    sql: expectRowCount(
      `UPDATE orders SET status = 'closed', close_price = v.close_price, profit_cents = v.profit_cents,
         close_reason = v.close_reason, close_at = v.close_at
       FROM unnest($1::bigint[], $2::float8[], $3::bigint[], $4::text[], $5::timestamptz[])
         AS v(id, close_price, profit_cents, close_reason, close_at)
       WHERE orders.id = v.id AND orders.status = 'open'
       ${MARKS_RETURNING}`,
      'cardinality($1::bigint[])',
      'open orders closed',
    ),
    params: [
      closes.map((close) => close.id),
      closes.map((close) => close.closePrice),
      closes.map((close) => close.realizedCents),
      closes.map((close) => close.reason),
      closes.map((close) => new Date(close.closedAtMs)),
    ],
  };
}

/** The closed orders' marks by id, from fullClosesStatement's rows. */
export function marksOfCloses(rows: readonly unknown[]): Map<string, OrderMarks> {
  return new Map((rows as MarksRow[]).map((row) => [String(row.id), marksOf(row)]));
}

export interface SwapCharge {
  orderId: string;
  amountCents: number;
}

/**
 * Swap charged at a rollover accumulates on the position it was charged for; one statement for
 * many positions (a rollover charges every open one), each an open row, distinct ids.
 */
export async function addSwaps(tx: Queryable, charges: readonly SwapCharge[]): Promise<void> {
  const ids = charges.map((charge) => charge.orderId);
  const rows = await tx.query<{ id: string }>(
    `UPDATE orders SET swap_cents = orders.swap_cents + v.amount_cents
     FROM unnest($1::bigint[], $2::bigint[]) AS v(id, amount_cents)
     WHERE orders.id = v.id AND orders.status = 'open'
     RETURNING orders.id`,
    [ids, charges.map((charge) => charge.amountCents)],
  );
  if (rows.length !== charges.length) throw new OrderDriftError(firstMissing(ids, rows), 'charge swap on');
}
