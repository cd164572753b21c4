// The money amount fields' input rule and checks (deposit and withdrawal, in USD). Typing follows
// the app's digits-and-one-dot rule (src/lib/digits-and-dot.ts), so a sign or a letter never
// reaches the field; the fraction is cut to the cents a USD amount has. Pure, so every case is
// tested without a screen.
import { digitsAndFirstDot } from '../../lib/digits-and-dot';
import { MONEY_DECIMALS } from '../../lib/format-number';

/** Nine integer digits: far above any limit, and short enough that no cent is lost to floats. */
const INTEGER_DIGITS_MAX = 9;

export function sanitizeMoneyInput(raw: string): string {
  const text = digitsAndFirstDot(raw);
  const [integer, fraction] = text.split('.');
  const whole = (integer === '' && fraction !== undefined ? '0' : integer).slice(0, INTEGER_DIGITS_MAX);
  return fraction === undefined ? whole : `${whole}.${fraction.slice(0, MONEY_DECIMALS)}`;
}

/** The amount the text stands for, in cents-exact USD, or null when empty or unreadable. */
export function parseMoney(text: string): number | null {
  const trimmed = text.trim().replace(/\.$/, '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

export interface MoneyBounds {
  min: number;
  max: number;
  /** What the account can give (free margin) for a withdrawal; absent for deposits. */
  available?: number | null;
}

export type MoneyProblem = 'empty' | 'zero' | 'below-min' | 'above-max' | 'above-available';

export function moneyProblemOf(text: string, bounds: MoneyBounds): MoneyProblem | null {
  const value = parseMoney(text);
  if (value === null) return 'empty';
  if (value <= 0) return 'zero';
  if (value < bounds.min) return 'below-min';
  if (value > bounds.max) return 'above-max';
  if (bounds.available !== undefined && bounds.available !== null && value > bounds.available)
    return 'above-available';
  return null;
}

/** The quick amounts a form offers: those inside the bounds. */
export const QUICK_AMOUNTS_USD = [100, 250, 500, 1000, 5000] as const;

export function quickAmountsWithin(bounds: MoneyBounds): number[] {
  const ceiling = Math.min(bounds.max, bounds.available ?? Number.POSITIVE_INFINITY);
  return QUICK_AMOUNTS_USD.filter((amount) => amount >= bounds.min && amount <= ceiling);
}
