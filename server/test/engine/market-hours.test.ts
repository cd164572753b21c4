import { INSTRUMENTS } from '../../src/engine/catalogue';
import {
  isNewYorkDaylightTime,
  isOpen,
  isOpenFor,
  nextOpen,
  nextOpenMsFor,
} from '../../src/engine/market-hours';
import { toSymbolInfo } from '../../src/engine/symbol-info';

const utc = (iso: string): number => Date.parse(iso);

describe('BIST: 10:00–18:00 Istanbul on weekdays', () => {
  it.each([
    ['2026-11-23T06:59:59Z', false],
    ['2026-11-23T07:00:00Z', true],
    ['2026-11-23T14:59:59Z', true],
    ['2026-11-23T15:00:00Z', false],
    ['2026-11-21T10:00:00Z', false], // Saturday
  ])('at %s open is %s', (iso, open) => {
    expect(isOpen('THYAO', utc(iso))).toBe(open);
  });

  it('opens next on Monday 10:00 Istanbul after Friday’s close', () => {
    expect(nextOpen('THYAO', utc('2026-11-27T15:00:00Z'))).toBe('2026-11-30T07:00:00.000Z');
    expect(nextOpen('THYAO', utc('2026-11-24T05:00:00Z'))).toBe('2026-11-24T07:00:00.000Z');
    expect(nextOpen('THYAO', utc('2026-11-24T08:00:00Z'))).toBeNull();
  });
});

describe('forex and commodities: Monday 00:05 to Friday 23:55 Istanbul', () => {
  it.each([
    ['2026-11-22T21:04:59Z', false], // Monday 00:04:59 Istanbul
    ['2026-11-22T21:05:00Z', true],
    ['2026-11-25T03:00:00Z', true], // no daily break
    ['2026-11-27T20:54:59Z', true],
    ['2026-11-27T20:55:00Z', false],
  ])('at %s open is %s', (iso, open) => {
    expect(isOpen('EURUSD', utc(iso))).toBe(open);
    expect(isOpen('XAUUSD', utc(iso))).toBe(open);
    expect(isOpen('GER40', utc(iso))).toBe(open);
  });

  it('opens next on Monday 00:05 Istanbul from the weekend', () => {
    expect(nextOpen('EURUSD', utc('2026-11-28T12:00:00Z'))).toBe('2026-11-29T21:05:00.000Z');
  });
});

describe('US equities: 09:30–16:00 New York with daylight saving', () => {
  it('follows EDT in summer and EST in winter', () => {
    expect(isOpen('AAPL', utc('2026-07-15T13:30:00Z'))).toBe(true);
    expect(isOpen('AAPL', utc('2026-07-15T13:29:59Z'))).toBe(false);
    expect(isOpen('AAPL', utc('2026-07-15T19:59:59Z'))).toBe(true);
    expect(isOpen('AAPL', utc('2026-11-23T14:29:59Z'))).toBe(false);
    expect(isOpen('AAPL', utc('2026-11-23T14:30:00Z'))).toBe(true);
    expect(isOpen('AAPL', utc('2026-11-23T21:00:00Z'))).toBe(false);
  });

  it('switches on the second Sunday of March and the first Sunday of November', () => {
    expect(nextOpen('AAPL', utc('2026-03-06T22:00:00Z'))).toBe('2026-03-09T13:30:00.000Z');
    expect(nextOpen('AAPL', utc('2026-10-30T22:00:00Z'))).toBe('2026-11-02T14:30:00.000Z');
  });

  it('agrees with the host time-zone data every hour of a year', () => {
    const format = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'short' });
    for (let ms = utc('2026-01-01T00:30:00Z'); ms < utc('2027-01-01T00:00:00Z'); ms += 3_600_000) {
      const zone = format.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value;
      expect(isNewYorkDaylightTime(ms)).toBe(zone === 'EDT');
    }
  });
});

describe('crypto and the catalogue', () => {
  it('keeps crypto open on a Sunday night', () => {
    expect(isOpen('BTCUSD', utc('2026-11-22T23:00:00Z'))).toBe(true);
    expect(nextOpenMsFor('always', 0)).toBeNull();
  });

  it('treats an unknown symbol as closed', () => {
    expect(isOpen('NOPE', 0)).toBe(false);
    expect(nextOpen('NOPE', 0)).toBeNull();
  });

  it('finds a next opening within a week for every calendar at any hour', () => {
    for (const hours of ['forex', 'indices', 'bist', 'us-equities'] as const) {
      for (let ms = utc('2026-11-21T00:00:00Z'); ms < utc('2026-11-28T00:00:00Z'); ms += 1_800_000) {
        const openMs = nextOpenMsFor(hours, ms);
        if (openMs === null) {
          expect(isOpenFor(hours, ms)).toBe(true);
        } else {
          expect(openMs - ms).toBeLessThanOrEqual(7 * 86_400_000);
          expect(isOpenFor(hours, openMs)).toBe(true);
          expect(isOpenFor(hours, openMs - 1)).toBe(false);
        }
      }
    }
  });

  it('builds SymbolInfo with the live quote and market state', () => {
    const instrument = INSTRUMENTS.find((item) => item.symbol === 'THYAO');
    if (!instrument) throw new Error('THYAO missing');
    const info = toSymbolInfo(
      instrument,
      { symbol: 'THYAO', ask: 291.6, bid: 291.4, time: 0 },
      utc('2026-11-21T10:00:00Z'),
    );
    expect(info).toMatchObject({
      symbol: 'THYAO',
      catCode: 'bist',
      isOpen: false,
      oTime: '2026-11-23T07:00:00.000Z',
      ask: 291.6,
      bid: 291.4,
      calc: 1,
      currencyProfit: 'TRY',
    });
  });
});
