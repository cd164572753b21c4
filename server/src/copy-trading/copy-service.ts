// Copy trading's commands and reads. Reads compute every figure from the ledger and the orders
// (read through trading's repository, as people are through users');
// commands that change a copy run through the mirror's queue (copy-mirror.ts), so they never
// interleave with the mirroring of a trader's trade.
import type { AccountSummary, Order } from '../../../contract/entities';
import {
  COMMENT_LENGTH_MAX,
  COMMENT_STARS_MAX,
  COMMENT_STARS_MIN,
  COMMENTS_PAGE_SIZE,
  COPY_SIZE_USD_MIN,
  COPY_STOP_LOSS_PCT_DEFAULT,
  COPY_STOP_LOSS_PCT_MAX,
  COPY_STOP_LOSS_PCT_MIN,
  type CommentsPage,
  type CopyState,
  type FollowSettings,
  type FollowPayload,
  type Trader,
  type TraderComment,
  type TraderProfile,
  type TraderSettings,
} from '../../../contract/traders';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { mostTradedSymbols } from '../trading/copied-orders-repository';
import { findUserById } from '../users/users-repository';
import { DomainError } from '../domain/domain-error';
import type { OrderList, OrderPageResult } from '../trading/trading-service';
import type { CopyMirror, LiveCopy } from './copy-mirror';
import { checkControls } from './copy-controls';
import type { CopyRefusalCode } from './copy-refusals';
import {
  findTrader,
  insertCopy,
  listCopiedTraders,
  listTraders,
  pageComments,
  updateCopySize,
  updateCopyStatus,
  upsertComment,
  upsertTrader,
  type TraderRow,
} from './copy-repository';
import { copierTotals, traderFigures } from './trader-figures';

