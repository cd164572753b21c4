// Market hours. Europe/Istanbul has been UTC+3 all year since 2016, so its wall clock is a fixed
// shift. New York follows the US daylight-saving rule (second Sunday of March 02:00 to first Sunday
// of November 02:00 local), computed here explicitly so the result never depends on the host's
// time-zone data. Holidays are not modelled.
import { findInstrument } from './catalogue';
import type { TradingHours } from './engine-types';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
const ISTANBUL_OFFSET_MS = 3 * HOUR_MS;

/** [start, end) in milliseconds from Sunday 00:00 local time. */
type Window = readonly [startMs: number, endMs: number];

const at = (day: number, hour: number, minute: number): number =>
  day * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS;
const WEEKDAYS = [1, 2, 3, 4, 5];

/** Forex and commodities: Monday 00:05 to Friday 23:55 Istanbul time, without a daily break. */
const FOREX_WEEK: Window[] = [[at(1, 0, 5), at(5, 23, 55)]];

interface Calendar {
  zone: 'istanbul' | 'new-york';
  windows: readonly Window[];
}

const CALENDARS: Record<Exclude<TradingHours, 'always'>, Calendar> = {
  forex: { zone: 'istanbul', windows: FOREX_WEEK },
  // Index CFDs trade nearly around the clock on the forex week; we use the same window.
  indices: { zone: 'istanbul', windows: FOREX_WEEK },
  bist: { zone: 'istanbul', windows: WEEKDAYS.map((day): Window => [at(day, 10, 0), at(day, 18, 0)]) },
  'us-equities': {
    zone: 'new-york',
    windows: WEEKDAYS.map((day): Window => [at(day, 9, 30), at(day, 16, 0)]),
  },
};

function nthSundayUtc(year: number, month: number, nth: number): number {
  const firstDay = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const firstSunday = 1 + ((7 - firstDay) % 7);
  return Date.UTC(year, month, firstSunday + 7 * (nth - 1));
}

/** True while New York is on daylight time (EDT, UTC−4). */
export function isNewYorkDaylightTime(utcMs: number): boolean {
  const year = new Date(utcMs).getUTCFullYear();
  const startsMs = nthSundayUtc(year, 2, 2) + 7 * HOUR_MS; // 02:00 EST
  const endsMs = nthSundayUtc(year, 10, 1) + 6 * HOUR_MS; // 02:00 EDT
  return utcMs >= startsMs && utcMs < endsMs;
}

function offsetMs(zone: Calendar['zone'], utcMs: number): number {
  if (zone === 'istanbul') return ISTANBUL_OFFSET_MS;
  return isNewYorkDaylightTime(utcMs) ? -4 * HOUR_MS : -5 * HOUR_MS;
}

/** Local wall time (as a UTC-based number) back to the real instant. Openings never fall in a DST gap. */
function utcFromLocal(zone: Calendar['zone'], localMs: number): number {
  if (zone === 'istanbul') return localMs - ISTANBUL_OFFSET_MS;
  const standardUtcMs = localMs + 5 * HOUR_MS;
  return isNewYorkDaylightTime(standardUtcMs) ? localMs + 4 * HOUR_MS : standardUtcMs;
}

function weekStartLocal(localMs: number): number {
  const dayStart = Math.floor(localMs / DAY_MS) * DAY_MS;
  return dayStart - new Date(dayStart).getUTCDay() * DAY_MS;
}

export function isOpenFor(hours: TradingHours, nowMs: number): boolean {
  if (hours === 'always') return true;
  const calendar = CALENDARS[hours];
  const localMs = nowMs + offsetMs(calendar.zone, nowMs);
  const inWeekMs = localMs - weekStartLocal(localMs);
  return calendar.windows.some(([startMs, endMs]) => inWeekMs >= startMs && inWeekMs < endMs);
}

/** The next opening instant after `nowMs`, or null when the market is open now (or never closes). */
export function nextOpenMsFor(hours: TradingHours, nowMs: number): number | null {
  if (hours === 'always' || isOpenFor(hours, nowMs)) return null;
  const calendar = CALENDARS[hours];
  const weekStart = weekStartLocal(nowMs + offsetMs(calendar.zone, nowMs));
  // This week's and next week's openings are enough: every calendar opens at least once a week.
  for (const week of [0, 1]) {
    for (const [startMs] of calendar.windows) {
      const openMs = utcFromLocal(calendar.zone, weekStart + week * WEEK_MS + startMs);
      if (openMs > nowMs) return openMs;
    }
  }
  throw new Error(`engine invariant broken: no opening within two weeks for ${hours}`);
}

/** The next closing instant after `nowMs`, or null while closed (or for a market that never closes). */
export function nextCloseMsFor(hours: TradingHours, nowMs: number): number | null {
  if (hours === 'always' || !isOpenFor(hours, nowMs)) return null;
  const calendar = CALENDARS[hours];
  const weekStart = weekStartLocal(nowMs + offsetMs(calendar.zone, nowMs));
  for (const week of [0, 1]) {
    for (const [, endMs] of calendar.windows) {
      const closeMs = utcFromLocal(calendar.zone, weekStart + week * WEEK_MS + endMs);
      if (closeMs > nowMs) return closeMs;
    }
  }
  throw new Error(`engine invariant broken: no closing within two weeks for ${hours}`);
}

/** Unknown symbols are closed. */
export function isOpen(symbol: string, nowMs: number): boolean {
  const instrument = findInstrument(symbol);
  return instrument ? isOpenFor(instrument.hours, nowMs) : false;
}

/** The oTime of SymbolInfo: ISO 8601 (UTC) of the next opening, null while open. */
export function nextOpen(symbol: string, nowMs: number): string | null {
  const instrument = findInstrument(symbol);
  if (!instrument) return null;
  const openMs = nextOpenMsFor(instrument.hours, nowMs);
  return openMs === null ? null : new Date(openMs).toISOString();
}
