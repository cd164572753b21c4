// Change tracking for the live socket: turns the dirty flags set by ticks and commands into
// positionUpdated / accountChanged effects carrying only what changed since the last drain.
import type { AccountChangedEffect, AccountFigures, EngineEffect } from './engine-types';
import { centsFromMicros } from './money';
import { type Account, DIRTY, WATCHED } from './risk-account-table';
import type { SymbolBook } from './risk-book';
import type { Position } from './risk-position';
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

/** Values what a drain reads first: stale books' positions (risk-conversion.ts). */
export interface StaleValuer {
  valueAccount(account: Account): void;
  valueBook(book: SymbolBook): void;
}

export function drainUpdates(
  scratch: TickScratch,
  books: Iterable<SymbolBook>,
  valuer: StaleValuer,
): EngineEffect[] {
  const effects: EngineEffect[] = [];
  const table = scratch.table;
  // Few listeners (the server's case: only accounts with a socket): walk their positions. Many
  // (the engine's default, every account): walk the changed books, reading the watched bit from
  // the table. The same updates either way; only their order differs, which means nothing.
  // Either way every watched account's positions in stale books are valued before anything is
  // read (valueAccount, or valueBook on every stale book, which is marked changed), so the
  // accounts' figures below need no second valuation.
  if (table.fewWatched()) {
    for (const account of table.watchedAccounts) {
      valuer.valueAccount(account);
      positionUpdatesOf(account, effects);
    }
    for (const book of books) book.changedSinceDrain = false;
  } else
    for (const book of books) {
      if (book.changedSinceDrain) valuer.valueBook(book);
      positionUpdatesIn(book, table.flags, effects);
    }
  const flags = table.flags;
  const accounts = table.accounts;
  // Ticks left watched accounts unlisted (few watched, RiskOperations.settleQuietTick): compare
  // every watched account's figures; an unchanged one publishes nothing, as a listed one would.
  const everyWatched = scratch.unlistedWatched;
  for (let i = 0; i < scratch.dirtyCount; i++) {
    const index = scratch.dirty[i];
    flags[index] &= ~DIRTY_BIT;
    if (everyWatched || (flags[index] & WATCHED_BIT) === 0) continue;
    const change = accountChange(accounts[index]);
    if (change) effects.push(change);
  }
  scratch.dirtyCount = 0;
  if (everyWatched)
    for (const account of table.watchedAccounts) {
      const change = accountChange(account);
      if (change) effects.push(change);
    }
  scratch.unlistedWatched = false;
  return effects;
}

function positionUpdatesIn(book: SymbolBook, flags: Uint8Array, effects: EngineEffect[]): void {
  if (!book.changedSinceDrain) return;
  book.changedSinceDrain = false;
  const positions = book.open;
  const accountIndex = book.accountIndex;
  const profitMicros = book.profitMicros;
  for (let slot = 0; slot < positions.length; slot++) {
    // The watched bit is read from the table, so unwatched positions cost no object access.
    if ((flags[accountIndex[slot]] & WATCHED_BIT) === 0) continue;
    const position = positions[slot];
    const account = position.account;
    const price = position.side === 'Buy' ? book.bid : book.ask;
    positionUpdate(position, account, account.quotesForOpen(), profitMicros[slot], price, effects);
  }
}

function positionUpdatesOf(account: Account, effects: EngineEffect[]): void {
  const positions = account.open;
  if (positions.length === 0) return;
  const quotes = account.quotesForOpen();
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i];
    const book = position.book;
    if (!book.changedSinceDrain) continue;
    const price = position.side === 'Buy' ? book.bid : book.ask;
    positionUpdate(position, account, quotes, book.profitMicros[position.bookSlot], price, effects);
  }
}

/**
 * A positionUpdated when the rounded profit or the close price differs from what was last sent
 * for the position's slot in its account's list (Account.publishedQuotes, room made by the caller).
 */
function positionUpdate(
  position: Position,
  account: Account,
  quotes: Float64Array,
  profitMicros: number,
  lastPrice: number,
  effects: EngineEffect[],
): void {
  const profitCents = centsFromMicros(profitMicros);
  const at = position.accountSlot * 2;
  if (profitCents === quotes[at] && lastPrice === quotes[at + 1]) return;
  quotes[at] = profitCents;
  quotes[at + 1] = lastPrice;
  effects.push({
    type: 'positionUpdated',
    id: position.id,
    accountId: account.accountId,
    profit: profitCents / 100,
    lastPrice,
  });
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
