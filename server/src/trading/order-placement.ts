// Placing one order: the jurisdiction's gate and terms, the client's own id (a retry returns the
// order that id already placed), then one decision whose order row is written once, whole, from
// what the engine decided with its placer's marks, and an answer built from that decision rather
// than read back.
import type { Order, OrderPayload } from '../../../contract/entities';
import { findInstrument } from '../engine/catalogue';
import { isSameOrderRequest, requestedOrder } from './client-order-match';
import { orderOfDecision } from './order-view';
import { findClientOrder } from './orders-repository';
import type { OrderTags } from './orders-writes';
import { refused, type TradingCore } from './trading-core';
import type { AccountTerms, OrderOrigin } from './trading-types';

export class OrderPlacement {
  /** Placements under a client's id still running, so a parallel retry waits for the first. */
  private readonly placingByClientId = new Map<string, { payload: OrderPayload; placing: Promise<Order> }>();

  constructor(private readonly core: TradingCore) {}

  /**
   * Places an order. With the client's own id, a retry (its first answer lost, or sent twice at
   * once) returns the order that id already placed on this account instead of placing another:
   * the id is written in the same transaction as the order, so it holds across a restart. The
   * same id with a different order is refused (client-order-match.ts).
   */
  async place(
    accountId: string,
    payload: OrderPayload,
    clientOrderId?: string,
    origin?: OrderOrigin,
  ): Promise<Order> {
    const { deps } = this.core;
    if (deps.orderGate) await deps.orderGate(accountId, payload.symbol);
    const terms = await this.core.termsOf(accountId);
    if (clientOrderId === undefined) return this.placeNow(accountId, payload, null, terms, origin);
    const key = `${accountId}\n${clientOrderId}`;
    const inFlight = this.placingByClientId.get(key);
    if (inFlight && !isSameOrderRequest(payload, requestedOrder(inFlight.payload)))
      throw refused('CLIENT_ORDER_ID_REUSED');
    let placing = inFlight?.placing;
    if (!placing) {
      placing = this.placeOnce(accountId, payload, clientOrderId, terms, origin).finally(() =>
        this.placingByClientId.delete(key),
      );
      this.placingByClientId.set(key, { payload, placing });
    }
    return placing;
  }

  private async placeOnce(
    accountId: string,
    payload: OrderPayload,
    clientOrderId: string,
    terms: AccountTerms | null,
    origin?: OrderOrigin,
  ): Promise<Order> {
    const existing = await findClientOrder(this.core.deps.db, accountId, clientOrderId);
    if (existing !== null) {
      if (!isSameOrderRequest(payload, existing)) throw refused('CLIENT_ORDER_ID_REUSED');
      return this.core.detail(accountId, existing.id);
    }
    return this.placeNow(accountId, payload, clientOrderId, terms, origin);
  }

  /**
   * Places an order whose row is written once, whole: the engine's decision with the placer's
   * marks (client id, robot), beside the robot's own rows, in one transaction. The answer is that
   * decision with the engine's live figures, not a read of the row. The jurisdiction's terms (read
   * before) are applied in the same synchronous step as the decision: the minimum deposit against
   * the figures of that instant, the leverage cap to the margin.
   */
  private async placeNow(
    accountId: string,
    payload: OrderPayload,
    clientOrderId: string | null,
    terms: AccountTerms | null,
    origin?: OrderOrigin,
  ): Promise<Order> {
    const robotId = origin?.robotId ?? null;
    const tags: OrderTags = {
      ...(clientOrderId === null ? {} : { clientOrderId }),
      ...(robotId === null ? {} : { robotId }),
    };
    let placedId = '';
    const writeOrigin = origin?.write;
    const state = await this.core.command(
      accountId,
      (engine) => {
        if (!terms) return engine.placeOrder(accountId, payload);
        const refusal = terms.refusal(this.core.termsFigures(accountId));
        if (refusal) throw refusal;
        const instrument = findInstrument(payload.symbol);
        return engine.placeOrder(accountId, payload, instrument && terms.leverageOf(instrument));
      },
      writeOrigin && ((tx) => writeOrigin(tx, placedId)),
      (placed) => {
        placedId = placed.id;
        return { tagsById: new Map([[placed.id, tags]]) };
      },
    );
    const live = this.core.engine.position(state.id);
    return orderOfDecision(
      state,
      robotId,
      live?.accountId === accountId ? live : null,
      this.core.robotNameOf,
    );
  }
}
