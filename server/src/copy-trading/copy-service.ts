// Copy trading's commands and reads. Reads compute every figure from the ledger and the orders
// (read through trading's repository, as people are through users');
// commands that change a copy run through the mirror's queue (copy-mirror.ts), so they never
// interleave with the mirroring of a trader's trade. How a trader looks to a customer, the comments
// and a customer's own trader settings have files of their own (trader-view.ts, trader-comments.ts,
// trader-settings.ts).
import type { AccountSummary, Order } from '../../../contract/entities';
import {
  COPY_SIZE_USD_MIN,
  COPY_STOP_LOSS_PCT_DEFAULT,
  COPY_STOP_LOSS_PCT_MAX,
  COPY_STOP_LOSS_PCT_MIN,
  type CommentsPage,
  type FollowPayload,
  type Trader,
  type TraderComment,
  type TraderProfile,
  type TraderSettings,
} from '../../../contract/traders';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { mostTradedSymbols } from '../trading/copied-orders-repository';
import { DomainError } from '../domain/domain-error';
import type { OrderList, OrderPageResult } from '../trading/trading-service';
import type { CopyMirror, LiveCopy } from './copy-mirror';
import { checkControls } from './copy-controls';
import type { CopyRefusalCode } from './copy-refusals';
import { insertCopy, updateCopySize, updateCopyStatus } from './copy-repository';
import { listCopiedTraders, listTraders, type TraderRow } from './trader-repository';
import { existingTrader, unhiddenTrader, viewableTrader, visibleTrader } from './trader-lookup';
import { copierTotals, traderFigures } from './trader-figures';
import { commentOnTrader, traderComments } from './trader-comments';
import { saveTraderSettings, traderSettings } from './trader-settings';
import { freshTraderView, traderView, usd } from './trader-view';

/** Pages of a trader's lists the profile shows (the newest first). */
const TRADER_ORDER_PAGES_MAX = 3;
/** The symbols a trader's profile lists: the ones traded most. */
const PROFILE_SYMBOLS_MAX = 5;

export interface CopyServiceTrading {
  list(accountId: string, list: OrderList, page: number): Promise<OrderPageResult>;
  figures(accountId: string): Promise<AccountSummary>;
}

export interface CopyServiceDeps {
  db: Database;
  clock: Clock;
  trading: CopyServiceTrading;
  mirror: CopyMirror;
  /**
   * Checked before a follow starts copying onto the account (the jurisdiction's onboarding,
   * compliance/order-gate.ts): copied orders skip the per-order gate, so the copy is refused here.
   */
  followGate?: (accountId: string) => Promise<void>;
}

const refused = (code: CopyRefusalCode): DomainError<CopyRefusalCode> => new DomainError(code);

export class CopyService {
  constructor(private readonly deps: CopyServiceDeps) {}

  async list(userId: string, accountId: string, search: string | null): Promise<Trader[]> {
    const term = search && search.trim() !== '' ? search.trim() : null;
    const listed = await listTraders(this.deps.db, term);
    // A trader the broker hid (or who opted out) stays in the list of those who still copy them.
    const shown = new Set(listed.map((row) => row.userId));
    const copied = (await listCopiedTraders(this.deps.db, userId, term)).filter(
      (row) => !shown.has(row.userId),
    );
    const rows = [...listed, ...copied];
    const totals = await copierTotals(this.deps.db);
    return Promise.all(rows.map((row) => traderView(this.deps, row, { userId, accountId }, totals)));
  }

  async profile(userId: string, accountId: string, traderId: string): Promise<TraderProfile> {
    const row = await viewableTrader(this.deps.db, this.deps.mirror, traderId, userId);
    const totals = await copierTotals(this.deps.db);
    const nowMs = this.deps.clock.nowMs();
    const figures = await traderFigures(this.deps.db, row.accountId, nowMs);
    const base = await traderView(this.deps, row, { userId, accountId }, totals);
    const symbols = await mostTradedSymbols(this.deps.db, row.accountId, PROFILE_SYMBOLS_MAX);
    const copiers = totals.get(row.userId);
    return {
      ...base,
      bio: row.bio,
      maxDrawdownPct: figures.maxDrawdownPct,
      winRatePct: figures.winRatePct,
      trades: figures.trades,
      copiers: copiers?.copiers ?? 0,
      assetsUnderCopy: usd(copiers?.sizeCents ?? 0),
      equityCurve: figures.equityCurve,
      symbols,
      since: figures.since ? figures.since.toISOString() : null,
    };
  }

  async orders(userId: string, traderId: string, list: 'open' | 'closed'): Promise<Order[]> {
    const row = await viewableTrader(this.deps.db, this.deps.mirror, traderId, userId);
    const orders: Order[] = [];
    for (let page = 1; page <= TRADER_ORDER_PAGES_MAX; page += 1) {
      const result = await this.deps.trading.list(row.accountId, list, page);
      orders.push(...result.data);
      if (page >= result.totalPages) break;
    }
    return orders;
  }

