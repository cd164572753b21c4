// Building the engine's state: the symbol books with their conversion links, and accounts and
// positions rebuilt from storage. A broken invariant here means the stored data is wrong, so it throws.
import { conversionSymbolOf } from './catalogue';
import type { AccountState, Instrument, PositionState } from './engine-types';
import { assertInvariant } from './money';
import { SymbolBook, addTo } from './risk-book';
import { Position } from './risk-position';
import type { RiskOperations } from './risk-operations';
import { orNaN } from './risk-results';

/** One book per instrument, each linked to the book that converts its quote currency to USD. */
export function createBooks(ops: RiskOperations, instruments: readonly Instrument[]): void {
  const books = ops.books;
  for (const instrument of instruments) books.set(instrument.symbol, new SymbolBook(instrument));
  for (const book of books.values()) {
    const conversionSymbol = conversionSymbolOf(book.instrument);
    if (conversionSymbol === null) continue;
    const conversion = books.get(conversionSymbol);
    assertInvariant(
      conversion !== undefined,
      `${book.instrument.symbol} needs ${conversionSymbol} in the catalogue`,
    );
    book.conversion = conversion;
    if (conversion === book) continue;
    conversion.dependents.push(book);
    book.converted = ops.table;
  }
}

export function loadAccount(ops: RiskOperations, state: AccountState): void {
  assertInvariant(!ops.accounts.has(state.accountId), `account ${state.accountId} loaded twice`);
  assertInvariant(
    Number.isSafeInteger(state.balanceCents) && Number.isSafeInteger(state.creditCents),
    'cents must be integers',
  );
  const account = ops.table.add(state.accountId, state.balanceCents, state.creditCents);
  account.heldCents = state.heldCents ?? 0;
  assertInvariant(
    Number.isSafeInteger(account.heldCents) && account.heldCents >= 0,
    'held cents must be >= 0',
  );
  ops.accounts.set(state.accountId, account);
}

/** Rebuilds an open position or a waiting order from storage. */
export function loadPosition(ops: RiskOperations, state: PositionState): void {
  const account = ops.accounts.get(state.accountId);
  const book = ops.books.get(state.symbol);
  assertInvariant(account !== undefined, `position ${state.id} of unknown account ${state.accountId}`);
  assertInvariant(book !== undefined, `position ${state.id} of unknown symbol ${state.symbol}`);
  assertInvariant(!ops.positions.has(state.id), `position ${state.id} loaded twice`);
  const position = new Position(
    state.id,
    account,
    book,
    state.side,
    state.lots,
    state.status,
    state.createdAtMs,
  );
  position.stopLoss = orNaN(state.stopLoss);
  position.takeProfit = orNaN(state.takeProfit);
  position.marketLimit = orNaN(state.marketLimit);
  if (state.status === 'waiting' && state.leverage !== undefined) position.leverage = state.leverage;
  position.swapCents = state.swapCents;
  loadExtras(ops, position, state);
  if (state.status === 'open') {
    assertInvariant(
      state.openPrice !== null && state.openPrice > 0,
      `open position ${state.id} without a price`,
    );
    position.openPrice = state.openPrice;
    position.openedAtMs = state.openedAtMs ?? state.createdAtMs;
    position.marginCents = state.marginCents;
    account.marginCents += state.marginCents;
    book.addOpen(position, 0);
    book.loadedSinceValued = true;
    account.addOpen(position);
    if (position.trailingDistance === position.trailingDistance) book.trailing.start(position);
    if (book.hasQuote) ops.revalue(position);
  } else {
    assertInvariant(position.marketLimit > 0, `waiting order ${state.id} without a limit`);
    const kind = state.pendingKind ?? null;
    // A stored kind says how it waits; an order stored before kinds takes the side of the market.
    if (kind !== null) position.limitDirection = (state.side === 'Buy') === (kind === 'limit') ? -1 : 1;
    else if (book.hasQuote) position.limitDirection = position.fillPrice() > position.marketLimit ? -1 : 1;
    if (position.extra !== null && position.extra.expiresAtMs === position.extra.expiresAtMs)
      ops.expiring.add(position);
    addTo(book.waiting, position, 'bookSlot');
    addTo(account.waiting, position, 'accountSlot');
  }
  ops.positions.set(state.id, position);
  ops.scratch.markAccountDirty(account);
}

/** The kind, stop-limit, expiry, trailing distance and OCO link of a stored order. */
function loadExtras(ops: RiskOperations, position: Position, state: PositionState): void {
  const kind = state.pendingKind ?? null;
  const limitPrice = state.limitPrice ?? null;
  const expiresAtMs = state.expiresAtMs ?? null;
  const trailingDistance = state.trailingDistance ?? null;
  const ocoWith = state.ocoWith ?? null;
  if (
    kind === null &&
    limitPrice === null &&
    expiresAtMs === null &&
    trailingDistance === null &&
    ocoWith === null
  )
    return;
  const extra = position.extras();
  extra.pendingKind = kind;
  extra.limitPrice = orNaN(limitPrice);
  extra.limitArmed = state.limitArmed ?? false;
  extra.expiresAtMs = orNaN(expiresAtMs);
  extra.trailingDistance = orNaN(trailingDistance);
  // The link is stored on both rows: it is made when the second of the pair loads.
  const partner = ocoWith === null ? undefined : ops.positions.get(ocoWith);
  if (partner !== undefined) {
    extra.ocoWith = partner;
    partner.extras().ocoWith = position;
  }
}
