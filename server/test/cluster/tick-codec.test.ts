// The tick as it crosses NATS (24 bytes, symbol in the subject) and the names of market data's
// subjects and bucket: pure rules, so a broken encoding or a subject that leaks into another
// cluster fails here before any node runs.
import {
  allTicksSubject,
  isSubjectSymbol,
  quotesBucket,
  symbolOfSubject,
  tickSubject,
} from '../../src/cluster/market-data-subjects';
import { decodeTick, encodeTick, TICK_BYTES } from '../../src/cluster/tick-codec';
import { INSTRUMENTS } from '../../src/engine/catalogue';

const tick = { symbol: 'EURUSD', ask: 1.08457, bid: 1.08449, time: Date.UTC(2026, 10, 27, 9, 0, 0, 123) };

describe('tick codec', () => {
  it('carries ask, bid and time exactly in 24 bytes', () => {
    const bytes = encodeTick(tick);
    expect(bytes.byteLength).toBe(TICK_BYTES);
    expect(decodeTick('EURUSD', bytes)).toEqual(tick);
  });

  it('decodes a tick from a slice of a larger buffer, as a message may arrive', () => {
    const big = new Uint8Array(TICK_BYTES + 7);
    big.set(encodeTick(tick), 5);
    expect(decodeTick('EURUSD', big.subarray(5, 5 + TICK_BYTES))).toEqual(tick);
  });

  it('refuses what is not a tick: wrong size, bid above ask, non-positive or non-finite prices, bad time', () => {
    expect(decodeTick('EURUSD', new Uint8Array(23))).toBeNull();
    expect(decodeTick('EURUSD', new TextEncoder().encode(JSON.stringify(tick)))).toBeNull();
    expect(decodeTick('EURUSD', encodeTick({ ...tick, bid: 1.1, ask: 1.0 }))).toBeNull();
    expect(decodeTick('EURUSD', encodeTick({ ...tick, bid: 0 }))).toBeNull();
    expect(decodeTick('EURUSD', encodeTick({ ...tick, ask: Number.NaN }))).toBeNull();
    expect(decodeTick('EURUSD', encodeTick({ ...tick, time: 1.5 }))).toBeNull();
  });
});

describe('market data subjects', () => {
  it('puts each symbol on its own subject under the cluster name', () => {
    expect(tickSubject('kaldirac', 'XAUUSD')).toBe('kaldirac.md.XAUUSD');
    expect(allTicksSubject('kaldirac')).toBe('kaldirac.md.*');
    expect(quotesBucket('kaldirac')).toBe('kaldirac_quotes');
  });

  it('reads the symbol back only from its own cluster and shape', () => {
    expect(symbolOfSubject('east', 'east.md.EURUSD')).toBe('EURUSD');
    expect(symbolOfSubject('east', 'west.md.EURUSD')).toBeNull();
    expect(symbolOfSubject('east', 'eastern.md.EURUSD')).toBeNull();
    expect(symbolOfSubject('east', 'east.md.EUR.USD')).toBeNull();
    expect(symbolOfSubject('east', 'east.live.public')).toBeNull();
  });

  it('names a subject for every catalogue symbol and refuses one that would split or widen it', () => {
    for (const instrument of INSTRUMENTS) expect(isSubjectSymbol(instrument.symbol)).toBe(true);
    for (const bad of ['EUR.USD', '*', '>', 'EUR USD', '']) {
      expect(isSubjectSymbol(bad)).toBe(false);
      expect(() => tickSubject('kaldirac', bad)).toThrow();
    }
  });
});
