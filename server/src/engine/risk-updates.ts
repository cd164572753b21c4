// Change tracking for the live socket: turns the dirty flags set by ticks and commands into
// positionUpdated / accountChanged effects carrying only what changed since the last drain.
import type { AccountChangedEffect, AccountFigures, EngineEffect } from './engine-types';
import { centsFromMicros } from './money';
import { type Account, DIRTY, WATCHED } from './risk-account-table';
import type { SymbolBook } from './risk-book';
import type { TickScratch } from './risk-evaluation';
import { accountFigures } from './risk-rules';

// Read once into this module: an imported binding can compile to a property read at every use.
const DIRTY_BIT = DIRTY;
const WATCHED_BIT = WATCHED;

const ACCOUNT_CODES_ORDER: readonly (keyof AccountFigures)[] = [
  'blc',
  'crd',
  'mrg',
  'ass',
  'fm',
  'pct',
  'allp',
];

export function drainUpdates(scratch: TickScratch, books: Iterable<SymbolBook>): EngineEffect[] {
  const effects: EngineEffect[] = [];
  const flags = scratch.table.flags;
  for (const book of books) {
    if (!book.changedSinceDrain) continue;
    book.changedSinceDrain = false;
    const positions = book.open;
    const accountIndex = book.accountIndex;
    for (let i = 0; i < positions.length; i++) {
      // The watched bit is read from the table, so unwatched positions cost no object access.
      if ((flags[accountIndex[i]] & WATCHED_BIT) === 0) continue;
      const position = positions[i];
      const profitCents = centsFromMicros(book.profitMicros[i]);
      const lastPrice = position.closePrice();
      const published = (position.account.publishedPositions ??= new Map());
      const last = published.get(position);
      if (last !== undefined && profitCents === last.profitCents && lastPrice === last.lastPrice) continue;
      if (last === undefined) published.set(position, { profitCents, lastPrice });
      else {
        last.profitCents = profitCents;
        last.lastPrice = lastPrice;
      }
      const accountId = position.account.accountId;
      effects.push({
        type: 'positionUpdated',
        id: position.id,
        accountId,
        profit: profitCents / 100,
        lastPrice,
      });
    }
  }
  const accounts = scratch.table.accounts;
  for (let i = 0; i < scratch.dirtyCount; i++) {
    const index = scratch.dirty[i];
    flags[index] &= ~DIRTY_BIT;
    if ((flags[index] & WATCHED_BIT) === 0) continue;
    const change = accountChange(accounts[index]);
    if (change) effects.push(change);
  }
  scratch.dirtyCount = 0;
  return effects;
}

/** The codes whose value differs from what was last published, or null when none does. */
function accountChange(account: Account): AccountChangedEffect | null {
  const figures = accountFigures(account);
  const published = (account.published ??= unpublishedFigures());
  let changes: AccountChangedEffect['changes'] | null = null;
  for (const code of ACCOUNT_CODES_ORDER) {
    if (figures[code] === published[code]) continue;
    published[code] = figures[code];
    changes ??= {};
    changes[code] = figures[code];
  }
  return changes ? { type: 'accountChanged', accountId: account.accountId, changes } : null;
}

/** Nothing published yet: every code differs, so the next drain sends all of them. */
const unpublishedFigures = (): AccountFigures => ({
  blc: NaN,
  crd: NaN,
  mrg: NaN,
  ass: NaN,
  fm: NaN,
  pct: NaN,
  allp: NaN,
});
