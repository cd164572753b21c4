// Turns the engine's durable effects into rows (inside one transaction) and into the order events
// the live socket announces once that transaction has committed.
import type { OrderMessage } from '../../../contract/live';
import { postLedger } from '../accounts/accounts-repository';
import type { Queryable } from '../db/database';
import type { EngineEffect } from '../engine/engine-types';
import {
  addSwap,
  insertOrder,
  markCancelled,
  markTriggered,
  recordClose,
  updateStops,
} from './orders-writes';

export interface UserOrderEvent {
  userId: string;
  message: OrderMessage;
}

/** A ledger row whose balance differs from the engine's means the two drifted apart: stop loudly. */
export class LedgerDriftError extends Error {
  constructor(userId: string, engineCents: number, storedCents: number) {
    super(
      `ledger drift for user ${userId}: engine balance ${engineCents} cents, stored ${storedCents} cents`,
    );
    this.name = 'LedgerDriftError';
  }
}

export function isDurable(effect: EngineEffect): boolean {
  return effect.type !== 'positionUpdated' && effect.type !== 'accountChanged';
}

/** `nowMs` dates the rows whose effect carries no time of its own (a cancellation). */
export async function recordEffects(
  tx: Queryable,
  effects: readonly EngineEffect[],
  nowMs: number,
): Promise<void> {
  for (const effect of effects) {
    switch (effect.type) {
      case 'positionOpened':
      case 'pendingPlaced':
        await insertOrder(tx, effect.position);
        break;
      case 'pendingTriggered':
        await markTriggered(tx, effect.position);
        break;
      case 'pendingCancelled':
        await markCancelled(tx, effect.id, effect.reason === 'manual' ? 'cancelled' : 'noMargin', nowMs);
        break;
      case 'positionClosed':
        await recordClose(tx, effect);
        break;
      case 'positionModified':
        await updateStops(tx, effect.id, effect.stopLoss, effect.takeProfit);
        break;
      case 'balanceChanged': {
        const storedCents = await postLedger(tx, {
          userId: effect.userId,
          kind: effect.kind,
          amountCents: effect.amountCents,
          orderId: effect.orderId,
          at: new Date(effect.atMs),
        });
        if (storedCents !== effect.balanceAfterCents) {
          throw new LedgerDriftError(effect.userId, effect.balanceAfterCents, storedCents);
        }
        if (effect.kind === 'swap' && effect.orderId) await addSwap(tx, effect.orderId, effect.amountCents);
        break;
      }
      default:
        break;
    }
  }
}

export function orderEventsOf(effects: readonly EngineEffect[]): UserOrderEvent[] {
  const events: UserOrderEvent[] = [];
  const add = (userId: string, event: OrderMessage['event'], id: string) =>
    events.push({ userId, message: { type: 'order', event, id } });
  for (const effect of effects) {
    switch (effect.type) {
      case 'positionOpened':
      case 'pendingPlaced':
        add(effect.position.userId, 'opened', effect.position.id);
        break;
      case 'pendingTriggered':
        add(effect.position.userId, 'triggered', effect.position.id);
        break;
      case 'pendingCancelled':
        add(effect.userId, 'cancelled', effect.id);
        break;
      case 'positionClosed':
        add(effect.userId, effect.reason === 'stopOut' ? 'stopout' : 'closed', effect.id);
        break;
      case 'positionModified':
        add(effect.userId, 'modified', effect.id);
        break;
      default:
        break;
    }
  }
  return events;
}
