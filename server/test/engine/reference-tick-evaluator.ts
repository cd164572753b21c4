// A small, deliberately plain evaluator of the engine's tick rules as they stood before the engine
// was rebuilt for a million positions: ordinary objects and arrays, nothing incremental beyond what
// the rules themselves fix (a position's profit is re-valued only when its symbol or its conversion
// symbol ticks; books and accounts keep the swap-remove order that decides which stop fires first
// and which position a stop-out closes first). The equivalence property test mirrors opens, closes
// and deposits into it and compares every effect of every tick, and every live update, with the
// engine's. It covers open positions, triggers, stop-out, the margin warning and the flat reset,
// and trailing stops (API.md "Order types"): on each tick of its symbol, before the triggers, a
// trailing stop moves to the close price less (Buy) or plus (Sell) its distance when that is
// tighter, in the order the positions started trailing, each move one positionModified.
import { conversionSymbolOf, INSTRUMENTS } from '../../src/engine/catalogue';
import type {
  AccountChangedEffect,
  AccountFigures,
  CloseReason,
  EngineEffect,
  Instrument,
  PositionState,
  Tick,
} from '../../src/engine/engine-types';
import { centsFromMicros, centsFromUsd, roundPrice } from '../../src/engine/money';

interface RefPosition {
  state: PositionState;
  sign: 1 | -1;
  openPrice: number;
  stopLoss: number;
  takeProfit: number;
  micros: number;
  publishedCents: number;
  publishedPrice: number;
  /** NaN when the stop does not trail. */
  trailingDistance: number;
}

interface RefAccount {
  accountId: string;
  balanceCents: number;
  marginCents: number;
  floatingMicros: number;
  open: RefPosition[];
  warned: boolean;
  /** Whether drain reports it (someone listens); every account is, unless unwatched. */
  watched: boolean;
  published: AccountFigures;
}

interface RefBook {
  instrument: Instrument;
  bid: number;
  ask: number;
  conversion: string | null;
  open: RefPosition[];
  /** Trailing positions in the order they started trailing. */
  trailing: RefPosition[];
  changed: boolean;
}

const unpublished = (): AccountFigures => ({
  blc: NaN,
  crd: NaN,
  mrg: NaN,
  ass: NaN,
  fm: NaN,
  pct: NaN,
  allp: NaN,
});

const swapRemove = <T>(list: T[], item: T): void => {
  const index = list.indexOf(item);
  if (index < 0) throw new Error('reference: removing what is not there');
  const last = list.pop() as T;
  if (last !== item) list[index] = last;
};

export class ReferenceTickEvaluator {
  private readonly books = new Map<string, RefBook>();
  private readonly accounts = new Map<string, RefAccount>();
  private readonly dirty: RefAccount[] = [];

  constructor() {
    for (const instrument of INSTRUMENTS)
      this.books.set(instrument.symbol, {
        instrument,
        bid: NaN,
        ask: NaN,
        conversion: conversionSymbolOf(instrument),
        open: [],
        trailing: [],
        changed: false,
      });
  }

  prime(tick: Tick): void {
    const book = this.bookOf(tick.symbol);
    book.bid = tick.bid;
    book.ask = tick.ask;
  }

  openAccount(accountId: string, cents: number): void {
    const account: RefAccount = {
      accountId,
      balanceCents: cents,
      marginCents: 0,
      floatingMicros: 0,
      open: [],
      warned: false,
      watched: true,
      published: unpublished(),
    };
    this.accounts.set(accountId, account);
    this.markDirty(account);
  }

  unwatch(accountId: string): void {
    this.accountOf(accountId).watched = false;
  }

  deposit(accountId: string, cents: number): void {
    const account = this.accountOf(accountId);
    account.balanceCents += cents;
    this.markDirty(account);
  }

  /** A market order the engine filled; its profit at the fill as a command values it. */
  opened(state: PositionState): void {
    const book = this.bookOf(state.symbol);
    const account = this.accountOf(state.accountId);
    const sign = state.side === 'Buy' ? 1 : -1;
    const position: RefPosition = {
      state,
      sign,
      openPrice: state.openPrice ?? NaN,
      stopLoss: state.stopLoss ?? NaN,
      takeProfit: state.takeProfit ?? NaN,
      micros: 0,
      publishedCents: NaN,
      publishedPrice: NaN,
      trailingDistance: state.trailingDistance ?? NaN,
    };
    if (position.trailingDistance === position.trailingDistance) book.trailing.push(position);
    position.micros = Math.round(this.profitUsd(book, position) * 1_000_000);
    book.open.push(position);
    account.open.push(position);
    account.marginCents += state.marginCents;
    account.floatingMicros += position.micros;
    this.markDirty(account);
  }

  /** A manual full close at the current price. */
  close(id: string, atMs: number): EngineEffect[] {
    const effects: EngineEffect[] = [];
    this.closePosition(this.positionOf(id), 'manual', atMs, effects);
    return effects;
  }

