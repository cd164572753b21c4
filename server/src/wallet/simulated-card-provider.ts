// The built-in card provider for the demo: it checks the card as a real acquirer would (Luhn
// digit, an expiry not in the past, a 3- or 4-digit CVC; no network, no money), issues a six-digit
// 3-D Secure code valid for five minutes and shows it as `demoCode`. The code is kept only as a
// salted hash, checked in constant time, so the stored challenge alone does not reveal it.
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CardDetails } from '../../../contract/wallet';
import type { CardStartResult, PaymentProvider, StoredCardChallenge } from './payment-provider';
import { tidyName } from './money-input';

export const THREE_DS_CODE_LENGTH = 6;
export const THREE_DS_CODE_TTL_MS = 5 * 60 * 1000;
const CARD_DIGITS_MIN = 12;
const CARD_DIGITS_MAX = 19;
const CARD_HOLDER_LENGTH_MAX = 100;
const MASK_VISIBLE_DIGITS = 4;
/** The 2000s: a two-digit card year is always 20YY. */
const CARD_CENTURY = 2000;

/** ISO/IEC 7812 check digit: doubling every second digit from the right, the sum ends in 0. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** 'MM/YY'; a card is good until the end of its expiry month (UTC). */
export function expiryProblem(expiry: string, nowMs: number): 'CARD_EXPIRY_INVALID' | 'CARD_EXPIRED' | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return 'CARD_EXPIRY_INVALID';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'CARD_EXPIRY_INVALID';
  const firstDayAfterMs = Date.UTC(CARD_CENTURY + Number(match[2]), month, 1);
  return nowMs < firstDayAfterMs ? null : 'CARD_EXPIRED';
}

function maskCard(digits: string): string {
  const hidden = '*'.repeat(digits.length - MASK_VISIBLE_DIGITS) + digits.slice(-MASK_VISIBLE_DIGITS);
  return hidden.replace(/(.{4})(?=.)/g, '$1 ');
}

function hashCode(providerRef: string, code: string): string {
  return createHash('sha256').update(`${providerRef}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(10 ** THREE_DS_CODE_LENGTH)).padStart(THREE_DS_CODE_LENGTH, '0');
}

export interface SimulatedCardProviderOptions {
  /** Tests fix the code; the demo draws a random one. */
  newCode?: () => string;
}

export function createSimulatedCardProvider(options: SimulatedCardProviderOptions = {}): PaymentProvider {
  const drawCode = options.newCode ?? newCode;
  return {
    name: 'simulated',
    async startCardPayment(card: CardDetails, _amountCents: number, nowMs: number): Promise<CardStartResult> {
      const digits = card.number.replace(/[\s-]/g, '');
      const validNumber =
        /^\d+$/.test(digits) &&
        digits.length >= CARD_DIGITS_MIN &&
        digits.length <= CARD_DIGITS_MAX &&
        passesLuhn(digits);
      if (!validNumber) return { ok: false, code: 'CARD_NUMBER_INVALID' };
      const holder = tidyName(card.holder);
      if (holder === '' || holder.length > CARD_HOLDER_LENGTH_MAX)
        return { ok: false, code: 'CARD_HOLDER_REQUIRED' };
      const expiry = expiryProblem(card.expiry, nowMs);
      if (expiry) return { ok: false, code: expiry };
      if (!/^\d{3,4}$/.test(card.cvc)) return { ok: false, code: 'CARD_CVC_INVALID' };
      const providerRef = randomUUID();
      const code = drawCode();
      return {
        ok: true,
        challenge: {
          providerRef,
          maskedCard: maskCard(digits),
          codeHash: hashCode(providerRef, code),
          demoCode: code,
          expiresAtMs: nowMs + THREE_DS_CODE_TTL_MS,
        },
      };
    },
    async checkCode(challenge: StoredCardChallenge, code: string): Promise<boolean> {
      const expected = Buffer.from(challenge.codeHash, 'hex');
      const given = Buffer.from(hashCode(challenge.providerRef, code), 'hex');
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
