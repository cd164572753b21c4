// Turns the engine's durable effects, once their transaction has committed, into domain events
// (events/domain-events.ts), in the order the engine decided them. A stop-out adds one
// account.stoppedOut after the positions it closed.
import type { DomainEventBody } from '../events/domain-events';
import type { EngineEffect } from '../engine/engine-types';

type Subject = (accountId: string, atMs: number) => { userId: string; accountId: string; atMs: number };

/** An order arriving, filling, arming or leaving while it waited; null for any other effect. */
function orderLifeEvent(effect: EngineEffect, nowMs: number, subject: Subject): DomainEventBody | null {
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
      return { type, ...subject(position.accountId, position.openedAtMs ?? position.createdAtMs), position };
    }
    case 'pendingCancelled':
      return {
        type: 'order.cancelled',
        ...subject(effect.accountId, nowMs),
        orderId: effect.id,
        reason: effect.reason,
        ...(effect.position ? { position: effect.position } : {}),
      };
    case 'pendingArmed':
      return {
        type: 'order.armed',
        ...subject(effect.position.accountId, effect.atMs),
        position: effect.position,
      };
    default:
      return null;
  }
}

/** A close, a modification, a ledger row (with its swap charge) or a margin warning. */
function changeEvents(effect: EngineEffect, nowMs: number, subject: Subject): DomainEventBody[] {
  switch (effect.type) {
    case 'positionClosed': {
      const type = effect.id === effect.sourceId ? 'order.closed' : 'order.partiallyClosed';
      return [
        { type, ...subject(effect.accountId, effect.closedAtMs), close: effect, reason: effect.reason },
      ];
    }
    case 'positionModified':
      return [
        {
          type: 'order.modified',
          ...subject(effect.accountId, nowMs),
          orderId: effect.id,
          stopLoss: effect.stopLoss,
          takeProfit: effect.takeProfit,
          ...(effect.trailingDistance === undefined ? {} : { trailingDistance: effect.trailingDistance }),
          ...(effect.trailing ? { trailing: true as const } : {}),
        },
      ];
    case 'balanceChanged': {
      const posted: DomainEventBody = {
        type: 'ledger.posted',
        ...subject(effect.accountId, effect.atMs),
        kind: effect.kind,
        amountCents: effect.amountCents,
        balanceAfterCents: effect.balanceAfterCents,
        orderId: effect.orderId,
      };
      if (effect.kind !== 'swap') return [posted];
      const { orderId, amountCents } = effect;
      return [
        posted,
        { type: 'swap.charged', ...subject(effect.accountId, effect.atMs), orderId, amountCents },
      ];
    }
    case 'marginWarning':
      return [
        {
          type: 'account.marginWarning',
          ...subject(effect.accountId, effect.atMs),
          marginPct: effect.marginPct,
        },
      ];
    default:
      return [];
  }
}

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
  const subject: Subject = (accountId, atMs) => ({ userId: ownerOf(accountId), accountId, atMs });
  const stoppedOut = new Map<string, string[]>();
  for (const effect of effects) {
    const life = orderLifeEvent(effect, nowMs, subject);
    if (life) events.push(life);
    else for (const event of changeEvents(effect, nowMs, subject)) events.push(event);
    if (effect.type === 'positionClosed' && effect.reason === 'stopOut') {
      const closed = stoppedOut.get(effect.accountId) ?? [];
      closed.push(effect.id);
      stoppedOut.set(effect.accountId, closed);
    }
  }
  for (const [accountId, closedOrderIds] of stoppedOut)
    events.push({ type: 'account.stoppedOut', ...subject(accountId, nowMs), closedOrderIds });
  return events;
}
