// Calendar days and months in Europe/Istanbul, a Turkish broker's statement day. Istanbul keeps
// UTC+3 all year (no daylight saving since 2016), so a day is a fixed 24-hour window in UTC and
// no time-zone database is needed, in Node or in the SQL (which adds the same 3 hours).
export const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' */
export type Day = string;
/** 'YYYY-MM' */
export type Month = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

export function istanbulDay(ms: number): Day {
  return new Date(ms + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
}

export function istanbulMonth(ms: number): Month {
  return istanbulDay(ms).slice(0, 7);
}

/** The instant a day starts in Istanbul (its 00:00), in epoch ms. */
export function dayStartMs(day: Day): number {
  return Date.parse(`${day}T00:00:00Z`) - ISTANBUL_OFFSET_MS;
}

export function addDays(day: Day, days: number): Day {
  return istanbulDay(dayStartMs(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((dayStartMs(to) - dayStartMs(from)) / DAY_MS);
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one), or null. */
export function parseDay(text: string): Day | null {
  const match = DAY_PATTERN.exec(text);
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().slice(0, 10) === text && Number(year) >= 1970 ? text : null;
}

/** A month written YYYY-MM with a month 01–12, or null. */
export function parseMonth(text: string): Month | null {
  const match = MONTH_PATTERN.exec(text);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 && Number(match[1]) >= 1970 ? text : null;
}

export function nextMonth(month: Month): Month {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 7);
}

/** The month's first day and the day after its last, as [startMs, endMs) instants. */
export function monthRangeMs(month: Month): { startMs: number; endMs: number } {
  return { startMs: dayStartMs(`${month}-01`), endMs: dayStartMs(`${nextMonth(month)}-01`) };
}

export function lastDayOf(month: Month): Day {
  return addDays(`${nextMonth(month)}-01`, -1);
}

/** 'YYYY-MM-DD HH:mm:ss' in Istanbul time, as statements print times. */
export function istanbulDateTime(ms: number): string {
  return new Date(ms + ISTANBUL_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
