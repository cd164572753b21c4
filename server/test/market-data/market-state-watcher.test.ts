// Market openings and closings are published when they happen: the watcher sleeps until the next
// change in the calendars, with a manual clock and timer standing in for real time.
import { createManualClock } from '../../src/clock';
import { findInstrument } from '../../src/engine/catalogue';
import type { Instrument, ScheduledTask, Timer } from '../../src/engine/engine-types';
import { MarketDataBus, type MarketStateChange } from '../../src/market-data/market-data-bus';
import { MARKET_STATE_SLEEP_MS_MAX, MarketStateWatcher } from '../../src/market-data/market-state-watcher';

class ManualTimer implements Timer {
  pending: { dueMs: number; task: () => void; cancelled: boolean }[] = [];
  constructor(private readonly nowMs: () => number) {}
  after(delayMs: number, task: () => void): ScheduledTask {
    const entry = { dueMs: this.nowMs() + delayMs, task, cancelled: false };
    this.pending.push(entry);
    return { cancel: () => (entry.cancelled = true) };
  }
  /** The one live sleep's due time. */
  nextDueMs(): number | undefined {
    return this.pending.find((entry) => !entry.cancelled)?.dueMs;
  }
  fireDue(nowMs: number): void {
    const due = this.pending.filter((entry) => !entry.cancelled && entry.dueMs <= nowMs);
    this.pending = this.pending.filter((entry) => !due.includes(entry));
    for (const entry of due) entry.task();
  }
}

function instrument(symbol: string): Instrument {
  const found = findInstrument(symbol);
  if (!found) throw new Error(`no ${symbol} in the catalogue`);
  return found;
}

describe('market state watcher', () => {
  // Monday 5 January 2026, 06:59 UTC = 09:59 Istanbul: BIST opens at 10:00.
  const beforeBistOpenMs = Date.UTC(2026, 0, 5, 6, 59, 0);

  function setUp(startMs: number, symbols: string[]) {
    const clock = createManualClock(startMs);
    const timer = new ManualTimer(() => clock.nowMs());
    const bus = new MarketDataBus({ error: () => undefined });
    const heard: MarketStateChange[] = [];
    bus.onMarketState((change) => heard.push(change));
    const watcher = new MarketStateWatcher(symbols.map(instrument), bus, clock, timer);
    watcher.start();
    return { clock, timer, heard, watcher };
  }

  it('publishes every market at start, then BIST opening at 10:00 Istanbul and nothing before', () => {
    const { clock, timer, heard } = setUp(beforeBistOpenMs, ['THYAO', 'BTCUSD']);
    expect(heard.map((change) => [change.symbol, change.isOpen])).toEqual([
      ['THYAO', false],
      ['BTCUSD', true],
    ]);
    expect(heard[0].oTime).toBe('2026-01-05T07:00:00.000Z');
    expect(timer.nextDueMs()).toBe(Date.UTC(2026, 0, 5, 7, 0, 0));
    clock.set(Date.UTC(2026, 0, 5, 7, 0, 0));
    timer.fireDue(clock.nowMs());
    expect(heard.slice(2)).toEqual([
      { symbol: 'THYAO', isOpen: true, oTime: null, atMs: Date.UTC(2026, 0, 5, 7, 0, 0) },
    ]);
    // Next: the close at 18:00 Istanbul, more than an hour away, so the watcher wakes within the hour.
    expect(timer.nextDueMs()).toBe(clock.nowMs() + MARKET_STATE_SLEEP_MS_MAX);
  });

  it('publishes the close with the next opening, after waking through capped sleeps', () => {
    const { clock, timer, heard } = setUp(Date.UTC(2026, 0, 5, 12, 0, 0), ['THYAO']);
    for (let hour = 0; hour < 4; hour += 1) {
      const due = timer.nextDueMs() ?? Infinity;
      clock.set(due);
      timer.fireDue(clock.nowMs());
    }
    const closing = heard.find((change) => !change.isOpen);
    expect(closing).toEqual({
      symbol: 'THYAO',
      isOpen: false,
      oTime: '2026-01-06T07:00:00.000Z',
      atMs: Date.UTC(2026, 0, 5, 15, 0, 0),
    });
  });

  it('never schedules a wake for a market that never closes', () => {
    const { timer, heard } = setUp(beforeBistOpenMs, ['BTCUSD']);
    expect(heard).toHaveLength(1);
    expect(timer.nextDueMs()).toBeUndefined();
  });

  it('gives a late subscriber every current state first', () => {
    const clock = createManualClock(beforeBistOpenMs);
    const bus = new MarketDataBus({ error: () => undefined });
    new MarketStateWatcher([instrument('THYAO')], bus, clock, new ManualTimer(() => clock.nowMs())).start();
    const late: MarketStateChange[] = [];
    bus.onMarketState((change) => late.push(change));
    expect(late).toEqual([expect.objectContaining({ symbol: 'THYAO', isOpen: false })]);
  });
});
