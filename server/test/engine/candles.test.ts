import { CandleStore, MINUTE_BARS_PER_SYMBOL_MAX, CANDLES_PER_QUERY_MAX } from '../../src/engine/candles';

const at = (iso: string) => Date.parse(iso);
const tick = (bid: number, iso: string) => ({ symbol: 'EURUSD', bid, ask: bid + 0.0002, time: at(iso) });

describe('CandleStore', () => {
  it('builds one-minute OHLC bars from the bid', () => {
    const store = new CandleStore();
    store.record(tick(1.1, '2026-11-23T09:00:05Z'));
    store.record(tick(1.103, '2026-11-23T09:00:20Z'));
    store.record(tick(1.099, '2026-11-23T09:00:40Z'));
    store.record(tick(1.101, '2026-11-23T09:00:59Z'));
    store.record(tick(1.102, '2026-11-23T09:01:00Z'));
    expect(store.query('EURUSD', '1m', 10)).toEqual([
      { time: at('2026-11-23T09:00:00Z') / 1000, open: 1.1, high: 1.103, low: 1.099, close: 1.101 },
      { time: at('2026-11-23T09:01:00Z') / 1000, open: 1.102, high: 1.102, low: 1.102, close: 1.102 },
    ]);
  });

  it('starts daily bars at 00:00 Istanbul (21:00 UTC)', () => {
    const store = new CandleStore();
    store.record(tick(1.1, '2026-11-23T20:59:59Z'));
    store.record(tick(1.2, '2026-11-23T21:00:00Z'));
    expect(store.query('EURUSD', '1d', 5).map((bar) => bar.time)).toEqual([
      at('2026-11-22T21:00:00Z') / 1000,
      at('2026-11-23T21:00:00Z') / 1000,
    ]);
  });

  it('keeps a bounded history and caps a query', () => {
    const store = new CandleStore();
    const startMs = at('2026-11-01T00:00:00Z');
    for (let minute = 0; minute < MINUTE_BARS_PER_SYMBOL_MAX + 10; minute++) {
      store.record({ symbol: 'EURUSD', bid: 1, ask: 1.1, time: startMs + minute * 60_000 });
    }
    const all = store.query('EURUSD', '1m', Number.MAX_SAFE_INTEGER);
    expect(all).toHaveLength(CANDLES_PER_QUERY_MAX);
    expect(all[all.length - 1].time).toBe((startMs + (MINUTE_BARS_PER_SYMBOL_MAX + 9) * 60_000) / 1000);
    expect(store.query('EURUSD', '1m', 3)).toHaveLength(3);
    expect(store.query('NOPE', '1m', 3)).toEqual([]);
  });

  it('drops a late tick instead of reopening an old bar, and returns copies', () => {
    const store = new CandleStore();
    store.record(tick(1.1, '2026-11-23T09:05:00Z'));
    store.record(tick(0.5, '2026-11-23T09:04:00Z'));
    const bars = store.query('EURUSD', '1m', 10);
    expect(bars).toHaveLength(1);
    bars[0].close = 9;
    expect(store.query('EURUSD', '1m', 10)[0].close).toBe(1.1);
  });

  it('puts seeded history in front of recorded bars', () => {
    const store = new CandleStore();
    store.record(tick(1.1, '2026-11-23T09:05:00Z'));
    const older = { time: at('2026-11-23T09:04:00Z') / 1000, open: 1, high: 1, low: 1, close: 1 };
    const clash = { time: at('2026-11-23T09:05:00Z') / 1000, open: 2, high: 2, low: 2, close: 2 };
    store.seed('EURUSD', '1m', [older, clash]);
    expect(store.query('EURUSD', '1m', 10).map((bar) => bar.close)).toEqual([1, 1.1]);
  });
});
