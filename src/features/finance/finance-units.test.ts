import { fileNameOf } from './download-file';
import { equityGeometry, niceStep, PLOT_HEIGHT, PLOT_WIDTH } from './equity-geometry';
import { rangeDays } from './equity-range';
import { summarizeEquity } from './equity-summary';
import type { EquityPoint } from '../../../contract/finance';
import {
  axisDayLabel,
  daysBetween,
  formatDay,
  isIsoDay,
  istanbulToday,
  monthLabel,
  shiftMonths,
} from './istanbul-day';

const point = (date: string, balance: number, equity = balance): EquityPoint => ({
  date,
  balance,
  equity,
  source: 'snapshot',
});

describe('Istanbul days', () => {
  it('turns to the next day at 21:00 UTC, midnight in Istanbul', () => {
    expect(istanbulToday(Date.parse('2026-11-22T20:59:59Z'))).toBe('2026-11-22');
    expect(istanbulToday(Date.parse('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
  });

  it.each([
    ['2026-11-22', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['22.11.2026', false],
    ['', false],
  ])('%j is a day: %s', (text, expected) => expect(isIsoDay(text)).toBe(expected));

  it('moves by months, keeping to the shorter month', () => {
    expect(shiftMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(shiftMonths('2026-11-22', -12)).toBe('2025-11-22');
    expect(shiftMonths('2026-01-15', -3)).toBe('2025-10-15');
  });

  it('writes days and months in Turkish', () => {
    expect(formatDay('2026-11-05')).toBe('05.11.2026');
    expect(monthLabel('2026-02')).toBe('Şubat 2026');
    expect(axisDayLabel('2026-08-03', false)).toBe('3 Ağu');
    expect(axisDayLabel('2026-08-03', true)).toBe('Ağu 2026');
    expect(daysBetween('2026-10-30', '2026-11-02')).toBe(3);
  });
});

describe('the range picker', () => {
  it('counts back from today; Tümü asks for three years less a day', () => {
    expect(rangeDays('1m', '2026-11-22')).toEqual({ from: '2026-10-22', to: '2026-11-22' });
    expect(rangeDays('6m', '2026-11-22')).toEqual({ from: '2026-05-22', to: '2026-11-22' });
    expect(rangeDays('all', '2026-11-22')).toEqual({ from: '2023-11-23', to: '2026-11-22' });
  });
});

describe('the curve drawing', () => {
  it('picks round steps', () => {
    expect(niceStep(400)).toBe(100);
    expect(niceStep(460)).toBe(200);
    expect(niceStep(9)).toBe(2.5);
    expect(niceStep(0.3)).toBe(0.1);
  });

  it('places days by date across the width and values between round ticks', () => {
    const geometry = equityGeometry([
      point('2026-11-01', 1000),
      point('2026-11-02', 1100, 1050),
      point('2026-11-11', 1200, 1250),
    ]);
    expect(geometry).not.toBeNull();
    if (!geometry) return;
    expect(geometry.valueTicks.map((tick) => tick.value)).toEqual([1000, 1100, 1200, 1300]);
    expect(geometry.valueTicks[0].at).toBe(1);
    expect(geometry.valueTicks[3].at).toBe(0);
    // 1 Nov at the left, 2 Nov a tenth in, 11 Nov at the right; the balance steps.
    expect(geometry.balancePath).toBe(
      `M0.0 ${PLOT_HEIGHT.toFixed(1)} H100.0 V200.0 H${PLOT_WIDTH.toFixed(1)} V100.0`,
    );
    expect(geometry.equityPath).toBe('M0.0 300.0 L100.0 250.0 L1000.0 50.0');
    expect(geometry.dayTicks.map((tick) => tick.day)).toEqual([
      '2026-11-01',
      '2026-11-04',
      '2026-11-06',
      '2026-11-09',
      '2026-11-11',
    ]);
    expect(geometry.longSpan).toBe(false);
  });

  it('draws one day across the whole width, around its value', () => {
    const geometry = equityGeometry([point('2026-11-22', 10000)]);
    expect(geometry?.balancePath).toMatch(/^M0\.0 (\d+\.\d) H1000$/);
    expect(geometry?.dayTicks).toEqual([{ day: '2026-11-22', at: 0.5 }]);
    const values = geometry?.valueTicks.map((tick) => tick.value) ?? [];
    expect(Math.min(...values)).toBeLessThan(10000);
    expect(Math.max(...values)).toBeGreaterThan(10000);
  });

  it('gives cents of difference an axis of 0.2% of the figures, not the whole height', () => {
    const geometry = equityGeometry([point('2026-11-22', 9996.68, 9996.56)]);
    const values = geometry?.valueTicks.map((tick) => tick.value) ?? [];
    expect(Math.max(...values) - Math.min(...values)).toBeGreaterThanOrEqual(19.99);
  });

  it('draws nothing without points', () => {
    expect(equityGeometry([])).toBeNull();
    expect(summarizeEquity([])).toBeNull();
  });

  it('sums the change in cents', () => {
    expect(summarizeEquity([point('2026-11-01', 0.1), point('2026-11-02', 0.3)])?.change).toBe(0.2);
  });
});

describe('the saved file name', () => {
  it.each([
    ['attachment; filename="ekstre-2026-11.csv"', 'ekstre-2026-11.csv'],
    ["attachment; filename*=UTF-8''kapanan-i%C5%9Flemler.csv", 'kapanan-işlemler.csv'],
    ['attachment', 'yedek.csv'],
    [null, 'yedek.csv'],
  ])('%j saves as %s', (header, expected) => expect(fileNameOf(header, 'yedek.csv')).toBe(expected));
});
