// The trailing stops of one book, kept so a tick visits only the stops it moves. A Buy's trailing
// stop after any run of ticks is max(its own stop, round(highest bid since it started trailing −
// distance)), as rounding never reverses an order, so positions that started before the same high
// share it. Each side keeps a stack of groups with one extreme each (highest bid for Buys, lowest
// ask for Sells), the oldest at the bottom. A tick past the top's extreme pops every group it
// passes, moves their stops and merges them into one group at the tick's price; any other tick
// costs a comparison per side: amortised O(1) per tick plus O(1) per move. A position that starts
// trailing or whose stop is edited waits in a group every price passes, so the next tick looks at
// it. A tick's moves are reported in the order the positions started trailing, as the walk did.
import type { EngineEffect } from '../../../src/engine/engine-types';
import type { OrderExtras, Position } from './risk-position';

/**
 * Positions that share one extreme, in parallel arrays: a tick reads their book slots, distances,
 * ids and accounts from here and never follows a pointer to a Position or an Account (at a
 * hundred thousand positions each would be a cache miss).
 */
export interface TrailGroup {
  extreme: number;
  readonly members: Position[];
  /** Each member's slot in its book's arrays, kept up to date by SymbolBook.removeOpen. */
  readonly slots: number[];
  readonly ids: string[];
  readonly accountIds: string[];
  readonly distances: number[];
  /** The order each member started trailing: the order moves are reported in. */
  readonly seqs: number[];
}

/** A Buy group's extreme before any tick (every bid passes it); a Sell's is +Infinity. */
const UNSEEN_BUY = Number.NEGATIVE_INFINITY;
const UNSEEN_SELL = Number.POSITIVE_INFINITY;

const extrasOf = (position: Position): OrderExtras => position.extra as OrderExtras;

/** A tick's moves, reused across ticks: the effects and their members' starting order. */
const movedEffects: EngineEffect[] = [];
const movedSeqs: number[] = [];
const moveOrder: number[] = [];

export class TrailingStops {
  /** Groups from the highest extreme (bottom) to the lowest (top). */
  private readonly buys: TrailGroup[] = [];
  /** Groups from the lowest extreme (bottom) to the highest (top). */
  private readonly sells: TrailGroup[] = [];
  private nextSeq = 0;
  /**
   * The top groups' extremes, kept beside the stacks so a tick that moves nothing reads one object:
   * a bid above buyTop moves a Buy group, an ask below sellTop a Sell group (±Infinity: none).
   */
  buyTop = Number.POSITIVE_INFINITY;
  sellTop = Number.NEGATIVE_INFINITY;

  /** Starts trailing (or takes a new distance); the next tick looks at it. Keeps its place if trailing. */
  start(position: Position): void {
    const extra = extrasOf(position);
    if (extra.trailGroup !== null) this.leave(position, extra);
    else extra.trailSeq = this.nextSeq++;
    const buy = position.sign > 0;
    const stack = buy ? this.buys : this.sells;
    const unseen = buy ? UNSEEN_BUY : UNSEEN_SELL;
    let group = stack.length > 0 ? stack[stack.length - 1] : undefined;
    if (group === undefined || group.extreme !== unseen) {
      group = { extreme: unseen, members: [], slots: [], ids: [], accountIds: [], distances: [], seqs: [] };
      stack.push(group);
    }
    join(group, position, extra);
    this.retop();
  }

  /** Its stop was edited by hand: the next tick looks at it again (no-op when not trailing). */
  restart(position: Position): void {
    if (position.extra !== null && position.extra.trailGroup !== null) this.start(position);
  }

  /** Stops trailing it (closed, or its distance cleared); no-op when not trailing. */
  stop(position: Position): void {
    const extra = position.extra;
    if (extra === null || extra.trailGroup === null) return;
    this.leave(position, extra);
    extra.trailSeq = -1;
    this.retop();
  }

  private retop(): void {
    const { buys, sells } = this;
    this.buyTop = buys.length > 0 ? buys[buys.length - 1].extreme : Number.POSITIVE_INFINITY;
    this.sellTop = sells.length > 0 ? sells[sells.length - 1].extreme : Number.NEGATIVE_INFINITY;
  }

  private leave(position: Position, extra: OrderExtras): void {
    const group = extra.trailGroup as TrailGroup;
    const index = extra.trailIndex;
    const last = group.members.length - 1;
    if (index !== last) {
      const moved = group.members[last];
      group.members[index] = moved;
      group.slots[index] = group.slots[last];
      group.ids[index] = group.ids[last];
      group.accountIds[index] = group.accountIds[last];
      group.distances[index] = group.distances[last];
      group.seqs[index] = group.seqs[last];
      extrasOf(moved).trailIndex = index;
    }
    group.members.pop();
    group.slots.pop();
    group.ids.pop();
    group.accountIds.pop();
    group.distances.pop();
    group.seqs.pop();
    extra.trailGroup = null;
    extra.trailIndex = -1;
    if (group.members.length === 0) {
      const stack = position.sign > 0 ? this.buys : this.sells;
      const at = stack.indexOf(group);
      if (at >= 0) stack.splice(at, 1);
    }
  }

