// The copy stop-loss: a copy whose equity (its size, plus what it realized since its count started,
// plus the floating profit of its open copied positions) falls to its stop level is stopped for
// good, every copied position closed and the follower told. It is checked on every tick of a symbol
// the copy holds and after each of its copied positions closes; the stop itself runs in the
// mirror's queue, once, however many ticks see the level before it has run.
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Tick } from '../engine/engine-types';
import type { DomainEventBus } from '../events/event-bus';
import type { LiveCopy, LiveCopyIndex } from './copy-index';
import type { CopyTradingPort } from './copy-trading-port';
import { updateCopyStatus } from './copy-repository';
import { copyStopLevelCents } from './copy-sizing';

export interface CopyStopLossDeps {
  db: Database;
  clock: Clock;
  engine: CopyTradingPort['engine'];
  events: DomainEventBus;
  index: LiveCopyIndex;
  /** Runs work in the mirror's queue, after every earlier change to the copies. */
  run(work: () => Promise<void>): Promise<void>;
  /** Closes every copied position of the copy (the mirror's closer). */
  closeAll(copy: LiveCopy): Promise<boolean>;
}

export class CopyStopLoss {
  private readonly stopping = new Set<string>();

  constructor(private readonly deps: CopyStopLossDeps) {}

  /** The copy's equity: size plus its realized profit since the count started and its floating profit. */
  equityCents(copy: LiveCopy): number {
    let floating = 0;
    for (const id of copy.positions.keys()) {
      const view = this.deps.engine.position(id);
      if (view) floating += Math.round(view.profit * 100);
    }
    return copy.row.sizeCents + copy.realizedCents + floating;
  }

  /** On every tick: the copies holding that symbol check their copy stop-loss. */
  onTick(tick: Tick): void {
    for (const copyId of this.deps.index.copiesHolding(tick.symbol)) {
      const copy = this.deps.index.copies.get(copyId);
      if (copy) this.check(copy);
    }
  }

  check(copy: LiveCopy): void {
    if (copy.row.status !== 'active' && copy.row.status !== 'paused') return;
    if (this.stopping.has(copy.row.id)) return;
    const equity = this.equityCents(copy);
    if (equity > copyStopLevelCents(copy.row.sizeCents, copy.row.copyStopLossPct)) return;
    this.stopping.add(copy.row.id);
    void this.deps.run(() => this.stop(copy, equity)).finally(() => this.stopping.delete(copy.row.id));
  }

  private async stop(copy: LiveCopy, equityCents: number): Promise<void> {
    if (copy.row.status !== 'active' && copy.row.status !== 'paused') return;
    const atMs = this.deps.clock.nowMs();
    await updateCopyStatus(this.deps.db, copy.row.id, 'stopped', new Date(atMs), false);
    copy.row = { ...copy.row, status: 'stopped' };
    await this.deps.closeAll(copy);
    const trader = this.deps.index.traderOf(copy.row.traderId);
    this.deps.events.publish([
      {
        type: 'copy.stopped',
        userId: copy.row.userId,
        accountId: copy.row.accountId,
        atMs,
        copyId: copy.row.id,
        traderId: copy.row.traderId,
        traderName: trader?.displayName ?? '',
        equityUsd: equityCents / 100,
      },
    ]);
  }
}
