// The active price alerts in memory, indexed so that a tick costs a lookup, not a scan: per symbol
// and price side (bid, ask), the 'above' alerts sorted by price rising and the 'below' ones by price
// falling. The alerts a tick fires are then a prefix of each of the two arrays of its symbol: those
// 'above' at or under the tick's price and those 'below' at or over it. A tick takes them out of
// the book at once, so no later tick can fire them again; writing them down is the caller's job.
// Plain TypeScript: no SQL, no timers, so it is tested on its own.
import type { AlertCondition, AlertSide } from '../../../contract/alerts';

export interface BookedAlert {
  id: string;
  userId: string;
  symbol: string;
  side: AlertSide;
  condition: AlertCondition;
  price: number;
}

export interface FiredAlert extends BookedAlert {
  /** The bid or ask of the tick that reached it. */
  quotePrice: number;
}

export interface BookTick {
  symbol: string;
  bid: number;
  ask: number;
}

type Ladder = BookedAlert[];

interface SymbolLadders {
  bidAbove: Ladder;
  bidBelow: Ladder;
  askAbove: Ladder;
  askBelow: Ladder;
}

const ladderKey = (side: AlertSide, condition: AlertCondition): keyof SymbolLadders =>
  side === 'bid'
    ? condition === 'above'
      ? 'bidAbove'
      : 'bidBelow'
    : condition === 'above'
      ? 'askAbove'
      : 'askBelow';

/** Whether `a` comes before `b` in its ladder: nearer the market first, then the older one. */
function comesBefore(a: BookedAlert, b: BookedAlert): boolean {
  return a.condition === 'above' ? a.price < b.price : a.price > b.price;
}

/** The index to insert at: after every alert that comes before it or at its price (older first). */
function insertionIndex(ladder: Ladder, alert: BookedAlert): number {
  let low = 0;
  let high = ladder.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (comesBefore(alert, ladder[middle] as BookedAlert)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** How many alerts at the ladder's start the price reaches. */
function reachedCount(ladder: Ladder, price: number, condition: AlertCondition): number {
  let low = 0;
  let high = ladder.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const threshold = (ladder[middle] as BookedAlert).price;
    const reached = condition === 'above' ? threshold <= price : threshold >= price;
    if (reached) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class AlertBook {
  private readonly bySymbol = new Map<string, SymbolLadders>();
  private readonly byId = new Map<string, BookedAlert>();

  get size(): number {
    return this.byId.size;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** The booked alert with this id, while it is active and not yet reached. */
  get(id: string): BookedAlert | undefined {
    return this.byId.get(id);
  }

  add(alert: BookedAlert): void {
    if (this.byId.has(alert.id)) throw new Error(`AlertBook.add: alert ${alert.id} is already booked`);
    const ladder = this.ladderOf(alert.symbol, alert.side, alert.condition);
    ladder.splice(insertionIndex(ladder, alert), 0, alert);
    this.byId.set(alert.id, alert);
  }

  /** Takes the alert out; false when it was not in the book (fired, removed, never added). */
  remove(id: string): boolean {
    const alert = this.byId.get(id);
    if (!alert) return false;
    this.byId.delete(id);
    const ladder = this.ladderOf(alert.symbol, alert.side, alert.condition);
    const index = ladder.indexOf(alert);
    if (index < 0) throw new Error(`AlertBook.remove: alert ${id} is indexed but not on its ladder`);
    ladder.splice(index, 1);
    return true;
  }

  /** The alerts this tick reaches, taken out of the book, nearest the market first per ladder. */
  take(tick: BookTick): FiredAlert[] {
    const ladders = this.bySymbol.get(tick.symbol);
    if (!ladders) return [];
    const fired: FiredAlert[] = [];
    this.takeReached(ladders.bidAbove, tick.bid, 'above', fired);
    this.takeReached(ladders.bidBelow, tick.bid, 'below', fired);
    this.takeReached(ladders.askAbove, tick.ask, 'above', fired);
    this.takeReached(ladders.askBelow, tick.ask, 'below', fired);
    return fired;
  }

  private takeReached(ladder: Ladder, price: number, condition: AlertCondition, into: FiredAlert[]): void {
    const count = reachedCount(ladder, price, condition);
    if (count === 0) return;
    for (const alert of ladder.splice(0, count)) {
      this.byId.delete(alert.id);
      into.push({ ...alert, quotePrice: price });
    }
  }

  private ladderOf(symbol: string, side: AlertSide, condition: AlertCondition): Ladder {
    let ladders = this.bySymbol.get(symbol);
    if (!ladders) {
      ladders = { bidAbove: [], bidBelow: [], askAbove: [], askBelow: [] };
      this.bySymbol.set(symbol, ladders);
    }
    return ladders[ladderKey(side, condition)];
  }
}
