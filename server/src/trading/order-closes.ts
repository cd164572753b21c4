// Closing a position and reversing one: each is one decision, answered from that decision (the
// closed order, the position left open, the new opposite position) and the marks its write
// returned, never from a read of the rows. A close refused because the position is gone is
// explained: an earlier request may have just closed it.
import type { Order } from '../../../contract/entities';
import type { RowsWriter } from '../accounts/money-commands';
import type { PositionClosedEffect, PositionView } from '../engine/engine-types';
import type { ReverseOutcome } from '../engine/risk-bulk-commands';
import { closeOf, orderOfClose, orderOfDecision } from './order-view';
import type { OrderMarks } from './position-settlement-writes';
import type { TradingCore } from './trading-core';

/**
 * Closes a position, all of it or `lots`; answers the closed order (a full close) or the position
 * left open (a partial one) from the engine's decision and the marks its write returned. `write`
 * commits in the close's transaction (copy trading's record of a partial close it applied).
 */
export async function closeAnswering(
  core: TradingCore,
  accountId: string,
  id: string,
  lots?: number,
  write?: RowsWriter,
): Promise<Order> {
  const seen: { before: PositionView | null; closed: PositionClosedEffect | null } = {
    before: null,
    closed: null,
  };
  const closedMarks = new Map<string, OrderMarks>();
  try {
    await core.command(
      accountId,
      (engine) => {
        seen.before = engine.position(id);
        const result = engine.close(accountId, id, lots);
        if (result.ok) seen.closed = closeOf(result.effects, id);
        return result;
      },
      write,
      () => ({ closedMarks }),
    );
  } catch (error) {
    throw await core.explainMissing(accountId, id, error);
  }
  const { before, closed } = seen;
  if (!before || !closed) throw new Error(`engine invariant broken: closing order ${id} closed nothing`);
  const live = core.engine.position(id);
  const marks = closedMarks.get(closed.id) ?? null;
  return orderOfClose(closed, before, marks, live?.accountId === accountId ? live : null, core.robotNameOf);
}

/** Closes a position and opens its opposite in one decision; answers the new position. */
export async function reverse(
  core: TradingCore,
  accountId: string,
  id: string,
): Promise<{ closed: string; opened: Order }> {
  if (core.deps.orderGate) await core.deps.orderGate(accountId);
  let outcome: ReverseOutcome;
  try {
    outcome = await core.command(accountId, (engine) => engine.reverse(accountId, id));
  } catch (error) {
    throw await core.explainMissing(accountId, id, error);
  }
  const live = core.engine.position(outcome.opened.id);
  const opened = orderOfDecision(outcome.opened, null, live?.accountId === accountId ? live : null);
  return { closed: outcome.closedId, opened };
}
