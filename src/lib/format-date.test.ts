import { formatDate, formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('formats as DD.MM.YYYY HH:mm:ss in local time', () => {
    // No zone in the text: moment reads it as local time, so the figures come back unchanged.
    expect(formatDateTime('2026-11-03T09:05:07')).toBe('03.11.2026 09:05:07');
  });

  it('shows a dash for missing or unreadable dates', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});

describe('formatDate', () => {
  it('formats a day as DD.MM.YYYY, from an ISO text or a Date', () => {
    expect(formatDate('2026-11-03T09:05:07')).toBe('03.11.2026');
    expect(formatDate(new Date(2026, 0, 9))).toBe('09.01.2026');
  });

  it('shows a dash for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });
});
