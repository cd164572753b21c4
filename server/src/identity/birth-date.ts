// Birth dates: YYYY-MM-DD, a real calendar day, not in the future, and 18 years or more before
// today (Istanbul's date, where the broker is). Ages count whole birthdays: someone born on
// 29 February turns a year older on 1 March in other years.
import { ADULT_AGE_YEARS } from '../../../contract/identity';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const EARLIEST_YEAR = 1900;

export type BirthDateCheck = 'ok' | 'invalid' | 'underage';

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function parseDay(value: string): CalendarDay | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= EARLIEST_YEAR ? { year, month, day } : null;
}

function istanbulToday(nowMs: number): CalendarDay {
  const date = new Date(nowMs + ISTANBUL_OFFSET_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const dayNumber = (day: CalendarDay) => day.year * 10_000 + day.month * 100 + day.day;

export function checkBirthDate(value: string, nowMs: number): BirthDateCheck {
  const birth = parseDay(value);
  if (!birth) return 'invalid';
  const today = istanbulToday(nowMs);
  if (dayNumber(birth) > dayNumber(today)) return 'invalid';
  // Comparing MMDD numbers counts whole birthdays without building dates.
  const hadBirthday = today.month * 100 + today.day >= birth.month * 100 + birth.day;
  const age = today.year - birth.year - (hadBirthday ? 0 : 1);
  return age >= ADULT_AGE_YEARS ? 'ok' : 'underage';
}
