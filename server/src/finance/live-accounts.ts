// What finance needs of the engine: an account's live figures and its open positions' profit, in
// cents. The engine holds figures in USD rounded to cents; they come back to whole cents here.
import type { AccountFigures } from '../engine/engine-types';
import type { TradingService } from '../trading/trading-service';
import { toCents } from './finance-money';
import type { SnapshotPosition } from './finance-repository';

export interface LiveFigures {
  balanceCents: number;
  /** Balance + credit + open profit (the engine's assets). */
  equityCents: number;
  marginCents: number;
  freeMarginCents: number;
  /** Percent with two decimals; 0 with no margin in use. */
  marginLevel: number;
  openProfitCents: number;
}

export interface LiveAccounts {
  /** Figures now, loading the account into the engine first if it is not there yet. */
  figures(accountId: string): Promise<LiveFigures>;
  /** Figures now if the engine holds the account (every account with a position is held). */
  figuresIfLoaded(accountId: string): LiveFigures | null;
  /** Each open position's profit now (an account the engine does not hold has none). */
  openPositions(accountId: string): SnapshotPosition[];
}

export function liveFiguresOf(figures: AccountFigures): LiveFigures {
  return {
    balanceCents: toCents(figures.blc),
    equityCents: toCents(figures.ass),
    marginCents: toCents(figures.mrg),
    freeMarginCents: toCents(figures.fm),
    marginLevel: figures.pct,
    openProfitCents: toCents(figures.allp),
  };
}

/** An account with no position: nothing at work, equity = balance + credit. */
export function restingFigures(balanceCents: number, creditCents: number): LiveFigures {
  const equityCents = balanceCents + creditCents;
  return {
    balanceCents,
    equityCents,
    marginCents: 0,
    freeMarginCents: equityCents,
    marginLevel: 0,
    openProfitCents: 0,
  };
}

export function engineLiveAccounts(service: TradingService): LiveAccounts {
  // service.engine is read at each call: a failed write rebuilds the engine and replaces it.
  const figuresIfLoaded = (accountId: string): LiveFigures | null => {
    const figures = service.engine.account(accountId);
    return figures ? liveFiguresOf(figures) : null;
  };
  return {
    async figures(accountId) {
      await service.ensureAccount(accountId);
      const figures = figuresIfLoaded(accountId);
      if (!figures) throw new Error(`finance: the engine lost account ${accountId}`);
      return figures;
    },
    figuresIfLoaded,
    openPositions: (accountId) =>
      service.engine
        .positionsOf(accountId)
        .filter((position) => position.status === 'open')
        .map((position) => ({ id: position.id, profitCents: toCents(position.profit) })),
  };
}
