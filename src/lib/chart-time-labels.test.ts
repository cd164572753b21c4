// Issue 22, item 8: the chart's time axis speaks Turkish whatever the browser's language.
import { crosshairTimeLabel, TICK_MARK, tickMarkLabel } from './chart-time-labels';

/** Thursday 26 November 2026, 14:30:05 UTC, in unix seconds. */
const THURSDAY = Date.UTC(2026, 10, 26, 14, 30, 5) / 1000;

test.each([
  [TICK_MARK.year, '2026'],
  [TICK_MARK.month, 'Kas'],
  [TICK_MARK.dayOfMonth, '26'],
  [TICK_MARK.time, '14:30'],
  [TICK_MARK.timeWithSeconds, '14:30:05'],
])('tick mark kind %s reads %s', (kind, label) => {
  expect(tickMarkLabel(THURSDAY, kind)).toBe(label);
});

test('every month has its Turkish short name', () => {
  const names = Array.from({ length: 12 }, (_, month) =>
    tickMarkLabel(Date.UTC(2026, month, 1) / 1000, TICK_MARK.month),
  );
  expect(names).toEqual(['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara']);
});

test('the crosshair names the day and the month in Turkish, with the time for intraday bars', () => {
  expect(crosshairTimeLabel(THURSDAY, false)).toBe('Per 26 Kas 2026');
  expect(crosshairTimeLabel(THURSDAY, true)).toBe('Per 26 Kas 2026 14:30');
  expect(crosshairTimeLabel(Date.UTC(2026, 8, 6) / 1000, false)).toBe('Paz 6 Eyl 2026');
});

test('business days and day strings read the same', () => {
  expect(crosshairTimeLabel({ year: 2026, month: 11, day: 26 }, false)).toBe('Per 26 Kas 2026');
  expect(crosshairTimeLabel('2026-11-26', false)).toBe('Per 26 Kas 2026');
  expect(tickMarkLabel('nonsense', TICK_MARK.month)).toBe('');
});
