// Reading what a customer typed into a money form: an amount in USD cents, a Turkish IBAN and an
// account holder's name. Pure, so every bad input has a named code and a unit test; the route
// schema leaves `amount` untyped because the server's ajv coerces "100" to 100, and a string must
// be refused, not guessed at.
import { normalizeIban, turkishIbanProblem, type IbanProblem } from '../../../contract/iban';
import { isSamePersonName, tidyPersonName } from '../../../contract/person-name';
import type { AmountLimits } from './wallet-config';
import type { WalletInputCode } from './wallet-refusals';

export type Parsed<T> = { ok: true; value: T } | { ok: false; code: WalletInputCode };

/** Past this a number of dollars can no longer be read to the exact cent from a double. */
const AMOUNT_USD_MAX_EXACT = 1e12;

/** A JSON number with at most two decimals, within the limits, as integer cents. */
export function parseAmountCents(value: unknown, limits: AmountLimits): Parsed<number> {
  if (value === undefined || value === null) return { ok: false, code: 'AMOUNT_REQUIRED' };
  if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, code: 'AMOUNT_NOT_NUMBER' };
  if (value <= 0) return { ok: false, code: 'AMOUNT_NOT_POSITIVE' };
  if (value > AMOUNT_USD_MAX_EXACT) return { ok: false, code: 'AMOUNT_ABOVE_MAX' };
  const cents = Math.round(value * 100);
  // 10.005 * 100 is 1000.4999…: compare against the cents read back, not against an epsilon.
  if (Math.abs(cents / 100 - value) > Number.EPSILON * Math.max(1, value)) {
    return { ok: false, code: 'AMOUNT_DECIMALS' };
  }
  if (cents < limits.minCents) return { ok: false, code: 'AMOUNT_BELOW_MIN' };
  if (cents > limits.maxCents) return { ok: false, code: 'AMOUNT_ABOVE_MAX' };
  return { ok: true, value: cents };
}

const IBAN_CODES: Readonly<Record<IbanProblem, WalletInputCode>> = {
  empty: 'IBAN_REQUIRED',
  'not-turkish': 'IBAN_NOT_TURKISH',
  'wrong-length': 'IBAN_LENGTH',
  'not-digits': 'IBAN_DIGITS',
  'bad-checksum': 'IBAN_CHECKSUM',
};

/** A valid Turkish IBAN without spaces ('TR33000610...'). */
export function parseIban(value: string | undefined): Parsed<string> {
  if (value === undefined) return { ok: false, code: 'IBAN_REQUIRED' };
  const problem = turkishIbanProblem(value);
  return problem === null
    ? { ok: true, value: normalizeIban(value) }
    : { ok: false, code: IBAN_CODES[problem] };
}

/** Collapses whitespace, as a name is written on a transfer. */
export const tidyName = tidyPersonName;

/**
 * The holder of a withdrawal account must be the customer: name and surname, in any case, with
 * any spacing, with or without Turkish letters ('AYSE YILMAZ' on the bank for 'Ayşe Yılmaz'), as
 * Turkish banks write names. Banks refuse a transfer to someone else's account for a brokerage
 * withdrawal.
 */
export function parseHolder(
  value: string | undefined,
  customer: { name: string; surname: string },
): Parsed<string> {
  if (value === undefined || tidyName(value) === '') return { ok: false, code: 'HOLDER_REQUIRED' };
  if (!isSamePersonName(value, `${customer.name} ${customer.surname}`))
    return { ok: false, code: 'HOLDER_MISMATCH' };
  return { ok: true, value: tidyName(value) };
}
