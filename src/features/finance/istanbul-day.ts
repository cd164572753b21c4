// Calendar days as the statements count them: Europe/Istanbul, UTC+3 all year (Turkey keeps no
// daylight saving time), written YYYY-MM-DD. Day arithmetic runs on UTC dates, where every day has
// 24 hours, so no viewer's time zone can shift a day.
import { tr } from '../../i18n/tr-signed-in';

const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** Whether the text is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const date = toDate(text);
  return !Number.isNaN(date.getTime()) && toDay(date) === text;
}

/** Today in Istanbul. */
export const istanbulToday = (now: number = Date.now()): string => toDay(new Date(now + ISTANBUL_OFFSET_MS));

export function shiftDays(day: string, days: number): string {
  return toDay(new Date(toDate(day).getTime() + days * DAY_MS));
}

/** The same day `months` months away, or that month's last day when it is shorter (31 Mar - 1 → 28 Feb). */
export function shiftMonths(day: string, months: number): string {
  const date = toDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toDay(target);
}

/** Days from `from` to `to` (0 for the same day). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);

/** The first day of the day's month. */
export const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;

/** 22.11.2026, the app's date order (SPEC.md section 9). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

const monthIndex = (text: string) => Number(text.slice(5, 7)) - 1;

/** 'Kasım 2026' for 2026-11. */
export const monthLabel = (month: string): string =>
  `${tr.finance.monthNames[monthIndex(month)] ?? month} ${month.slice(0, 4)}`;

/** An axis label: '22 Kas' for a short span, 'Kas 2026' for a long one. */
export function axisDayLabel(day: string, long: boolean): string {
  const short = tr.finance.monthShort[monthIndex(day)] ?? day.slice(5, 7);
  return long ? `${short} ${day.slice(0, 4)}` : `${Number(day.slice(8, 10))} ${short}`;
}
