// The birth date rule of the profile form: a real YYYY-MM-DD date, not in the future, and at least
// 18 years before today (a leveraged account is for adults). Pure, so the table test needs no clock.

export const ADULT_AGE_YEARS = 18;

export type BirthDateProblem = 'invalid' | 'future' | 'minor';

/** Today in the viewer's calendar as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function parts(iso: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2001-02-30 rolls over into March: not a real date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return [year, month, day];
}

/** What is wrong with a birth date (YYYY-MM-DD) on `today` (YYYY-MM-DD), or null when it is fine. */
export function birthDateProblem(birthDate: string, today: string): BirthDateProblem | null {
  const born = parts(birthDate);
  const now = parts(today);
  if (!born || !now || born[0] < 1900) return 'invalid';
  if (birthDate > today) return 'future';
  // Someone born on 29 February comes of age on 1 March in a common year, as Turkish law counts it.
  const [year, month, day] = born;
  const adultOn = new Date(Date.UTC(year + ADULT_AGE_YEARS, month - 1, day)).toISOString().slice(0, 10);
  return today >= adultOn ? null : 'minor';
}
