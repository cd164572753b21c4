import { sessionStartMs } from '../../src/engine/session-start';

const utc = (iso: string): number => Date.parse(iso);
const startIso = (category: Parameters<typeof sessionStartMs>[0], iso: string): string =>
  new Date(sessionStartMs(category, utc(iso))).toISOString();

describe('session start per market', () => {
  it('BIST: 00:00 Istanbul (21:00 UTC the day before) on a holiday-free Tuesday', () => {
    expect(startIso('bist', '2026-11-24T12:00:00Z')).toBe('2026-11-23T21:00:00.000Z');
    expect(startIso('bist', '2026-11-24T20:59:59Z')).toBe('2026-11-23T21:00:00.000Z');
    expect(startIso('bist', '2026-11-24T21:00:00Z')).toBe('2026-11-24T21:00:00.000Z');
  });

  it('crypto: 00:00 UTC', () => {
    expect(startIso('crypto', '2026-11-24T00:00:00Z')).toBe('2026-11-24T00:00:00.000Z');
    expect(startIso('crypto', '2026-11-24T23:59:59Z')).toBe('2026-11-24T00:00:00.000Z');
  });

  it('US stocks: 00:00 New York, EST (UTC−5) before the March switch and EDT (UTC−4) after', () => {
    // 2026: daylight time from Sunday 8 March 02:00 to Sunday 1 November 02:00.
    expect(startIso('equities', '2026-03-06T15:00:00Z')).toBe('2026-03-06T05:00:00.000Z');
    expect(startIso('equities', '2026-03-09T15:00:00Z')).toBe('2026-03-09T04:00:00.000Z');
    // The switch day itself starts at midnight EST, two hours before the clocks move.
    expect(startIso('equities', '2026-03-08T15:00:00Z')).toBe('2026-03-08T05:00:00.000Z');
    expect(startIso('equities', '2026-03-09T03:59:59Z')).toBe('2026-03-08T05:00:00.000Z');
    // The November switch day starts at midnight EDT.
    expect(startIso('equities', '2026-11-01T12:00:00Z')).toBe('2026-11-01T04:00:00.000Z');
    expect(startIso('equities', '2026-11-02T12:00:00Z')).toBe('2026-11-02T05:00:00.000Z');
  });

  it.each(['forex', 'emtia', 'indices'] as const)('%s: the 17:00 New York rollover', (category) => {
    // Winter: 17:00 EST is 22:00 UTC.
    expect(startIso(category, '2026-03-04T12:00:00Z')).toBe('2026-03-03T22:00:00.000Z');
    expect(startIso(category, '2026-03-04T22:00:00Z')).toBe('2026-03-04T22:00:00.000Z');
    // Summer: 17:00 EDT is 21:00 UTC.
    expect(startIso(category, '2026-03-10T12:00:00Z')).toBe('2026-03-09T21:00:00.000Z');
    expect(startIso(category, '2026-03-10T20:59:59Z')).toBe('2026-03-09T21:00:00.000Z');
    expect(startIso(category, '2026-03-10T21:00:00Z')).toBe('2026-03-10T21:00:00.000Z');
    // Monday of the switch week: Sunday's 17:00 was already EDT.
    expect(startIso(category, '2026-03-09T12:00:00Z')).toBe('2026-03-08T21:00:00.000Z');
    // Across midnight New York the day has not rolled yet.
    expect(startIso(category, '2026-11-25T04:30:00Z')).toBe('2026-11-24T22:00:00.000Z');
  });
});
