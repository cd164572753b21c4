// The charts' time labels in Turkish (issue 22, item 8). lightweight-charts names months and days
// through the browser's language, so an English browser showed 'Sep' and 'Mon' on a Turkish app;
// these formatters name them from the catalogue instead. Bar times are unix seconds and the
// library places its tick marks in UTC, so the labels read the same UTC fields.
import type { TickMarkType } from 'lightweight-charts';
import { tr } from '../i18n/tr-signed-in';

/**
 * lightweight-charts' TickMarkType values, kept here so the formatter needs no runtime import of
 * the library (it loads as a chunk of its own); the type makes tsc hold each to the library's.
 */
export const TICK_MARK: {
  year: TickMarkType.Year;
  month: TickMarkType.Month;
  dayOfMonth: TickMarkType.DayOfMonth;
  time: TickMarkType.Time;
  timeWithSeconds: TickMarkType.TimeWithSeconds;
} = { year: 0, month: 1, dayOfMonth: 2, time: 3, timeWithSeconds: 4 };

const pad2 = (value: number) => String(value).padStart(2, '0');

/** A chart time (unix seconds; the library also allows business days and strings) as a Date. */
function dateOf(time: unknown): Date | null {
  if (typeof time === 'number') return new Date(time * 1000);
  if (typeof time === 'string') return new Date(`${time}T00:00:00Z`);
  if (time && typeof time === 'object' && 'year' in time && 'month' in time && 'day' in time) {
    const { year, month, day } = time as { year: number; month: number; day: number };
    return new Date(Date.UTC(year, month - 1, day));
  }
  return null;
}

const clock = (date: Date, seconds: boolean) =>
  `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}${seconds ? `:${pad2(date.getUTCSeconds())}` : ''}`;

/** A tick on the time axis: '2026', 'Eyl', '15', '14:30' or '14:30:05'. */
export function tickMarkLabel(time: unknown, tickMarkType: number): string {
  const date = dateOf(time);
  if (!date || Number.isNaN(date.getTime())) return '';
  switch (tickMarkType) {
    case TICK_MARK.year:
      return String(date.getUTCFullYear());
    case TICK_MARK.month:
      return tr.chart.monthsShort[date.getUTCMonth()];
    case TICK_MARK.dayOfMonth:
      return String(date.getUTCDate());
    case TICK_MARK.timeWithSeconds:
      return clock(date, true);
    default:
      return clock(date, false);
  }
}

/** The crosshair's date: 'Per 26 Kas 2026', with '14:30' after it for intraday bars. */
export function crosshairTimeLabel(time: unknown, showTime: boolean): string {
  const date = dateOf(time);
  if (!date || Number.isNaN(date.getTime())) return '';
  const day = `${tr.chart.weekdaysShort[date.getUTCDay()]} ${date.getUTCDate()} ${
    tr.chart.monthsShort[date.getUTCMonth()]
  } ${date.getUTCFullYear()}`;
  return showTime ? `${day} ${clock(date, false)}` : day;
}

/** The options that make a lightweight-charts chart speak Turkish on both axes' time labels. */
export function turkishTimeOptions(showTime: boolean) {
  return {
    localization: {
      locale: 'tr-TR',
      timeFormatter: (time: unknown) => crosshairTimeLabel(time, showTime),
    },
    timeScale: {
      tickMarkFormatter: (time: unknown, tickMarkType: number) => tickMarkLabel(time, tickMarkType),
    },
  };
}
