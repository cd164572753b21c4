// A seeded trader's back-filled trades written in two statements, whatever their number: the
// closed orders in one INSERT over unnest'ed arrays, then their 'realized' ledger rows (after the
// account's deposit) in one postLedgerBatch. One statement per row made a fresh database's start
// send some five hundred statements, each its own turn of PGlite's queue.
import type { LedgerEntry } from '../accounts/accounts-repository';
import type { Queryable } from '../db/database';
import type { PastTrade } from './trader-backfill';

export type RobotTrade = PastTrade & { robotId: string };

/** Writes `trades` (oldest close first) as orders firstOrderId, firstOrderId + 1, ... */
export async function insertPastOrders(
  tx: Queryable,
  owner: { accountId: string; userId: string },
  firstOrderId: number,
  trades: readonly RobotTrade[],
): Promise<void> {
  if (trades.length === 0) return;
  const column = <T>(pick: (trade: RobotTrade) => T): T[] => trades.map(pick);
  await tx.query(
    `INSERT INTO orders (id, account_id, user_id, symbol, side, lots, status, open_price, close_price,
       stop_loss, take_profit, margin_cents, swap_cents, profit_cents, close_reason, created_at, opened_at,
       close_at, robot_id)
     SELECT $1::bigint + ord - 1, $2, $3, symbol, side, lots, 'closed', open_price, close_price,
       stop_loss, take_profit, margin_cents, 0, profit_cents, close_reason, opened_at, opened_at,
       close_at, robot_id
     FROM unnest($4::text[], $5::text[], $6::numeric[], $7::float8[], $8::float8[], $9::float8[],
       $10::float8[], $11::bigint[], $12::bigint[], $13::text[], $14::timestamptz[], $15::timestamptz[],
       $16::text[])
       WITH ORDINALITY AS t(symbol, side, lots, open_price, close_price, stop_loss, take_profit, margin_cents,
         profit_cents, close_reason, opened_at, close_at, robot_id, ord)`,
    [
      firstOrderId,
      owner.accountId,
      owner.userId,
      column((trade) => trade.symbol),
      column((trade) => trade.side),
      column((trade) => trade.lots),
      column((trade) => trade.openPrice),
      column((trade) => trade.closePrice),
      column((trade) => trade.stopLoss),
      column((trade) => trade.takeProfit),
      column((trade) => trade.marginCents),
      column((trade) => trade.profitCents),
      column((trade) => trade.reason),
      column((trade) => new Date(trade.openedAtMs)),
      column((trade) => new Date(trade.closedAtMs)),
      column((trade) => trade.robotId),
    ],
  );
}

/** The deposit, then each trade's 'realized' row in closing order, as one batch of ledger rows. */
export function pastLedgerEntries(
  accountId: string,
  deposit: { amountCents: number; at: Date },
  firstOrderId: number,
  trades: readonly RobotTrade[],
): LedgerEntry[] {
  return [
    { accountId, kind: 'deposit', amountCents: deposit.amountCents, at: deposit.at },
    ...trades.map((trade, index): LedgerEntry => ({
      accountId,
      kind: 'realized',
      amountCents: trade.profitCents,
      orderId: String(firstOrderId + index),
      at: new Date(trade.closedAtMs),
    })),
  ];
}
