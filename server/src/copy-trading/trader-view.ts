// How a trader looks to one customer: the figures from the ledger and the orders, how many copy
// them, and this customer's own copy of them (its size, status and running profit) if there is one.
// The list, the profile and every follow, pause and unfollow answer with this view.
import type { CopyState, FollowSettings, Trader } from '../../../contract/traders';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { CopyMirror, LiveCopy } from './copy-mirror';
import type { TraderRow } from './trader-repository';
import { copierTotals, traderFigures } from './trader-figures';

export interface TraderViewDeps {
  db: Database;
  clock: Clock;
  mirror: CopyMirror;
}

/** How many copy each trader and with how much (copierTotals). */
export type CopierTotals = Map<string, { copiers: number; sizeCents: number }>;

export const usd = (cents: number): number => Math.round(cents) / 100;

export async function traderView(
  deps: TraderViewDeps,
  row: TraderRow,
  viewer: { userId: string; accountId: string },
  totals: CopierTotals,
): Promise<Trader> {
  const figures = await traderFigures(deps.db, row.accountId, deps.clock.nowMs());
  const copies = deps.mirror.copiesOfUser(viewer.userId, row.userId);
  const mine = copies.find((copy) => copy.row.accountId === viewer.accountId) ?? copies[0] ?? null;
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
    copy: mine ? copyState(deps.mirror, mine) : null,
    follow: mine ? followSettings(mine) : null,
  };
}

/** The view after a command: the totals read afresh, as the command may have changed them. */
export async function freshTraderView(
  deps: TraderViewDeps,
  row: TraderRow,
  viewer: { userId: string; accountId: string },
): Promise<Trader> {
  return traderView(deps, row, viewer, await copierTotals(deps.db));
}

function followSettings(copy: LiveCopy): FollowSettings {
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

function copyState(mirror: CopyMirror, copy: LiveCopy): CopyState {
  const equityCents = mirror.equityCents(copy);
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
