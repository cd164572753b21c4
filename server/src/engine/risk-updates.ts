// Change tracking for the live socket: turns the dirty flags set by ticks and commands into
// positionUpdated / accountChanged effects carrying only what changed since the last drain.
import type { AccountChangedEffect, AccountFigures, EngineEffect } from './engine-types';
import { centsFromMicros } from './money';
import type { SymbolBook } from './risk-book';
import type { TickScratch } from './risk-evaluation';
import { accountFigures } from './risk-rules';

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
  for (const book of books) {
    if (!book.changedSinceDrain) continue;
    book.changedSinceDrain = false;
    const positions = book.open;
    for (let i = 0; i < positions.length; i++) {
      const position = positions[i];
      if (!position.account.watched) continue;
      const profitCents = centsFromMicros(book.profitMicros[i]);
      const lastPrice = position.closePrice();
      if (profitCents === position.publishedProfitCents && lastPrice === position.publishedLastPrice)
        continue;
      position.publishedProfitCents = profitCents;
      position.publishedLastPrice = lastPrice;
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
  const accounts = scratch.dirtyAccounts;
  for (let i = 0; i < accounts.length; i++) {
    const account = accounts[i];
    account.dirty = false;
    if (!account.watched) continue;
    const figures = accountFigures(account);
    let changes: AccountChangedEffect['changes'] | null = null;
    for (const code of ACCOUNT_CODES_ORDER) {
      if (figures[code] === account.published[code]) continue;
      account.published[code] = figures[code];
      changes ??= {};
      changes[code] = figures[code];
    }
    if (changes) effects.push({ type: 'accountChanged', accountId: account.accountId, changes });
  }
  accounts.length = 0;
  return effects;
}