  /** The book moved a trailing position to another slot (a swap-remove). */
  moved(position: Position, slot: number): void {
    const extra = position.extra;
    if (extra !== null && extra.trailGroup !== null) extra.trailGroup.slots[extra.trailIndex] = slot;
  }

  /**
   * Moves the stops this quote passes (book's arrays: stops and targets by slot), each move one
   * positionModified with `trailing: true` appended to `effects`, in the order they started. The
   * caller calls it only when bid > buyTop or ask < sellTop.
   */
  follow(
    bid: number,
    ask: number,
    stops: Float64Array,
    targets: Float64Array,
    scale: number,
    effects: EngineEffect[],
  ): void {
    if (bid > this.buyTop) passGroups(this.buys, bid, true, stops, targets, scale);
    if (ask < this.sellTop) passGroups(this.sells, ask, false, stops, targets, scale);
    this.retop();
    flushMoves(effects);
  }
}

function join(group: TrailGroup, position: Position, extra: OrderExtras): void {
  extra.trailGroup = group;
  extra.trailIndex = group.members.length;
  group.members.push(position);
  group.slots.push(position.bookSlot);
  group.ids.push(position.id);
  group.accountIds.push(position.account.accountId);
  group.distances.push(extra.trailingDistance);
  group.seqs.push(extra.trailSeq);
}

/** Moves member `i` of `from` to the end of `into`. */
function transfer(into: TrailGroup, from: TrailGroup, i: number): void {
  const member = from.members[i];
  const extra = extrasOf(member);
  extra.trailGroup = into;
  extra.trailIndex = into.members.length;
  into.members.push(member);
  into.slots.push(from.slots[i]);
  into.ids.push(from.ids[i]);
  into.accountIds.push(from.accountIds[i]);
  into.distances.push(from.distances[i]);
  into.seqs.push(from.seqs[i]);
}

/** Pops every group of the stack `price` passes, moves their stops, pushes them back merged. */
function passGroups(
  stack: TrailGroup[],
  price: number,
  buy: boolean,
  stops: Float64Array,
  targets: Float64Array,
  scale: number,
): void {
  let merged: TrailGroup | undefined;
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (buy ? !(top.extreme < price) : !(top.extreme > price)) break;
    stack.pop();
    moveGroup(top, price, buy, stops, targets, scale);
    merged = merged === undefined ? top : mergeInto(merged, top);
  }
  if (merged === undefined) return;
  merged.extreme = price;
  const below = stack.length > 0 ? stack[stack.length - 1] : undefined;
  if (below !== undefined && below.extreme === price) stack[stack.length - 1] = mergeInto(below, merged);
  else stack.push(merged);
}

/** The one rule, as tightenTrailing: to the price less (Buy) or plus (Sell) the distance, never back. */
function moveGroup(
  group: TrailGroup,
  price: number,
  buy: boolean,
  stops: Float64Array,
  targets: Float64Array,
  scale: number,
): void {
  const { slots, distances, seqs } = group;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    const stop = stops[slot];
    const candidate = buy
      ? Math.round((price - distances[i]) * scale) / scale
      : Math.round((price + distances[i]) * scale) / scale;
    const moves = buy ? candidate > 0 && !(stop >= candidate) : !(stop <= candidate);
    if (!moves) continue;
    stops[slot] = candidate;
    const takeProfit = targets[slot];
    movedSeqs.push(seqs[i]);
    movedEffects.push({
      type: 'positionModified',
      id: group.ids[i],
      accountId: group.accountIds[i],
      stopLoss: candidate,
      takeProfit: takeProfit === takeProfit ? takeProfit : null,
      trailing: true,
    });
  }
}

/** Appends the smaller group's members to the larger; answers the one that stays. */
function mergeInto(a: TrailGroup, b: TrailGroup): TrailGroup {
  const [into, from] = a.members.length >= b.members.length ? [a, b] : [b, a];
  into.extreme = a.extreme;
  for (let i = 0; i < from.members.length; i++) transfer(into, from, i);
  return into;
}

/** Appends the tick's moves to `effects` in starting order (sorted only when out of order). */
function flushMoves(effects: EngineEffect[]): void {
  const count = movedEffects.length;
  let sorted = true;
  for (let i = 1; i < count && sorted; i++) sorted = movedSeqs[i - 1] < movedSeqs[i];
  if (sorted) for (let i = 0; i < count; i++) effects.push(movedEffects[i]);
  else {
    moveOrder.length = 0;
    for (let i = 0; i < count; i++) moveOrder.push(i);
    moveOrder.sort((x, y) => movedSeqs[x] - movedSeqs[y]);
    for (let i = 0; i < count; i++) effects.push(movedEffects[moveOrder[i]]);
  }
  movedEffects.length = 0;
  movedSeqs.length = 0;
}
