// The simulated provider's own state: its checkouts, each from the card step through the 3-D
// Secure code to a payment token. It checks a card as an acquirer would (Luhn digit, an expiry not
// in the past, a 3- or 4-digit CVC), keeps only a salted hash of the code, and gives up after three
// wrong codes or when the code expires. In memory and bounded: it stands for another company's
// system, which the broker reaches only through PaymentProvider.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { tidyName } from './money-input';
import type { WalletInputCode } from './wallet-refusals';

export const THREE_DS_CODE_LENGTH = 6;
export const THREE_DS_CODE_TTL_MS = 5 * 60 * 1000;
export const THREE_DS_TRIES_MAX = 3;
/** How long a checkout and then its token stay known. */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000;
export const CHECKOUTS_MAX = 10_000;
const CARD_DIGITS_MIN = 12;
const CARD_DIGITS_MAX = 19;
const CARD_HOLDER_LENGTH_MAX = 100;
const MASK_VISIBLE_DIGITS = 4;
const ID_BYTES = 18;
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

const hashCode = (checkoutId: string, code: string): string =>
  createHash('sha256').update(`${checkoutId}:${code}`).digest('hex');

const newId = (): string => randomBytes(ID_BYTES).toString('base64url');

export function newThreeDsCode(): string {
  return String(randomInt(10 ** THREE_DS_CODE_LENGTH)).padStart(THREE_DS_CODE_LENGTH, '0');
}

export interface CardFields {
  number: string;
  holder: string;
  expiry: string;
  cvc: string;
}

export interface Checkout {
  id: string;
  amountCents: number;
  merchantRef: string;
  returnPath: string;
  expiresAtMs: number;
  step: 'card' | 'code' | 'done';
  maskedCard: string | null;
  codeHash: string | null;
  /** Shown on the page because no SMS leaves this server. */
  demoCode: string | null;
  codeExpiresAtMs: number;
  wrongCodes: number;
  /** Set when the checkout is done, whichever way. */
  token: string | null;
  status: 'succeeded' | 'failed' | null;
}

export type CodeOutcome = { kind: 'done'; checkout: Checkout } | { kind: 'wrong'; triesLeft: number };

export class SimulatedCheckouts {
  private readonly byId = new Map<string, Checkout>();
  private readonly byToken = new Map<string, Checkout>();

  constructor(private readonly drawCode: () => string = newThreeDsCode) {}

  create(amountCents: number, merchantRef: string, returnPath: string, nowMs: number): Checkout {
    this.forgetOld(nowMs);
    const checkout: Checkout = {
      id: newId(),
      amountCents,
      merchantRef,
      returnPath,
      expiresAtMs: nowMs + CHECKOUT_TTL_MS,
      step: 'card',
      maskedCard: null,
      codeHash: null,
      demoCode: null,
      codeExpiresAtMs: 0,
      wrongCodes: 0,
      token: null,
      status: null,
    };
    this.byId.set(checkout.id, checkout);
    return checkout;
  }

  find(id: string, nowMs: number): Checkout | null {
    const checkout = this.byId.get(id);
    return checkout && nowMs < checkout.expiresAtMs ? checkout : null;
  }

  paymentOf(token: string, nowMs: number): Checkout | null {
    const checkout = this.byToken.get(token);
    return checkout && nowMs < checkout.expiresAtMs ? checkout : null;
  }

  /** The card step: a refusal code for a bad card, otherwise the checkout now waits for its code. */
  submitCard(checkout: Checkout, card: CardFields, nowMs: number): WalletInputCode | null {
    if (checkout.step !== 'card') throw new Error(`checkout ${checkout.id} is past its card step`);
    const digits = card.number.replace(/[\s-]/g, '');
    const validNumber =
      /^\d+$/.test(digits) &&
      digits.length >= CARD_DIGITS_MIN &&
      digits.length <= CARD_DIGITS_MAX &&
      passesLuhn(digits);
    if (!validNumber) return 'CARD_NUMBER_INVALID';
    const holder = tidyName(card.holder);
    if (holder === '' || holder.length > CARD_HOLDER_LENGTH_MAX) return 'CARD_HOLDER_REQUIRED';
    const expiry = expiryProblem(card.expiry, nowMs);
    if (expiry) return expiry;
    if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'CARD_CVC_INVALID';
    const code = this.drawCode();
    checkout.step = 'code';
    checkout.maskedCard = maskCard(digits);
    checkout.codeHash = hashCode(checkout.id, code);
    checkout.demoCode = code;
    checkout.codeExpiresAtMs = nowMs + THREE_DS_CODE_TTL_MS;
    return null;
  }

  /** The code step: the right code pays; the third wrong one or an expired code fails it. */
  submitCode(checkout: Checkout, code: string, nowMs: number): CodeOutcome {
    if (checkout.step !== 'code' || checkout.codeHash === null)
      throw new Error(`checkout ${checkout.id} is not waiting for a code`);
    if (nowMs >= checkout.codeExpiresAtMs) return { kind: 'done', checkout: this.finish(checkout, 'failed') };
    const expected = Buffer.from(checkout.codeHash, 'hex');
    const given = Buffer.from(hashCode(checkout.id, code.trim()), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given))
      return { kind: 'done', checkout: this.finish(checkout, 'succeeded') };
    checkout.wrongCodes += 1;
    if (checkout.wrongCodes >= THREE_DS_TRIES_MAX)
      return { kind: 'done', checkout: this.finish(checkout, 'failed') };
    return { kind: 'wrong', triesLeft: THREE_DS_TRIES_MAX - checkout.wrongCodes };
  }

  /** The customer gave up on the page: the payment fails, and the token says so. */
  abandon(checkout: Checkout): Checkout {
    return checkout.step === 'done' ? checkout : this.finish(checkout, 'failed');
  }

  private finish(checkout: Checkout, status: 'succeeded' | 'failed'): Checkout {
    checkout.step = 'done';
    checkout.status = status;
    checkout.demoCode = null;
    checkout.token = newId();
    this.byToken.set(checkout.token, checkout);
    return checkout;
  }

  /** Drops expired checkouts, then the oldest ones while the store is full. */
  private forgetOld(nowMs: number): void {
    for (const checkout of this.byId.values()) {
      if (nowMs < checkout.expiresAtMs && this.byId.size < CHECKOUTS_MAX) break;
      this.byId.delete(checkout.id);
      if (checkout.token) this.byToken.delete(checkout.token);
    }
  }
}