  applyTick(tick: Tick): EngineEffect[] {
    const book = this.bookOf(tick.symbol);
    book.bid = tick.bid;
    book.ask = tick.ask;
    const touched: RefAccount[] = [];
    const fired: RefPosition[] = [];
    const effects: EngineEffect[] = [];
    for (const position of book.trailing) this.trail(book, position, effects);
    this.evaluate(book, touched, fired);
    for (const dependent of this.books.values())
      if (dependent.conversion === tick.symbol && dependent !== book)
        this.evaluate(dependent, touched, fired);
    for (const position of fired) {
      if (!this.isOpen(position)) continue;
      const { bid, ask } = this.bookOf(position.state.symbol);
      const stopped = position.sign > 0 ? bid <= position.stopLoss : ask >= position.stopLoss;
      this.closePosition(position, stopped ? 'stopLoss' : 'takeProfit', tick.time, effects);
    }
    for (const account of touched) {
      if (this.isStopOut(account)) {
        this.stopOut(account, tick.time, effects);
        account.warned = this.isMarginCall(account);
      } else {
        const atOrBelow = this.isMarginCall(account);
        if (atOrBelow && !account.warned)
          effects.push({
            type: 'marginWarning',
            accountId: account.accountId,
            marginPct: this.figures(account).pct,
            atMs: tick.time,
          });
        account.warned = atOrBelow;
      }
      this.markDirty(account);
    }
    return effects;
  }

  /** What drainUpdates should give since the last drain (in the engine's order of kinds). */
  drain(): EngineEffect[] {
    const effects: EngineEffect[] = [];
    for (const book of this.books.values()) {
      if (!book.changed) continue;
      book.changed = false;
      for (const position of book.open) {
        if (!this.accountOf(position.state.accountId).watched) continue;
        const cents = centsFromMicros(position.micros);
        const price = position.sign > 0 ? book.bid : book.ask;
        if (cents === position.publishedCents && price === position.publishedPrice) continue;
        position.publishedCents = cents;
        position.publishedPrice = price;
        effects.push({
          type: 'positionUpdated',
          id: position.state.id,
          accountId: position.state.accountId,
          profit: cents / 100,
          lastPrice: price,
        });
      }
    }
    for (const account of this.dirty.splice(0)) {
      if (!account.watched) continue;
      const figures = this.figures(account);
      let changes: AccountChangedEffect['changes'] | null = null;
      for (const code of Object.keys(figures) as (keyof AccountFigures)[]) {
        if (figures[code] === account.published[code]) continue;
        account.published[code] = figures[code];
        changes ??= {};
        changes[code] = figures[code];
      }
      if (changes) effects.push({ type: 'accountChanged', accountId: account.accountId, changes });
    }
    return effects;
  }

  figures(account: RefAccount): AccountFigures {
    const floatingCents = centsFromMicros(account.floatingMicros);
    const assetsCents = account.balanceCents + floatingCents;
    const marginCents = account.marginCents;
    return {
      blc: account.balanceCents / 100,
      crd: 0,
      mrg: marginCents / 100,
      ass: assetsCents / 100,
      fm: (assetsCents - marginCents) / 100,
      pct: marginCents > 0 ? Math.round((assetsCents / marginCents) * 10_000) / 100 : 0,
      allp: floatingCents / 100,
    };
  }

  figuresOf(accountId: string): AccountFigures {
    return this.figures(this.accountOf(accountId));
  }

  openIdsOf(accountId: string): string[] {
    return this.accountOf(accountId).open.map((position) => position.state.id);
  }

  private evaluate(book: RefBook, touched: RefAccount[], fired: RefPosition[]): void {
    const usdPerUnit = this.usdPerUnit(book);
    if (!(book.bid > 0) || usdPerUnit !== usdPerUnit || book.open.length === 0) return;
    const microsPerPriceLot = book.instrument.contractSize * usdPerUnit * 1_000_000;
    for (const position of book.open) {
      const buy = position.sign > 0;
      const closePrice = buy ? book.bid : book.ask;
      const signedLots = position.sign * position.state.lots;
      const micros = Math.round((closePrice - position.openPrice) * signedLots * microsPerPriceLot);
      if (micros !== position.micros) {
        const account = this.accountOf(position.state.accountId);
        account.floatingMicros += micros - position.micros;
        position.micros = micros;
        if (!touched.includes(account)) touched.push(account);
      }
      const hit = buy
        ? book.bid <= position.stopLoss || book.bid >= position.takeProfit
        : book.ask >= position.stopLoss || book.ask <= position.takeProfit;
      if (hit) fired.push(position);
    }
    book.changed = true;
  }

