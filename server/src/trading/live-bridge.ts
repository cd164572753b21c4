// Feeds the live hub from the engine: prices on every tick, market states when they change, and,
// just before each flush, the position profits and account figures the engine has changed since
// the last drain. The engine only reports accounts it is told are watched (a connected socket), so
// a drain costs what the connected users' positions cost, not all 100,000 positions.
import type { LiveMessage } from '../../../contract/live';
import type { Clock } from '../clock';
import { INSTRUMENTS } from '../engine/catalogue';
import type { Tick } from '../engine/engine-types';
import { isOpen, nextOpen } from '../engine/market-hours';
import type { RiskEngine } from '../engine/risk-engine';
import type { LiveHub } from '../ws/live-hub';

/** Market states change on the minute at most; checking each second is plenty. */
export const MARKET_STATE_CHECK_MS = 1_000;

/** Whatever holds the current engine (the trading service swaps it after a rebuild). */
export interface EngineHolder {
  readonly engine: RiskEngine;
}

export class LiveBridge {
  private readonly marketOpen = new Map<string, boolean>();
  private marketsCheckedAtMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly holder: EngineHolder,
    private readonly hub: LiveHub,
    private readonly clock: Clock,
  ) {}

  publishQuote(tick: Tick): void {
    this.hub.publishPrice(tick.symbol, tick.ask, tick.bid);
  }

  /** The hub's onWatchChange: the engine reports a user's figures only while a socket listens. */
  watch(userId: string, watched: boolean): void {
    this.holder.engine.watch(userId, watched);
  }

  /** Called by the hub at the start of every flush. */
  beforeFlush(): void {
    this.publishMarketChanges();
    for (const effect of this.holder.engine.drainUpdates()) {
      if (effect.type !== 'positionUpdated' && effect.type !== 'accountChanged') continue;
      if (!this.hub.isWatched(effect.userId)) continue;
      if (effect.type === 'positionUpdated') {
        this.hub.publishPosition(effect.userId, {
          type: 'position',
          id: effect.id,
          profit: effect.profit,
          lastPrice: effect.lastPrice,
        });
      } else {
        this.hub.publishAccount(effect.userId, { type: 'account', ...effect.changes });
      }
    }
  }

  publishMarketChanges(): void {
    const nowMs = this.clock.now();
    if (nowMs - this.marketsCheckedAtMs < MARKET_STATE_CHECK_MS) return;
    this.marketsCheckedAtMs = nowMs;
    for (const instrument of INSTRUMENTS) {
      const open = isOpen(instrument.symbol, nowMs);
      if (this.marketOpen.get(instrument.symbol) === open) continue;
      this.marketOpen.set(instrument.symbol, open);
      this.hub.publishMarket(instrument.symbol, open, nextOpen(instrument.symbol, nowMs));
    }
  }

  /** The account figures and every open position's profit, for a socket that just connected. */
  personalSnapshot(userId: string): LiveMessage[] {
    const engine = this.holder.engine;
    const figures = engine.account(userId);
    if (!figures) return [];
    const messages: LiveMessage[] = [{ type: 'account', ...figures }];
    for (const position of engine.positionsOf(userId)) {
      if (position.status !== 'open' || position.lastPrice === null) continue;
      messages.push({
        type: 'position',
        id: position.id,
        profit: position.profit,
        lastPrice: position.lastPrice,
      });
    }
    return messages;
  }
}
