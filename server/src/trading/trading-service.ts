// Orders: the trading service's public face. Every command is one engine decision, recorded by the
// persist queue in decision order with group commit, its caller answered and its events published
// only after that commit (trading-core.ts). A placement's or a close's answer is built from what the
// engine decided, not read back. The commands with more to them live beside this file: placing
// (order-placement.ts), many opens at once (batch-open.ts), closing and reversing (order-closes.ts).
import type { Order, OrderPayload, StopTakeUpdate } from '../../../contract/entities';
import type { MoneyCommands, RowsWriter } from '../accounts/money-commands';
import type { Queryable } from '../db/database';
import type { CloseAllFilter, CloseAllOutcome } from '../engine/risk-bulk-commands';
import type { WaitingOrderMove } from '../engine/risk-limit-move';
import { openBatch } from './batch-open';
import { NO_CLOSED_FILTER, type ClosedRowsFilter } from './closed-filter';
import { loadEngine } from './engine-loader';
import { closeAnswering, reverse } from './order-closes';
import { OrderPlacement } from './order-placement';
import { toOrder } from './order-view';
import type { OrderCommands } from './trading-commands';
import { listOrders } from './orders-repository';
import { accountChannel } from '../live/live-ports';
import { refused, TradingCore } from './trading-core';
import type {
  BatchOpen,
  BatchOutcome,
  OrderList,
  OrderOrigin,
  OrderPageResult,
  TradingServiceDeps,
} from './trading-types';
import { summaryOf } from './trading-types';

/** Orders per page of the three lists. */
export const ORDERS_PAGE_SIZE = 20;

export type {
  BatchOpen,
  BatchOpenOrder,
  BatchOutcome,
  OrderList,
  OrderOrigin,
  OrderPageResult,
  TradingLogger,
  TradingServiceDeps,
} from './trading-types';

export { summaryOf };

export class TradingService extends TradingCore implements MoneyCommands, OrderCommands {
  private readonly placement = new OrderPlacement(this);

  static async create(deps: TradingServiceDeps): Promise<TradingService> {
    const { engine, owners } = await loadEngine(
      deps.db,
      deps.engineOptions,
      deps.latestQuotes(),
      (accountId) => deps.live.isWatched(accountChannel(accountId)),
      deps.scope,
    );
    return new TradingService(deps, engine, owners);
  }

  /** Places an order; a retry under the same client id answers the order it placed (order-placement.ts). */
  place(
    accountId: string,
    payload: OrderPayload,
    clientOrderId?: string,
    origin?: OrderOrigin,
  ): Promise<Order> {
    return this.placement.place(accountId, payload, clientOrderId, origin);
  }

  /**
   * Decides every order of the batch in one synchronous engine run, then records them all, with
   * the caller's rows, in one transaction (batch-open.ts). Refusals are answers here, not errors.
   */
  openBatch(
    batch: BatchOpen,
    write: (tx: Queryable, outcomes: readonly BatchOutcome[]) => Promise<void>,
    /** Told when every order is decided, before anything is written (the copy benchmark). */
    decided?: () => void,
  ): Promise<BatchOutcome[]> {
    return openBatch(this, batch, write, decided);
  }

  /**
   * Closes a position, all of it or `lots` (robots, copy trading); `write` (another domain's rows)
   * commits in the close's own transaction.
   */
  async close(accountId: string, id: string, lots?: number, write?: RowsWriter): Promise<void> {
    await closeAnswering(this, accountId, id, lots, write);
  }

  /** Closes a position, all of it or `lots`; answers the closed order or the position left open. */
  closeAnswering(accountId: string, id: string, lots?: number): Promise<Order> {
    return closeAnswering(this, accountId, id, lots);
  }

  /**
   * Closes the account's matching open positions in one engine run (risk-bulk-commands.ts): each
   * close has its own rows and events, a refusal for one is reported beside the others' closes.
   */
  async closeAll(accountId: string, filter: CloseAllFilter): Promise<CloseAllOutcome> {
    return this.command(accountId, (engine) => engine.closeAll(accountId, filter));
  }

  /** Closes a position and opens its opposite in one decision; answers the new position. */
  reverse(accountId: string, id: string): Promise<{ closed: string; opened: Order }> {
    return reverse(this, accountId, id);
  }

  /** A waiting order's new price with its stop loss and take profit (a drag on the chart). */
  async moveWaiting(accountId: string, id: string, move: WaitingOrderMove): Promise<void> {
    const held = this.engine.position(id);
    if (held?.accountId === accountId && held.status === 'open') throw refused('LIMIT_MOVE_NOT_WAITING');
    await this.command(accountId, (engine) => engine.moveWaiting(accountId, id, move));
  }

  async cancel(accountId: string, id: string): Promise<void> {
    await this.command(accountId, (engine) => engine.cancelPending(accountId, id));
  }

  async modify(accountId: string, id: string, update: StopTakeUpdate): Promise<void> {
    await this.command(accountId, (engine) => engine.modify(accountId, id, update));
  }

  /** Credits an account through the engine and the ledger (an approved deposit, tests). */
  async deposit(accountId: string, amountCents: number, write?: RowsWriter): Promise<void> {
    await this.command(accountId, (engine) => engine.deposit(accountId, amountCents), write);
  }

  async hold(accountId: string, amountCents: number, write?: RowsWriter): Promise<void> {
    await this.command(accountId, (engine) => engine.hold(accountId, amountCents), write);
  }

  async release(accountId: string, amountCents: number, write?: RowsWriter): Promise<void> {
    await this.command(accountId, (engine) => engine.release(accountId, amountCents), write);
  }

  async withdrawHeld(accountId: string, amountCents: number, write?: RowsWriter): Promise<void> {
    await this.command(accountId, (engine) => engine.withdrawHeld(accountId, amountCents), write);
  }

  /** Closes, cancels and restores the practice balance (the caller checks the account's kind). */
  async resetBalance(accountId: string, balanceCents: number): Promise<void> {
    await this.command(accountId, (engine) => engine.resetBalance(accountId, balanceCents));
  }

  /** True for a symbol the engine trades. */
  hasSymbol(symbol: string): boolean {
    return this.engine.hasSymbol(symbol);
  }

  /** A page of one list; the closed list may be narrowed by a checked filter (closed-filter.ts). */
  async list(
    accountId: string,
    list: OrderList,
    page: number,
    filter: ClosedRowsFilter = NO_CLOSED_FILTER,
  ): Promise<OrderPageResult> {
    const { records, total } = await listOrders(
      this.deps.db,
      accountId,
      list,
      page,
      ORDERS_PAGE_SIZE,
      filter,
    );
    const data = records.map((record) =>
      toOrder(record, list === 'closed' ? null : this.engine.position(record.id), this.robotNameOf),
    );
    return { data, currentPage: page, totalPages: Math.ceil(total / ORDERS_PAGE_SIZE) };
  }
}