/** Pages of a trader's lists the profile shows (the newest first). */
const TRADER_ORDER_PAGES_MAX = 3;
/** The symbols a trader's profile lists: the ones traded most. */
const PROFILE_SYMBOLS_MAX = 5;
const DISPLAY_NAME_LENGTH_MIN = 2;
const DISPLAY_NAME_LENGTH_MAX = 40;
const BIO_LENGTH_MAX = 500;
const IMAGE_URL_LENGTH_MAX = 200_000;

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
const usd = (cents: number): number => Math.round(cents) / 100;

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
    return Promise.all(rows.map((row) => this.traderView(row, userId, accountId, totals)));
  }

  async profile(userId: string, accountId: string, traderId: string): Promise<TraderProfile> {
    const row = await this.viewableTrader(traderId, userId);
    const totals = await copierTotals(this.deps.db);
    const nowMs = this.deps.clock.nowMs();
    const figures = await traderFigures(this.deps.db, row.accountId, nowMs);
    const base = await this.traderView(row, userId, accountId, totals);
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
    const row = await this.viewableTrader(traderId, userId);
    const orders: Order[] = [];
    for (let page = 1; page <= TRADER_ORDER_PAGES_MAX; page += 1) {
      const result = await this.deps.trading.list(row.accountId, list, page);
      orders.push(...result.data);
      if (page >= result.totalPages) break;
    }
    return orders;
  }

  async follow(userId: string, accountId: string, payload: FollowPayload): Promise<Trader> {
    const trader = await this.visibleTrader(payload.id);
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
    const trader = await this.existingTrader(traderId);
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
    const trader = await this.existingTrader(traderId);
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
    const trader = await this.unhiddenTrader(traderId);
    const { rows, total } = await pageComments(this.deps.db, trader.userId, page, COMMENTS_PAGE_SIZE);
    return {
      data: rows.map((row) => ({
        _id: row.id,
        userName: row.userName,
        star: row.star,
        comment: row.comment,
        createdAt: row.createdAt.toISOString(),
      })),
      totalPages: Math.ceil(total / COMMENTS_PAGE_SIZE),
      currentPage: page,
    };
  }

  async comment(userId: string, traderId: string, star: number, text: string): Promise<TraderComment> {
    const trader = await this.unhiddenTrader(traderId);
    if (trader.userId === userId) throw refused('CANNOT_COMMENT_SELF');
    if (!Number.isInteger(star) || star < COMMENT_STARS_MIN || star > COMMENT_STARS_MAX)
      throw refused('COMMENT_STAR_OUT_OF_RANGE');
    const comment = text.trim();
    if (comment.length === 0) throw refused('COMMENT_EMPTY');
    if ([...comment].length > COMMENT_LENGTH_MAX) throw refused('COMMENT_TOO_LONG');
    const at = new Date(this.deps.clock.nowMs());
    const id = await upsertComment(this.deps.db, trader.userId, userId, star, comment, at);
    if (id === null) throw refused('COMMENT_REMOVED_BY_BROKER');
    const user = (await findUserById(this.deps.db, userId)) ?? { name: '', surname: '' };
    return {
      _id: id,
      userName: `${user.name} ${user.surname.slice(0, 1)}.`,
      star,
      comment,
      createdAt: at.toISOString(),
    };
  }

  async settings(userId: string): Promise<TraderSettings> {
    const row = await findTrader(this.deps.db, userId);
    if (row)
      return {
        allowCopiers: row.allowCopiers,
        displayName: row.displayName,
        bio: row.bio,
        imageUrl: row.imageUrl,
      };
    const user = await findUserById(this.deps.db, userId);
    return {
      allowCopiers: false,
      displayName: user ? `${user.name} ${user.surname}` : '',
      bio: '',
      imageUrl: '',
    };
  }

  /** The settings switch: the account copied is the one active when the customer first opts in. */
  async saveSettings(userId: string, accountId: string, settings: TraderSettings): Promise<TraderSettings> {
    const displayName = settings.displayName.trim();
    const nameLength = [...displayName].length;
    if (nameLength < DISPLAY_NAME_LENGTH_MIN || nameLength > DISPLAY_NAME_LENGTH_MAX)
      throw refused('TRADER_NAME_INVALID');
    if ([...settings.bio].length > BIO_LENGTH_MAX) throw refused('TRADER_BIO_TOO_LONG');
    const imageUrl = settings.imageUrl.trim();
    if (
      imageUrl !== '' &&
      (imageUrl.length > IMAGE_URL_LENGTH_MAX || !/^(https:\/\/|data:image\/)/.test(imageUrl))
    )
      throw refused('TRADER_IMAGE_INVALID');
    const existing = await findTrader(this.deps.db, userId);
    const row: TraderRow = {
      userId,
      accountId: existing?.accountId ?? accountId,
      displayName,
      bio: settings.bio.trim(),
      imageUrl,
      allowCopiers: settings.allowCopiers,
      seeded: existing?.seeded ?? false,
      hidden: existing?.hidden ?? false,
    };
    await this.deps.mirror.run(async () => {
      await upsertTrader(this.deps.db, row, new Date(this.deps.clock.nowMs()));
      this.deps.mirror.putTrader(row);
    });
    return this.settings(userId);
  }

  private checkedSizeCents(size: number): number {
    const cents = Math.round(size * 100);
    if (size < COPY_SIZE_USD_MIN) throw refused('COPY_SIZE_TOO_SMALL');
    if (Math.abs(cents - size * 100) > 1e-6) throw refused('COPY_SIZE_STEP');
    return cents;
  }

  private async existingTrader(traderId: string): Promise<TraderRow> {
    const row = await findTrader(this.deps.db, traderId);
    if (!row) throw refused('TRADER_NOT_FOUND');
    return row;
  }

  /**
   * A trader whose comments customers may read and write: any profile the broker has not hidden
   * (an opted-out trader's comments stay readable, as before).
   */
  private async unhiddenTrader(traderId: string): Promise<TraderRow> {
    const row = await this.existingTrader(traderId);
    if (row.hidden) throw refused('TRADER_NOT_FOUND');
    return row;
  }

  /**
   * A trader one may follow or look at: opted in (or seeded) and not hidden by the broker. Unfollow,
   * pause and resume take any existing trader, so a follower of a hidden trader can still leave.
   */
  private async visibleTrader(traderId: string): Promise<TraderRow> {
    const row = await this.unhiddenTrader(traderId);
    if (!row.allowCopiers) throw refused('TRADER_NOT_FOUND');
    return row;
  }

  /**
   * A trader whose profile and trades a customer may see: one open to everyone, or one the customer
   * still copies (hidden or opted out since), so a follower sees what their copy follows. Following
   * anew or commenting still needs a visible trader.
   */
  private async viewableTrader(traderId: string, userId: string): Promise<TraderRow> {
    const row = await this.existingTrader(traderId);
    if (this.deps.mirror.copiesOfUser(userId, row.userId).length > 0) return row;
    return this.visibleTrader(traderId);
  }

  /** The copy on the active account, else the customer's only other copy of the trader. */
  private copyFor(userId: string, accountId: string, traderId: string): LiveCopy {
    const copy =
      this.deps.mirror.liveCopyOf(accountId, traderId) ?? this.deps.mirror.copiesOfUser(userId, traderId)[0];
    if (!copy || copy.row.userId !== userId) throw refused('COPY_NOT_FOUND');
    return copy;
  }

  private async traderAnswer(row: TraderRow, userId: string, accountId: string): Promise<Trader> {
    return this.traderView(row, userId, accountId, await copierTotals(this.deps.db));
  }

  private async traderView(
    row: TraderRow,
    userId: string,
    accountId: string,
    totals: Map<string, { copiers: number; sizeCents: number }>,
  ): Promise<Trader> {
    const figures = await traderFigures(this.deps.db, row.accountId, this.deps.clock.nowMs());
    const copies = this.deps.mirror.copiesOfUser(userId, row.userId);
    const mine = copies.find((copy) => copy.row.accountId === accountId) ?? copies[0] ?? null;
    return {
      _id: row.userId,
      id: row.userId,
      traderId: row.userId,
      name: row.displayName,
      imageUrl: row.imageUrl,
      followCount: totals.get(row.userId)?.copiers ?? 0,
      isFollow: copies.length > 0,
      currentROI: figures.currentRoiPct,
      beforeROI: figures.beforeRoiPct,
      allROI: figures.allRoiPct,
      profitPositive: figures.profitPositiveUsd,
      profitNegative: figures.profitNegativeUsd,
      seeded: row.seeded,
      riskScore: figures.riskScore,
      copy: mine ? this.copyState(mine) : null,
      follow: mine ? this.followSettings(mine) : null,
    };
  }

  private followSettings(copy: LiveCopy): FollowSettings {
    const { controls } = copy.row;
    return {
      size: usd(copy.row.sizeCents),
      copyStopLossPct: copy.row.copyStopLossPct,
      mode: controls.mode,
      fixedLots: controls.fixedLots,
      maxLotsPerTrade: controls.maxLotsPerTrade,
      maxOpenTrades: controls.maxOpenTrades,
    };
  }

  private copyState(copy: LiveCopy): CopyState {
    const equityCents = this.deps.mirror.equityCents(copy);
    const { status } = copy.row;
    return {
      size: usd(copy.row.sizeCents),
      copyStopLossPct: copy.row.copyStopLossPct,
      status: status === 'ended' ? 'paused' : status,
      accountId: copy.row.accountId,
      equity: usd(equityCents),
      realizedProfit: usd(copy.realizedCents),
      floatingProfit: usd(equityCents - copy.row.sizeCents - copy.realizedCents),
      openPositions: copy.positions.size,
    };
  }
}
