// The index of live copies: every trader and every active, paused or stopping copy in memory, with
// the lookups the mirror needs on each event and tick. A trader's order finds its followers' orders,
// a follower's order finds its copy, a symbol finds the copies holding it (the copy stop-loss looks
// only at those), and a trader order remembers which copies were already decided for it (opened or
// skipped), so an event replayed or a follow's catch-up never mirrors twice. It only keeps the
// maps consistent; deciding and writing are the opener's and the mirror's.
import type { CopyRow } from './copy-repository';
import type { TraderRow } from './trader-repository';

interface CopiedPosition {
  accountId: string;
  symbol: string;
  traderOrderId: string | null;
}

export interface LiveCopy {
  row: CopyRow;
  realizedCents: number;
  positions: Map<string, CopiedPosition>;
}

/** `map.get(key)`, set to `create()` first when missing. */
function entry<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = create()));
  return value;
}

export class LiveCopyIndex {
  private readonly tradersByAccount = new Map<string, TraderRow>();
  private readonly tradersById = new Map<string, TraderRow>();
  readonly copies = new Map<string, LiveCopy>();
  private readonly copiesByTrader = new Map<string, Set<string>>();
  /** Trader order → copy → the follower's order, for the positions still open. */
  private readonly followers = new Map<string, Map<string, string>>();
  private readonly copyOfFollowerOrder = new Map<string, string>();
  /** Trader order → the copies decided for it (opened or skipped), for trader orders still open. */
  private readonly decided = new Map<string, Set<string>>();
  /** Copies holding a position in each symbol: the copy stop-loss looks only at those on a tick. */
  private readonly copiesBySymbol = new Map<string, Map<string, number>>();

  /** A new or changed trader profile (the settings switch, the seed). */
  putTrader(trader: TraderRow): void {
    this.tradersByAccount.set(trader.accountId, trader);
    this.tradersById.set(trader.userId, trader);
  }

  traderOf(userId: string): TraderRow | null {
    return this.tradersById.get(userId) ?? null;
  }

  traderOfAccount(accountId: string): TraderRow | null {
    return this.tradersByAccount.get(accountId) ?? null;
  }

  traderAccounts(): string[] {
    return [...this.tradersByAccount.keys()];
  }

  addCopy(row: CopyRow, realizedCents = 0): LiveCopy {
    const copy: LiveCopy = { row, realizedCents, positions: new Map() };
    this.copies.set(row.id, copy);
    entry(this.copiesByTrader, row.traderId, () => new Set<string>()).add(row.id);
    return copy;
  }

  /** The copy leaves the index (unfollowed): no event reaches it any more. */
  dropCopy(copy: LiveCopy): void {
    for (const orderId of [...copy.positions.keys()]) this.releasePosition(copy, orderId);
    this.copies.delete(copy.row.id);
    this.copiesByTrader.get(copy.row.traderId)?.delete(copy.row.id);
  }

  /** The ids of the trader's copies, whatever their state. */
  copyIdsOf(traderId: string): ReadonlySet<string> | undefined {
    return this.copiesByTrader.get(traderId);
  }

  liveCopyOf(accountId: string, traderId: string): LiveCopy | null {
    for (const copyId of this.copiesByTrader.get(traderId) ?? []) {
      const copy = this.copies.get(copyId);
      if (copy?.row.accountId === accountId) return copy;
    }
    return null;
  }

  copiesOfUser(userId: string, traderId: string): LiveCopy[] {
    const copies: LiveCopy[] = [];
    for (const copyId of this.copiesByTrader.get(traderId) ?? []) {
      const copy = this.copies.get(copyId);
      if (copy?.row.userId === userId) copies.push(copy);
    }
    return copies;
  }

  isDecided(copyId: string, traderOrderId: string): boolean {
    return this.decided.get(traderOrderId)?.has(copyId) ?? false;
  }

  decidedFor(traderOrderId: string): ReadonlySet<string> | undefined {
    return this.decided.get(traderOrderId);
  }

  markDecided(copyId: string, traderOrderId: string): void {
    entry(this.decided, traderOrderId, () => new Set<string>()).add(copyId);
  }

  /** A trader order that closed is decided for good: its record stays in copy_links. */
  forgetDecided(traderOrderId: string): void {
    this.decided.delete(traderOrderId);
  }

  holdPosition(
    copy: LiveCopy,
    orderId: string,
    accountId: string,
    symbol: string,
    traderOrderId: string | null,
  ): void {
    copy.positions.set(orderId, { accountId, symbol, traderOrderId });
    this.copyOfFollowerOrder.set(orderId, copy.row.id);
    if (traderOrderId !== null)
      entry(this.followers, traderOrderId, () => new Map<string, string>()).set(copy.row.id, orderId);
    const bySymbol = entry(this.copiesBySymbol, symbol, () => new Map<string, number>());
    bySymbol.set(copy.row.id, (bySymbol.get(copy.row.id) ?? 0) + 1);
  }

  releasePosition(copy: LiveCopy, orderId: string): void {
    const position = copy.positions.get(orderId);
    if (!position) return;
    copy.positions.delete(orderId);
    this.copyOfFollowerOrder.delete(orderId);
    if (position.traderOrderId !== null) this.followers.get(position.traderOrderId)?.delete(copy.row.id);
    const bySymbol = this.copiesBySymbol.get(position.symbol);
    const count = (bySymbol?.get(copy.row.id) ?? 1) - 1;
    if (count > 0) bySymbol?.set(copy.row.id, count);
    else bySymbol?.delete(copy.row.id);
  }

  /** Copy → the follower's order, for one trader order's copied positions still open. */
  followersOf(traderOrderId: string): ReadonlyMap<string, string> | undefined {
    return this.followers.get(traderOrderId);
  }

  forgetFollowers(traderOrderId: string): void {
    this.followers.delete(traderOrderId);
  }

  /** The copy a follower's order was opened for, if it is a copied position still open. */
  copyOfOrder(orderId: string): string | undefined {
    return this.copyOfFollowerOrder.get(orderId);
  }

  /** The ids of the copies holding a position in `symbol`. */
  copiesHolding(symbol: string): Iterable<string> {
    return this.copiesBySymbol.get(symbol)?.keys() ?? [];
  }
}
