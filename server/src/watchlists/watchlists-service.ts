// The watchlists' commands: read a customer's lists, and replace them as a whole. Speaks the
// domain (DomainError codes of watchlists-refusals.ts), never HTTP.
import type { Watchlist, WatchlistInput } from '../../../contract/watchlists';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { findInstrument } from '../engine/catalogue';
import { checkWatchlists } from './watchlist-rules';
import { lockWatchlistIds, readWatchlists, writeWatchlists } from './watchlists-repository';

export interface WatchlistsService {
  list(userId: string): Promise<Watchlist[]>;
  /** Replaces every list of the customer and answers them as stored. */
  replace(userId: string, lists: readonly WatchlistInput[]): Promise<Watchlist[]>;
}

const isKnownSymbol = (symbol: string) => findInstrument(symbol) !== undefined;

export function createWatchlistsService(deps: { db: Database; clock: Clock }): WatchlistsService {
  const { db, clock } = deps;
  return {
    list: (userId) => readWatchlists(db, userId),
    async replace(userId, lists) {
      const checked = checkWatchlists(lists, isKnownSymbol);
      if (!checked.ok) throw new DomainError(checked.code);
      return db.transaction(async (tx) => {
        const owned = await lockWatchlistIds(tx, userId);
        if (checked.lists.some((list) => list.id !== undefined && !owned.has(list.id))) {
          throw new DomainError('WATCHLIST_NOT_FOUND');
        }
        return writeWatchlists(tx, userId, checked.lists, new Date(clock.nowMs()));
      });
    },
  };
}
