import { DailyStats, dailyMessagesOf } from '../../src/engine/daily-stats';
import { CandleStore } from '../../src/engine/candles';

const at = (iso: string) => Date.parse(iso);
const tick = (symbol: string, bid: number, iso: string) => ({
  symbol,
  bid,
  ask: bid + 0.0002,
  time: at(iso),
});
const stats = () =>
  new DailyStats((symbol) => (symbol === 'THYAO' ? 'bist' : symbol === 'BTCUSD' ? 'crypto' : 'forex'));

describe('DailyStats', () => {
  it('keeps the day’s open, high and low of the bid and says when they change', () => {
    const daily = stats();
    expect(daily.record(tick('EURUSD', 1.1, '2026-11-24T10:00:00Z'))).toBe(true);
    expect(daily.record(tick('EURUSD', 1.105, '2026-11-24T10:01:00Z'))).toBe(true);
    expect(daily.record(tick('EURUSD', 1.102, '2026-11-24T10:02:00Z'))).toBe(false);
    expect(daily.record(tick('EURUSD', 1.098, '2026-11-24T10:03:00Z'))).toBe(true);
    expect(daily.figures('EURUSD')).toEqual({
      sessionStartMs: at('2026-11-23T22:00:00Z'),
      open: 1.1,
      high: 1.105,
      low: 1.098,
    });
  });

  it('opens a new day with the first tick after the session start, and keeps the old day until then', () => {
    const daily = stats();
    daily.record(tick('THYAO', 300, '2026-11-24T14:00:00Z'));
    daily.record(tick('THYAO', 310, '2026-11-24T14:30:00Z'));
    // 21:00 UTC is midnight in Istanbul, but no tick has come since: yesterday's figures stay.
    expect(daily.figures('THYAO')).toMatchObject({ open: 300, high: 310, low: 300 });
    daily.record(tick('THYAO', 305, '2026-11-25T07:00:00Z'));
    expect(daily.figures('THYAO')).toEqual({
      sessionStartMs: at('2026-11-24T21:00:00Z'),
      open: 305,
      high: 305,
      low: 305,
    });
    // A late tick of the day before does not reopen it.
    expect(daily.record(tick('THYAO', 1, '2026-11-24T14:59:00Z'))).toBe(false);
  });

  it('ignores symbols outside the catalogue', () => {
    const daily = new DailyStats(() => undefined);
    expect(daily.record(tick('NOPE', 1, '2026-11-24T10:00:00Z'))).toBe(false);
    expect(daily.figures('NOPE')).toBeUndefined();
  });

  it('dailyMessagesOf sends a message only when the figures changed since the last one', () => {
    const daily = stats();
    const first = tick('BTCUSD', 90_000, '2026-11-24T10:00:00Z');
    daily.record(first);
    expect(dailyMessagesOf(daily, first)).toEqual([
      { type: 'daily', symbol: 'BTCUSD', open: 90_000, high: 90_000, low: 90_000 },
    ]);
    expect(dailyMessagesOf(daily, first)).toEqual([]);
    const inside = tick('BTCUSD', 90_000, '2026-11-24T10:00:01Z');
    daily.record(inside);
    expect(dailyMessagesOf(daily, inside)).toEqual([]);
    const higher = tick('BTCUSD', 91_000, '2026-11-24T10:00:02Z');
    daily.record(higher);
    expect(dailyMessagesOf(daily, higher)).toEqual([
      { type: 'daily', symbol: 'BTCUSD', open: 90_000, high: 91_000, low: 90_000 },
    ]);
  });

  it('seeds from minute bars of the last bar’s day, unless the symbol has figures already', () => {
    const daily = stats();
    const minute = (iso: string, open: number, high: number, low: number) => ({
      time: at(iso) / 1000,
      open,
      high,
      low,
      close: open,
    });
    daily.seedFromMinuteBars('BTCUSD', [
      minute('2026-11-23T23:59:00Z', 1, 99, 0.5),
      minute('2026-11-24T00:00:00Z', 10, 12, 9),
      minute('2026-11-24T00:01:00Z', 11, 15, 8),
    ]);
    expect(daily.figures('BTCUSD')).toMatchObject({ open: 10, high: 15, low: 8 });
    daily.seedFromMinuteBars('BTCUSD', [minute('2026-11-24T00:02:00Z', 50, 50, 50)]);
    expect(daily.figures('BTCUSD')).toMatchObject({ open: 10 });
  });

  it('the candle store feeds the catalogue’s daily figures with every tick it records', () => {
    const store = new CandleStore();
    store.record(tick('EURUSD', 1.1, '2026-11-24T10:00:00Z'));
    store.record(tick('EURUSD', 1.09, '2026-11-24T10:00:30Z'));
    expect(store.daily.figures('EURUSD')).toMatchObject({ open: 1.1, high: 1.1, low: 1.09 });
  });
});