  private trail(book: RefBook, position: RefPosition, effects: EngineEffect[]): void {
    const distance = position.trailingDistance;
    const digits = book.instrument.digits;
    const candidate =
      position.sign > 0 ? roundPrice(book.bid - distance, digits) : roundPrice(book.ask + distance, digits);
    const tighter =
      position.sign > 0
        ? candidate > 0 && !(position.stopLoss >= candidate)
        : !(position.stopLoss <= candidate);
    if (!tighter) return;
    position.stopLoss = candidate;
    effects.push({
      type: 'positionModified',
      id: position.state.id,
      accountId: position.state.accountId,
      stopLoss: candidate,
      takeProfit: position.takeProfit === position.takeProfit ? position.takeProfit : null,
      trailing: true,
    });
  }

  private stopOut(account: RefAccount, atMs: number, effects: EngineEffect[]): void {
    while (this.isStopOut(account) && account.open.length > 0) {
      let worst: RefPosition | null = null;
      for (const position of account.open) {
        const book = this.bookOf(position.state.symbol);
        if (!(book.bid > 0) || !Number.isFinite(this.usdPerUnit(book))) continue;
        if (worst === null || position.micros < worst.micros) worst = position;
      }
      if (worst === null) return;
      this.closePosition(worst, 'stopOut', atMs, effects);
    }
  }

  private closePosition(
    position: RefPosition,
    reason: CloseReason,
    atMs: number,
    effects: EngineEffect[],
  ): void {
    const { state } = position;
    const book = this.bookOf(state.symbol);
    const account = this.accountOf(state.accountId);
    const closePrice = position.sign > 0 ? book.bid : book.ask;
    const realizedCents = centsFromUsd(this.profitUsd(book, position));
    account.floatingMicros -= position.micros;
    account.marginCents -= state.marginCents;
    swapRemove(book.open, position);
    swapRemove(account.open, position);
    const trailingAt = book.trailing.indexOf(position);
    if (trailingAt >= 0) book.trailing.splice(trailingAt, 1);
    account.balanceCents += realizedCents;
    effects.push({
      type: 'positionClosed',
      id: state.id,
      sourceId: state.id,
      accountId: state.accountId,
      symbol: state.symbol,
      side: state.side,
      lots: state.lots,
      openPrice: position.openPrice,
      closePrice,
      realizedCents,
      swapCents: 0,
      marginCents: state.marginCents,
      reason,
      createdAtMs: state.createdAtMs,
      closedAtMs: atMs,
      remainingLots: 0,
      remainingMarginCents: 0,
      ...(position.trailingDistance === position.trailingDistance
        ? { trailingDistance: position.trailingDistance }
        : {}),
    });
    const balanceEffect = (kind: 'realized' | 'stopout_reset', amountCents: number, orderId: string | null) =>
      effects.push({
        type: 'balanceChanged',
        accountId: state.accountId,
        kind,
        amountCents,
        balanceAfterCents: account.balanceCents,
        orderId,
        atMs,
      });
    if (realizedCents !== 0) balanceEffect('realized', realizedCents, state.id);
    this.markDirty(account);
    if (account.open.length === 0 && account.balanceCents < 0) {
      const amountCents = -account.balanceCents;
      account.balanceCents = 0;
      balanceEffect('stopout_reset', amountCents, null);
    }
  }

  private profitUsd(book: RefBook, position: RefPosition): number {
    const closePrice = position.sign > 0 ? book.bid : book.ask;
    const scale = book.instrument.contractSize * this.usdPerUnit(book);
    return (closePrice - position.openPrice) * position.sign * position.state.lots * scale;
  }

  private usdPerUnit(book: RefBook): number {
    if (book.conversion === null) return 1;
    const conversion = this.bookOf(book.conversion);
    const mid = (conversion.ask + conversion.bid) / 2;
    return book.instrument.calc === 1 ? 1 / mid : mid;
  }

  private assetsMicros(account: RefAccount): number {
    return account.balanceCents * 10_000 + account.floatingMicros;
  }

  private isStopOut(account: RefAccount): boolean {
    return account.marginCents > 0 && 2 * this.assetsMicros(account) <= account.marginCents * 10_000;
  }

  private isMarginCall(account: RefAccount): boolean {
    return account.marginCents > 0 && this.assetsMicros(account) <= account.marginCents * 10_000;
  }

  private isOpen(position: RefPosition): boolean {
    return this.bookOf(position.state.symbol).open.includes(position);
  }

  private markDirty(account: RefAccount): void {
    if (!this.dirty.includes(account)) this.dirty.push(account);
  }

  private positionOf(id: string): RefPosition {
    for (const book of this.books.values())
      for (const position of book.open) if (position.state.id === id) return position;
    throw new Error(`reference: no open position ${id}`);
  }

  private bookOf(symbol: string): RefBook {
    const book = this.books.get(symbol);
    if (!book) throw new Error(`reference: no book ${symbol}`);
    return book;
  }

  private accountOf(accountId: string): RefAccount {
    const account = this.accounts.get(accountId);
    if (!account) throw new Error(`reference: no account ${accountId}`);
    return account;
  }
}
