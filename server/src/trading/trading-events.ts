// Turns the engine's durable effects, once their transaction has committed, into domain events
// (events/domain-events.ts), in the order the engine decided them. A stop-out adds one
// account.stoppedOut after the positions it closed.
import type { DomainEventBody } from '../events/domain-events';
import type { EngineEffect } from '../engine/engine-types';

/**
 * `nowMs` dates the events whose effect carries no time of its own (a cancellation, an edit);
 * `ownerOf` names the person each account belongs to.
 */
export function domainEventsOf(
  effects: readonly EngineEffect[],
  nowMs: number,
  ownerOf: (accountId: string) => string,
): DomainEventBody[] {
  const events: DomainEventBody[] = [];
  const subject = (accountId: string, atMs: number) => ({ userId: ownerOf(accountId), accountId, atMs });
  const stoppedOut = new Map<string, string[]>();
  for (const effect of effects) {
    switch (effect.type) {
      case 'positionOpened':
      case 'pendingPlaced':
      case 'pendingTriggered': {
        const { position } = effect;
        const type =
          effect.type === 'positionOpened'
            ? 'order.opened'
            : effect.type === 'pendingPlaced'
              ? 'order.placed'
              : 'order.triggered';
        events.push({
          type,
          ...subject(position.accountId, position.openedAtMs ?? position.createdAtMs),
          position,
        });
        break;
      }
      case 'pendingCancelled':
        events.push({
          type: 'order.cancelled',
          ...subject(effect.accountId, nowMs),
          orderId: effect.id,
          reason: effect.reason,
          ...(effect.position ? { position: effect.position } : {}),
        });
        break;
      case 'pendingArmed':
        events.push({
          type: 'order.armed',
          ...subject(effect.position.accountId, effect.atMs),
          position: effect.position,
        });
        break;
      case 'positionClosed': {
        const type = effect.id === effect.sourceId ? 'order.closed' : 'order.partiallyClosed';
        events.push({
          type,
          ...subject(effect.accountId, effect.closedAtMs),
          close: effect,
          reason: effect.reason,
        });
        if (effect.reason === 'stopOut') {
          const closed = stoppedOut.get(effect.accountId) ?? [];
          closed.push(effect.id);
          stoppedOut.set(effect.accountId, closed);
        }
        break;
      }
      case 'positionModified':
        events.push({
          type: 'order.modified',
          ...subject(effect.accountId, nowMs),
          orderId: effect.id,
          stopLoss: effect.stopLoss,
          takeProfit: effect.takeProfit,
          ...(effect.trailingDistance === undefined ? {} : { trailingDistance: effect.trailingDistance }),
          ...(effect.trailing ? { trailing: true as const } : {}),
        });
        break;
      case 'balanceChanged':
        events.push({
          type: 'ledger.posted',
          ...subject(effect.accountId, effect.atMs),
          kind: effect.kind,
          amountCents: effect.amountCents,
          balanceAfterCents: effect.balanceAfterCents,
          orderId: effect.orderId,
        });
        if (effect.kind === 'swap') {
          events.push({
            type: 'swap.charged',
            ...subject(effect.accountId, effect.atMs),
            orderId: effect.orderId,
            amountCents: effect.amountCents,
          });
        }
        break;
      case 'marginWarning':
        events.push({
          type: 'account.marginWarning',
          ...subject(effect.accountId, effect.atMs),
          marginPct: effect.marginPct,
        });
        break;
      default:
        break;
    }
  }
  for (const [accountId, closedOrderIds] of stoppedOut)
    events.push({ type: 'account.stoppedOut', ...subject(accountId, nowMs), closedOrderIds });
  return events;
}
