import { formatDateTime } from './format-date';

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
