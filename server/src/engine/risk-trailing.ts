// The trailing stops of one book, kept so a tick visits only the stops it actually moves. A Buy's
// trailing stop after any run of ticks is max(its own stop, round(highest bid since it started
// trailing − distance)), because rounding never reverses an order; so positions that started
// trailing before the same high share it. Each side keeps a stack of groups, one extreme each (the
// highest bid a Buy group has seen, the lowest ask for Sells): the bottom group has seen the most,
// the top the least. A tick that passes the top's extreme pops every group it passes, moves their
// members' stops and merges them into one group with the tick's price as extreme; a tick that
// passes nothing costs one comparison per side. Each member is visited once per merge it takes
// part in, and every member visited has a new extreme, so the work follows the stops that move
// (amortised O(1) per tick plus O(1) per move) instead of every trailing position of the symbol.
// A position whose stop is edited by hand, or that starts trailing, waits in a group whose extreme
// no price can fail to pass, so the next tick looks at it. The moves of a tick are reported in the
// order the positions started trailing, as when every trailing position was walked in that order.
import type { EngineEffect } from './engine-types';
import type { OrderExtras, Position } from './risk-position';

/** Positions that share one extreme; parallel arrays, so a merge reads no Position it need not. */
export interface TrailGroup {
  extreme: number;
  readonly members: Position[];
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
  /** Positions trailing now. */
  count = 0;

  /** Starts trailing (or takes a new distance); the next tick looks at it. Keeps its place if trailing. */
  start(position: Position): void {
    const extra = extrasOf(position);
    if (extra.trailGroup !== null) this.leave(position, extra);
    else {
      extra.trailSeq = this.nextSeq++;
      this.count += 1;
    }
    const buy = position.sign > 0;
    const stack = buy ? this.buys : this.sells;
    const unseen = buy ? UNSEEN_BUY : UNSEEN_SELL;
    let group = stack.length > 0 ? stack[stack.length - 1] : undefined;
    if (group === undefined || group.extreme !== unseen) {
      group = { extreme: unseen, members: [], distances: [], seqs: [] };
      stack.push(group);
    }
    join(group, position, extra);
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
    this.count -= 1;
  }

  private leave(position: Position, extra: OrderExtras): void {
    const group = extra.trailGroup as TrailGroup;
    const index = extra.trailIndex;
    const last = group.members.length - 1;
    if (index !== last) {
      const moved = group.members[last];
      group.members[index] = moved;
      group.distances[index] = group.distances[last];
      group.seqs[index] = group.seqs[last];
      extrasOf(moved).trailIndex = index;
    }
    group.members.pop();
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

  /**
   * Moves the stops this quote passes (book's arrays: stops and targets by slot), each move one
   * positionModified with `trailing: true` appended to `effects`, in the order they started.
   */
  follow(
    bid: number,
    ask: number,
    stops: Float64Array,
    targets: Float64Array,
    scale: number,
    effects: EngineEffect[],
  ): void {
    const buys = this.buys;
    const sells = this.sells;
    const raise = buys.length > 0 && buys[buys.length - 1].extreme < bid;
    const lower = sells.length > 0 && sells[sells.length - 1].extreme > ask;
    if (!raise && !lower) return;
    if (raise) passGroups(buys, bid, true, stops, targets, scale);
    if (lower) passGroups(sells, ask, false, stops, targets, scale);
    flushMoves(effects);
  }
}

function join(group: TrailGroup, position: Position, extra: OrderExtras): void {
  joinAs(group, position, extra, extra.trailingDistance, extra.trailSeq);
}

function joinAs(
  group: TrailGroup,
  position: Position,
  extra: OrderExtras,
  distance: number,
  seq: number,
): void {
  extra.trailGroup = group;
  extra.trailIndex = group.members.length;
  group.members.push(position);
  group.distances.push(distance);
  group.seqs.push(seq);
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
  const { members, distances, seqs } = group;
  for (let i = 0; i < members.length; i++) {
    const position = members[i];
    const slot = position.bookSlot;
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
      id: position.id,
      accountId: position.account.accountId,
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
  const { members, distances, seqs } = from;
  for (let i = 0; i < members.length; i++)
    joinAs(into, members[i], extrasOf(members[i]), distances[i], seqs[i]);
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
