// The contract's Order from a stored row, with the engine's live figures for open positions, or
// from the engine's decision itself (a placement's answer, written once and never read back).
// profitPct is the profit as a percentage of the margin the position holds (return on margin).
import type { Order, OrderStatus } from '../../../contract/entities';
import type { EngineEffect, PositionClosedEffect, PositionState, PositionView } from '../engine/engine-types';
import { roundCents } from '../../../contract/margin';
import type { OrderRecord } from './orders-repository';
import type { OrderMarks } from './position-settlement-writes';

const usd = (cents: number): number => cents / 100;

function percentOf(profitUsd: number, marginUsd: number): number {
  return marginUsd > 0 ? roundCents((profitUsd / marginUsd) * 100) : 0;
}

/** Cancelled orders are shown as closed: they left the waiting list without a fill. */
function statusOf(record: OrderRecord): OrderStatus {
  return record.status === 'cancelled' ? 'closed' : record.status;
}

function closeReasonOf(record: OrderRecord): Order['closeReason'] {
  if (record.closeReason === 'cancelled' || record.closeReason === 'noMargin') return null;
  return record.closeReason;
}

/** A live order's kinds come from the engine (its trailing stop and OCO link change), else the row. */
function setKinds(order: Order, record: OrderRecord, live: PositionView | null): void {
  const expiresAtMs = live ? (live.expiresAtMs ?? null) : (record.expiresAt?.getTime() ?? null);
  order.pendingKind = (live ? live.pendingKind : record.pendingKind) ?? null;
  order.limitPrice = (live ? live.limitPrice : record.limitPrice) ?? null;
  order.limitArmed = (live ? live.limitArmed : record.limitArmed) ?? false;
  order.expiresAt = expiresAtMs === null ? null : new Date(expiresAtMs).toISOString();
  order.trailingDistance = (live ? live.trailingDistance : record.trailingDistance) ?? null;
  order.ocoWith = (live ? live.ocoWith : record.ocoWith) ?? null;
}

/** A robot's Turkish name by its id (the robots part's catalogue); null when it has none. */
export type RobotNameOf = (robotId: string) => string | null;
const NO_NAMES: RobotNameOf = () => null;

function setRobotMarks(order: Order, robotId: string | null, nameOf: RobotNameOf): void {
  if (robotId === null) return;
  order.robotId = robotId;
  const name = nameOf(robotId);
  if (name !== null) order.robotName = name;
}

export function toOrder(
  record: OrderRecord,
  live: PositionView | null,
  robotNameOf: RobotNameOf = NO_NAMES,
): Order {
  const lots = live?.lots ?? record.lots;
  const marginUsd = usd(live?.marginCents ?? record.marginCents);
  const profit = live ? live.profit : usd(record.profitCents ?? 0);
  // Built field by field in the answer's key order: spreading the optional parts into the literal
  // was a slow path of V8's on every placement and close.
  const order: Order = {
    id: record.id,
    amount: lots,
    type: record.side,
    symbol: record.symbol,
    price: live?.openPrice ?? record.openPrice ?? record.marketLimit ?? 0,
    closePrice: record.closePrice,
    lastPrice: live ? live.lastPrice : record.closePrice,
    marketLimit: record.marketLimit,
    takeProfit: live ? live.takeProfit : record.takeProfit,
    stopLoss: live ? live.stopLoss : record.stopLoss,
    profit,
    profitPct: percentOf(profit, marginUsd),
    swap: usd(live?.swapCents ?? record.swapCents),
    margin: marginUsd,
    createdAt: record.createdAt.toISOString(),
    closeAt: record.closeAt ? record.closeAt.toISOString() : null,
    status: statusOf(record),
    closeReason: closeReasonOf(record),
  };
  setKinds(order, record, live);
  setRobotMarks(order, record.robotId, robotNameOf);
  if (record.copiedTraderId !== null) {
    order.copiedFrom = { traderId: record.copiedTraderId, name: record.copiedTraderName ?? '' };
  }
  return order;
}

/** The row a placement writes, from the engine's decision and the robot that placed it. */
function recordOfDecision(state: PositionState, robotId: string | null): OrderRecord {
  return {
    id: state.id,
    accountId: state.accountId,
    symbol: state.symbol,
    side: state.side,
    lots: state.lots,
    status: state.status,
    openPrice: state.openPrice,
    closePrice: null,
    marketLimit: state.marketLimit,
    stopLoss: state.stopLoss,
    takeProfit: state.takeProfit,
    marginCents: state.marginCents,
    swapCents: state.swapCents,
    profitCents: null,
    closeReason: null,
    sourceId: null,
    createdAt: new Date(state.createdAtMs),
    openedAt: state.openedAtMs === null ? null : new Date(state.openedAtMs),
    closeAt: null,
    robotId,
    leverage: state.leverage ?? null,
    copiedTraderId: null,
    copiedTraderName: null,
    pendingKind: state.pendingKind ?? null,
    limitPrice: state.limitPrice ?? null,
    limitArmed: state.limitArmed ?? false,
    expiresAt: state.expiresAtMs == null ? null : new Date(state.expiresAtMs),
    trailingDistance: state.trailingDistance ?? null,
    ocoWith: state.ocoWith ?? null,
  };
}

/** A placement's answer: what the engine decided, with its live figures while it still holds it. */
export function orderOfDecision(
  state: PositionState,
  robotId: string | null,
  live: PositionView | null,
  robotNameOf: RobotNameOf = NO_NAMES,
): Order {
  return toOrder(recordOfDecision(state, robotId), live, robotNameOf);
}

const NO_MARKS: OrderMarks = { robotId: null, copiedTraderId: null, copiedTraderName: null };

/**
 * A close's answer from the engine's decision: the closed order (a full close), or the position
 * left open (a partial close, with its live figures). `before` is the position as the engine held
 * it just before the close; `marks` what its row holds beside (robot, copied trader).
 */
export function orderOfClose(
  close: PositionClosedEffect,
  before: PositionView,
  marks: OrderMarks | null,
  live: PositionView | null,
  robotNameOf: RobotNameOf = NO_NAMES,
): Order {
  const { robotId, copiedTraderId, copiedTraderName } = marks ?? NO_MARKS;
  const held = { ...recordOfDecision(before, robotId), copiedTraderId, copiedTraderName };
  if (close.id !== close.sourceId) {
    const left = {
      ...held,
      lots: close.remainingLots,
      marginCents: close.remainingMarginCents,
      swapCents: before.swapCents - close.swapCents,
    };
    return toOrder(left, live, robotNameOf);
  }
  return toOrder(
    {
      ...held,
      status: 'closed',
      lots: close.lots,
      openPrice: close.openPrice,
      closePrice: close.closePrice,
      marginCents: close.marginCents,
      swapCents: close.swapCents,
      profitCents: close.realizedCents,
      closeReason: close.reason,
      closeAt: new Date(close.closedAtMs),
    },
    null,
    robotNameOf,
  );
}

/** The close of `id` (the whole position, or the piece split off it) among a decision's effects. */
export function closeOf(effects: readonly EngineEffect[], id: string): PositionClosedEffect | null {
  for (const effect of effects) if (effect.type === 'positionClosed' && effect.sourceId === id) return effect;
  return null;
}
