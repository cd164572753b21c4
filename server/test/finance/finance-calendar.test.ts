// Istanbul days and months (UTC+3), the report's date range, the equity curve's choice of source
// and the CSV dialect, each on its own.
import {
  addDays,
  dayStartMs,
  istanbulDateTime,
  istanbulDay,
  lastDayOf,
  monthRangeMs,
  parseDay,
  parseMonth,
} from '../../src/finance/istanbul-calendar';
import { reportRange } from '../../src/finance/report-range';
import { equityPoints } from '../../src/finance/equity-curve';
import { CSV_BOM, csvLine, textCell } from '../../src/finance/csv-dialect';
import { isDomainError } from '../../src/domain/domain-error';

describe('Istanbul calendar', () => {
  it('a day runs from 21:00 UTC the evening before', () => {
    expect(istanbulDay(Date.UTC(2026, 0, 5, 20, 59, 59, 999))).toBe('2026-01-05');
    expect(istanbulDay(Date.UTC(2026, 0, 5, 21, 0, 0))).toBe('2026-01-06');
    expect(dayStartMs('2026-01-06')).toBe(Date.UTC(2026, 0, 5, 21, 0, 0));
    expect(istanbulDateTime(Date.UTC(2025, 11, 31, 21, 30, 5))).toBe('2026-01-01 00:30:05');
  });

  it('months and their ends', () => {
    expect(monthRangeMs('2025-12')).toEqual({
      startMs: Date.UTC(2025, 10, 30, 21, 0, 0),
      endMs: Date.UTC(2025, 11, 31, 21, 0, 0),
    });
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
    expect(lastDayOf('2025-12')).toBe('2025-12-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it.each(['2026-02-29', '2026-13-01', '2026-1-01', '01.02.2026', '', '1969-12-31', '2026-01-01T00:00'])(
    'parseDay(%j) is null',
    (text) => expect(parseDay(text)).toBeNull(),
  );

  it.each(['2026-00', '2026-13', '2026-1', '2026/01', ''])('parseMonth(%j) is null', (text) =>
    expect(parseMonth(text)).toBeNull(),
  );
});

describe('reportRange', () => {
  const refusal = (query: { from?: string; to?: string }) => {
    try {
      reportRange(query, '2026-01-15');
      return null;
    } catch (error) {
      return isDomainError(error) ? error.code : 'not a refusal';
    }
  };

  it('defaults to the last 90 days up to today and fills one end from the other', () => {
    expect(reportRange({}, '2026-01-15')).toEqual({ from: '2025-10-18', to: '2026-01-15' });
    expect(reportRange({ to: '2026-01-10' }, '2026-01-15')).toEqual({ from: '2025-10-13', to: '2026-01-10' });
    expect(reportRange({ from: '2026-01-01' }, '2026-01-15')).toEqual({
      from: '2026-01-01',
      to: '2026-01-15',
    });
    expect(reportRange({ from: '2026-01-01', to: '2026-12-31' }, '2026-01-15')).toEqual({
      from: '2026-01-01',
      to: '2026-01-15',
    });
  });

  it('three calendar years at most, leap day included', () => {
    expect(refusal({ from: '2023-01-15', to: '2026-01-15' })).toBeNull();
    expect(refusal({ from: '2023-01-14', to: '2026-01-15' })).toBe('FINANCE_RANGE_TOO_LONG');
    expect(reportRange({ from: '2020-02-29', to: '2023-02-28' }, '2024-01-01').from).toBe('2020-02-29');
    expect(() => reportRange({ from: '2020-02-29', to: '2023-03-01' }, '2024-01-01')).toThrow();
  });

  it('names what is wrong', () => {
    expect(refusal({ from: '2026-02-30' })).toBe('FINANCE_DATE_INVALID');
    expect(refusal({ from: '2026-01-16' })).toBe('FINANCE_DATE_FUTURE');
    expect(refusal({ from: '2026-01-10', to: '2026-01-09' })).toBe('FINANCE_RANGE_REVERSED');
  });
});

describe('equityPoints', () => {
  const base = { from: '2026-01-01', to: '2026-01-10', today: '2026-01-10' };

  it('a snapshot beats the ledger for its day; today is live; days outside the range are left out', () => {
    const points = equityPoints({
      ...base,
      ledgerDays: [
        { day: '2025-12-31', balanceCents: 1 },
        { day: '2026-01-02', balanceCents: 100_00 },
        { day: '2026-01-03', balanceCents: 120_00 },
        { day: '2026-01-10', balanceCents: 130_00 },
      ],
      snapshots: [{ day: '2026-01-03', balanceCents: 120_00, equityCents: 125_50 }],
      live: { balanceCents: 130_00, equityCents: 128_00 },
    });
    expect(points).toEqual([
      { day: '2026-01-02', balanceCents: 100_00, equityCents: 100_00, source: 'ledger' },
      { day: '2026-01-03', balanceCents: 120_00, equityCents: 125_50, source: 'snapshot' },
      { day: '2026-01-10', balanceCents: 130_00, equityCents: 128_00, source: 'live' },
    ]);
  });

  it('without the engine, today comes from the ledger', () => {
    const points = equityPoints({
      ...base,
      ledgerDays: [{ day: '2026-01-10', balanceCents: 5 }],
      snapshots: [],
      live: null,
    });
    expect(points).toEqual([{ day: '2026-01-10', balanceCents: 5, equityCents: 5, source: 'ledger' }]);
  });
});

describe('the CSV dialect', () => {
  it('quotes what RFC 4180 says, pads to a width and ends lines with CRLF', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', 'two\nlines'])).toBe('a,"b,c","say ""hi""","two\nlines"\r\n');
    expect(csvLine(['x'], 3)).toBe('x,,\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });

  it('a typed text that starts like a formula is kept as text', () => {
    expect(textCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(textCell('Ayşe')).toBe('Ayşe');
  });
});