  async follow(userId: string, accountId: string, payload: FollowPayload): Promise<Trader> {
    const trader = await visibleTrader(this.deps.db, payload.id);
    if (trader.userId === userId) throw refused('CANNOT_FOLLOW_SELF');
    if (this.deps.followGate) await this.deps.followGate(accountId);
    const sizeCents = this.checkedSizeCents(payload.size);
    const pct = payload.copyStopLossPct ?? COPY_STOP_LOSS_PCT_DEFAULT;
    if (!Number.isInteger(pct) || pct < COPY_STOP_LOSS_PCT_MIN || pct > COPY_STOP_LOSS_PCT_MAX)
      throw refused('COPY_STOP_LOSS_OUT_OF_RANGE');
    const checked = checkControls(payload);
    if (!checked.ok) throw refused(checked.code);
    const { controls } = checked;
    const { mirror } = this.deps;
    await mirror.run(async () => {
      const figures = await this.deps.trading.figures(accountId);
      if (sizeCents > Math.round(figures.marginFree * 100)) throw refused('COPY_SIZE_OVER_FREE_MARGIN');
      let copy = mirror.liveCopyOf(accountId, trader.userId);
      if (copy) {
        await updateCopySize(this.deps.db, copy.row.id, sizeCents, pct, controls);
        copy.row = { ...copy.row, sizeCents, copyStopLossPct: pct, controls };
      } else {
        const at = new Date(this.deps.clock.nowMs());
        const status = 'active';
        const row = await insertCopy(
          this.deps.db,
          { userId, accountId, traderId: trader.userId, sizeCents, copyStopLossPct: pct, status, controls },
          at,
        );
        // Two follows at once: the unique index let one in; the other finds it on its next call.
        copy = row ? mirror.addCopy(row) : null;
      }
      // Each trader position is decided once per copy, so asking again opens only what is new.
      if (copy && payload.copyOpenTrades === true) await mirror.copyOpenTradesInto(copy);
    });
    return this.traderAnswer(trader, userId, accountId);
  }

  /** Whether this account copies the trader now (following again then changes the size). */
  isCopying(accountId: string, traderId: string): boolean {
    return this.deps.mirror.liveCopyOf(accountId, traderId) !== null;
  }

  /** Closes the copied positions at market and ends the copy. */
  async unfollow(userId: string, accountId: string, traderId: string): Promise<Trader> {
    const trader = await existingTrader(this.deps.db, traderId);
    const { mirror } = this.deps;
    await mirror.run(async () => {
      const copy = this.copyFor(userId, accountId, trader.userId);
      const at = new Date(this.deps.clock.nowMs());
      // Paused first, so no new trade is copied while the positions close.
      await updateCopyStatus(this.deps.db, copy.row.id, 'paused', at, false);
      copy.row = { ...copy.row, status: 'paused' };
      if (!(await mirror.closeAll(copy))) throw refused('COPY_CLOSE_FAILED');
      await updateCopyStatus(this.deps.db, copy.row.id, 'ended', at, false);
      mirror.dropCopy(copy);
    });
    return this.traderAnswer(trader, userId, accountId);
  }

  async pause(userId: string, accountId: string, traderId: string): Promise<Trader> {
    return this.setStatus(userId, accountId, traderId, 'paused');
  }

  async resume(userId: string, accountId: string, traderId: string): Promise<Trader> {
    return this.setStatus(userId, accountId, traderId, 'active');
  }

  private async setStatus(
    userId: string,
    accountId: string,
    traderId: string,
    status: 'active' | 'paused',
  ): Promise<Trader> {
    const trader = await existingTrader(this.deps.db, traderId);
    await this.deps.mirror.run(async () => {
      const copy = this.copyFor(userId, accountId, trader.userId);
      if (copy.row.status === status) return;
      // A stopped copy that resumes starts its copy stop-loss count again from now.
      const restart = status === 'active' && copy.row.status === 'stopped';
      const at = new Date(this.deps.clock.nowMs());
      await updateCopyStatus(this.deps.db, copy.row.id, status, at, restart);
      copy.row = { ...copy.row, status, countedFrom: restart ? at : copy.row.countedFrom };
      if (restart) copy.realizedCents = 0;
    });
    return this.traderAnswer(trader, userId, accountId);
  }

  async comments(traderId: string, page: number): Promise<CommentsPage> {
    return traderComments(this.deps.db, await unhiddenTrader(this.deps.db, traderId), page);
  }

  async comment(userId: string, traderId: string, star: number, text: string): Promise<TraderComment> {
    return commentOnTrader(this.deps, await unhiddenTrader(this.deps.db, traderId), userId, { star, text });
  }

  async settings(userId: string): Promise<TraderSettings> {
    return traderSettings(this.deps.db, userId);
  }

  async saveSettings(userId: string, accountId: string, settings: TraderSettings): Promise<TraderSettings> {
    return saveTraderSettings(this.deps, { userId, accountId }, settings);
  }

  private checkedSizeCents(size: number): number {
    const cents = Math.round(size * 100);
    if (size < COPY_SIZE_USD_MIN) throw refused('COPY_SIZE_TOO_SMALL');
    if (Math.abs(cents - size * 100) > 1e-6) throw refused('COPY_SIZE_STEP');
    return cents;
  }

  /** The copy on the active account, else the customer's only other copy of the trader. */
  private copyFor(userId: string, accountId: string, traderId: string): LiveCopy {
    const copy =
      this.deps.mirror.liveCopyOf(accountId, traderId) ?? this.deps.mirror.copiesOfUser(userId, traderId)[0];
    if (!copy || copy.row.userId !== userId) throw refused('COPY_NOT_FOUND');
    return copy;
  }

  private async traderAnswer(row: TraderRow, userId: string, accountId: string): Promise<Trader> {
    return freshTraderView(this.deps, row, { userId, accountId });
  }
}
