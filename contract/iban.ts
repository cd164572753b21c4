// Turkish IBANs, shared by the SPA (formatting as the customer types, checking before sending) and
// the server (refusing a withdrawal to a bad account). Pure functions only, so both sides agree.
//
// A Turkish IBAN is 'TR', two check digits, a five-digit bank code, one reserve digit and a
// sixteen-digit account number: 26 characters, all digits after 'TR'. The check digits follow
// ISO 13616 / ISO 7064 mod 97-10: moving the first four characters to the end and reading letters
// as 10..35, the number modulo 97 must be 1.

export const TR_IBAN_LENGTH = 26;
export const IBAN_GROUP_SIZE = 4;
/** The bank code sits at positions 5-9 (1-based), right after 'TR' and the check digits. */
const BANK_CODE_START = 4;
const BANK_CODE_LENGTH = 5;
const TR_IBAN_PATTERN = /^TR\d{24}$/;

/** Strips every space and upper-cases, so 'tr33 0006 1...' and 'TR330006 1...' read the same. */
export function normalizeIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * Formats as typed: keeps only letters and digits, upper-cases, caps the length at a Turkish
 * IBAN's 26 characters and groups by four ('TR33 0006 1005 ...'). Never adds a trailing space, so
 * deleting a character behind a group boundary works as the customer expects.
 */
export function formatIban(text: string): string {
  const compact = text
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, TR_IBAN_LENGTH);
  const groups: string[] = [];
  for (let start = 0; start < compact.length; start += IBAN_GROUP_SIZE) {
    groups.push(compact.slice(start, start + IBAN_GROUP_SIZE));
  }
  return groups.join(' ');
}

/** ISO 7064 mod 97-10 over the rearranged IBAN, digit by digit so no number exceeds 2^53. */
export function ibanRemainder(iban: string): number {
  const compact = normalizeIban(iban);
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) {
      remainder = (remainder * 10 + Number(digit)) % 97;
    }
  }
  return remainder;
}

export type IbanProblem = 'empty' | 'not-turkish' | 'wrong-length' | 'not-digits' | 'bad-checksum';

/** Why an IBAN is refused, or null when it is a well-formed Turkish IBAN. */
export function turkishIbanProblem(text: string): IbanProblem | null {
  const compact = normalizeIban(text);
  if (compact === '') return 'empty';
  if (!compact.startsWith('TR')) return 'not-turkish';
  if (compact.length !== TR_IBAN_LENGTH) return 'wrong-length';
  if (!TR_IBAN_PATTERN.test(compact)) return 'not-digits';
  if (ibanRemainder(compact) !== 1) return 'bad-checksum';
  return null;
}

export function isValidTurkishIban(text: string): boolean {
  return turkishIbanProblem(text) === null;
}

/**
 * The five-digit bank code (e.g. '00062' for Garanti BBVA) of a text shaped like a Turkish IBAN,
 * else null. The checksum is not looked at: a caller wanting both calls isValidTurkishIban too.
 */
export function ibanBankCode(text: string): string | null {
  const compact = normalizeIban(text);
  if (!TR_IBAN_PATTERN.test(compact)) return null;
  return compact.slice(BANK_CODE_START, BANK_CODE_START + BANK_CODE_LENGTH);
}
