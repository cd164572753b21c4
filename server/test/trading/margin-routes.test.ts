// /api/margin/infos and /api/margin/candles/:symbol.
import type { Candle, SymbolInfo } from '../../../contract/entities';
import { MARKET_CATEGORIES } from '../../../contract/entities';
import { useTradingApp } from './trading-test-kit';

describe('margin routes', () => {
  const t = useTradingApp();

  it('lists the catalogue with live ask and bid and market state', async () => {
    const user = await t.customer(0);
    t.tick('EURUSD', 1.1);
    const answer = await t.send(user, 'GET', '/api/margin/infos');
    expect(answer.statusCode).toBe(200);
    const infos = answer.body.data as SymbolInfo[];
    expect(infos.length).toBeGreaterThanOrEqual(60);
    const categories = new Set(infos.map((info) => info.catCode.toLowerCase()));
    for (const category of MARKET_CATEGORIES) expect(categories.has(category)).toBe(true);
    const eurusd = infos.find((info) => info.symbol === 'EURUSD');
    expect(eurusd).toMatchObject({ bid: 1.1, isOpen: true, oTime: null, calc: 0 });
    expect(eurusd?.ask).toBeCloseTo(1.10012, 6);
    expect(eurusd).toMatchObject({
      swapLong: expect.any(Number),
      swapShort: expect.any(Number),
      hours: 'forex',
    });
  });

  it('gives each symbol the day’s open, high and low of the bid since its session start', async () => {
    const user = await t.customer(0);
    t.tick('BTCUSD', 90_000);
    t.clock.advance(1_000);
    t.tick('BTCUSD', 91_500);
    t.clock.advance(1_000);
    t.tick('BTCUSD', 89_000);
    t.clock.advance(1_000);
    t.tick('BTCUSD', 90_500);
    const answer = await t.send(user, 'GET', '/api/margin/infos');
    const btc = (answer.body.data as SymbolInfo[]).find((info) => info.symbol === 'BTCUSD');
    expect(btc).toMatchObject({ dayHigh: 91_500, dayLow: 89_000, bid: 90_500 });
    expect(btc?.dayOpen).toEqual(expect.any(Number));
  });

  it('serves every chart timeframe from the same ticks', async () => {
    const user = await t.customer(0);
    t.tick('XAUUSD', 2600);
    for (const interval of ['1m', '5m', '15m', '1h', '4h', '1d']) {
      const answer = await t.send(user, 'GET', `/api/margin/candles/XAUUSD?interval=${interval}&limit=1`);
      expect(answer.statusCode).toBe(200);
      expect((answer.body.data as Candle[])[0]).toMatchObject({ close: 2600 });
    }
  });

  it('serves one-minute bars built from ticks, refuses unknown symbols and bad intervals', async () => {
    const user = await t.customer(0);
    const startMs = t.clock.nowMs();
    t.tick('XAUUSD', 2600);
    t.clock.advance(10_000);
    t.tick('XAUUSD', 2610);
    t.clock.advance(60_000);
    t.tick('XAUUSD', 2605);
    const answer = await t.send(user, 'GET', '/api/margin/candles/XAUUSD?interval=1m&limit=2');
    expect(answer.statusCode).toBe(200);
    const bars = answer.body.data as Candle[];
    expect(bars).toHaveLength(2);
    expect(bars[0]).toMatchObject({
      time: Math.floor(startMs / 60_000) * 60,
      open: 2600,
      high: 2610,
      close: 2610,
    });
    expect(bars[1]).toMatchObject({ open: 2605, close: 2605 });
    expect((await t.send(user, 'GET', '/api/margin/candles/NOPE')).statusCode).toBe(404);
    expect((await t.send(user, 'GET', '/api/margin/candles/XAUUSD?interval=2m')).statusCode).toBe(400);
    expect((await t.send(user, 'GET', '/api/margin/candles/XAUUSD?limit=5000')).statusCode).toBe(400);
  });
});
