// The reference a customer writes in a transfer's description so the broker can match the money
// to the request: 'KLD-' and six characters from an alphabet without look-alikes (no 0/O, 1/I/L),
// so it can be read out over the phone and typed from a bank receipt. 31^6 ≈ 887 million codes.
import { randomInt } from 'node:crypto';

export const REFERENCE_PREFIX = 'KLD-';
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 6;

export function newReferenceCode(): string {
  let code = '';
  for (let index = 0; index < REFERENCE_LENGTH; index += 1) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `${REFERENCE_PREFIX}${code}`;
}

export const REFERENCE_PATTERN = new RegExp(
  `^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`,
);
