import {
  BAR_LIMITS,
  CandleStore,
  CANDLES_PER_QUERY_MAX,
  INTRADAY_BARS_PER_SYMBOL_MAX,
  MINUTE_BARS_PER_SYMBOL_MAX,
  aggregateBars,
  HISTORY_BARS,
  INTERVAL_MS,
  seedCandleHistory,
} from '../../src/engine/candles';

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

  it('builds 5m, 15m, 1h and 4h bars from the same ticks, on the unix-time grid', () => {
    const store = new CandleStore();
    store.record(tick(1.1, '2026-11-23T09:03:00Z'));
    store.record(tick(1.2, '2026-11-23T09:14:59Z'));
    store.record(tick(1.0, '2026-11-23T09:15:00Z'));
    store.record(tick(1.05, '2026-11-23T11:59:00Z'));
    const times = (interval: Parameters<CandleStore['query']>[1]) =>
      store.query('EURUSD', interval, 10).map((bar) => new Date(bar.time * 1000).toISOString().slice(11, 16));
    expect(times('5m')).toEqual(['09:00', '09:10', '09:15', '11:55']);
    expect(times('15m')).toEqual(['09:00', '09:15', '11:45']);
    expect(times('1h')).toEqual(['09:00', '11:00']);
    expect(times('4h')).toEqual(['08:00']);
    expect(store.query('EURUSD', '4h', 1)[0]).toMatchObject({ open: 1.1, high: 1.2, low: 1.0, close: 1.05 });
    expect(store.query('EURUSD', '15m', 1)[0]).toMatchObject({ open: 1.05, close: 1.05 });
  });

  it('keeps every size bounded: 3 days of minutes, one query’s worth of 5m to 4h, 2 years of days', () => {
    expect(BAR_LIMITS).toEqual({
      '1m': MINUTE_BARS_PER_SYMBOL_MAX,
      '5m': INTRADAY_BARS_PER_SYMBOL_MAX,
      '15m': INTRADAY_BARS_PER_SYMBOL_MAX,
      '1h': INTRADAY_BARS_PER_SYMBOL_MAX,
      '4h': INTRADAY_BARS_PER_SYMBOL_MAX,
      '1d': 730,
    });
    const store = new CandleStore();
    const startMs = at('2026-11-01T00:00:00Z');
    for (let bar = 0; bar < INTRADAY_BARS_PER_SYMBOL_MAX + 5; bar++) {
      store.record({ symbol: 'EURUSD', bid: 1, ask: 1.1, time: startMs + bar * 5 * 60_000 });
    }
    const all = store.query('EURUSD', '5m', CANDLES_PER_QUERY_MAX);
    expect(all).toHaveLength(INTRADAY_BARS_PER_SYMBOL_MAX);
    expect(all[0].time).toBe((startMs + 5 * 5 * 60_000) / 1000);
  });

  it('regroups minute bars into larger ones', () => {
    const minute = (iso: string, open: number, high: number, low: number, close: number) => ({
      time: at(iso) / 1000,
      open,
      high,
      low,
      close,
    });
    expect(
      aggregateBars(
        [
          minute('2026-11-23T09:03:00Z', 1, 3, 0.5, 2),
          minute('2026-11-23T09:04:00Z', 2, 4, 1, 3),
          minute('2026-11-23T09:05:00Z', 3, 3, 3, 3),
        ],
        '5m',
      ),
    ).toEqual([minute('2026-11-23T09:00:00Z', 1, 4, 0.5, 3), minute('2026-11-23T09:05:00Z', 3, 3, 3, 3)]);
  });

  it('seeded minute history also seeds the larger intraday sizes and the day’s figures', () => {
    const store = new CandleStore();
    const history = Array.from({ length: 30 }, (_, minute) => ({
      time: at('2026-11-24T10:00:00Z') / 1000 + minute * 60,
      open: 1 + minute / 100,
      high: 1.5 + minute / 100,
      low: 0.5,
      close: 1 + minute / 100,
    }));
    store.seed('EURUSD', '1m', history);
    expect(store.query('EURUSD', '15m', 10)).toHaveLength(2);
    expect(store.query('EURUSD', '1h', 10)).toHaveLength(1);
    expect(store.daily.figures('EURUSD')).toMatchObject({ open: 1, high: 1.79, low: 0.5 });
  });

  it('seeds every size from a history source, minutes first', () => {
    const store = new CandleStore();
    const asked: string[] = [];
    const endMs = at('2026-11-24T10:00:00Z');
    seedCandleHistory(store, ['EURUSD'], (symbol, interval, count) => {
      asked.push(`${symbol}:${interval}:${count}`);
      const sizeSec = INTERVAL_MS[interval] / 1000;
      const lastStart = Math.floor(endMs / 1000 / sizeSec) * sizeSec - sizeSec;
      return Array.from({ length: count }, (_, index) => ({
        time: lastStart - (count - 1 - index) * sizeSec,
        open: 1,
        high: 1,
        low: 1,
        close: 1,
      }));
    });
    expect(asked).toEqual([
      'EURUSD:1m:300',
      'EURUSD:5m:300',
      'EURUSD:15m:300',
      'EURUSD:1h:300',
      'EURUSD:4h:300',
      'EURUSD:1d:200',
    ]);
    for (const interval of ['5m', '15m', '1h', '4h'] as const) {
      expect(store.query('EURUSD', interval, CANDLES_PER_QUERY_MAX).length).toBeGreaterThanOrEqual(
        HISTORY_BARS[interval],
      );
    }
    expect(store.daily.figures('EURUSD')).toBeDefined();
  });
});
