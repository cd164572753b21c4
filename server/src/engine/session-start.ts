// Where each market's trading day starts, for the day's open, high and low (daily-stats.ts):
// BIST at 00:00 Istanbul, US stocks at 00:00 New York, crypto at 00:00 UTC, and forex with the
// instruments that trade its week (commodities, index CFDs) at the 17:00 New York rollover, as
// MT5 and cTrader brokers count a forex day. Pure: the instant comes in, nothing reads a clock.
import type { MarketCategory } from '../../../contract/entities';
import { isNewYorkDaylightTime } from './market-hours';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ISTANBUL_OFFSET_MS = 3 * HOUR_MS;
const NEW_YORK_STANDARD_OFFSET_MS = -5 * HOUR_MS;
const NEW_YORK_DAYLIGHT_OFFSET_MS = -4 * HOUR_MS;
const FOREX_ROLLOVER_HOUR = 17;

const newYorkOffsetMs = (utcMs: number): number =>
  isNewYorkDaylightTime(utcMs) ? NEW_YORK_DAYLIGHT_OFFSET_MS : NEW_YORK_STANDARD_OFFSET_MS;

/**
 * A New York wall time (as a UTC-based number) back to its instant. The offset is the one in force
 * at that wall time, not at `now`, so a midnight on the day daylight saving starts stays EST.
 */
function newYorkLocalToUtc(localMs: number): number {
  const standardUtcMs = localMs - NEW_YORK_STANDARD_OFFSET_MS;
  return isNewYorkDaylightTime(standardUtcMs) ? localMs - NEW_YORK_DAYLIGHT_OFFSET_MS : standardUtcMs;
}

const floorDay = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

/** The latest New York wall-clock `hour`:00 at or before `nowMs`, as an instant. */
function latestNewYorkHour(hour: number, nowMs: number): number {
  const localMs = nowMs + newYorkOffsetMs(nowMs);
  let startLocalMs = floorDay(localMs) + hour * HOUR_MS;
  if (startLocalMs > localMs) startLocalMs -= DAY_MS;
  return newYorkLocalToUtc(startLocalMs);
}

/** Start of the trading day holding `nowMs` for a category, in unix milliseconds. */
export function sessionStartMs(category: MarketCategory, nowMs: number): number {
  switch (category) {
    case 'bist':
      return floorDay(nowMs + ISTANBUL_OFFSET_MS) - ISTANBUL_OFFSET_MS;
    case 'equities':
      return latestNewYorkHour(0, nowMs);
    case 'crypto':
      return floorDay(nowMs);
    case 'forex':
    case 'emtia':
    case 'indices':
      return latestNewYorkHour(FOREX_ROLLOVER_HOUR, nowMs);
  }
}
