// What the wallet needs from a card payment provider: check a card and start a 3-D Secure step for
// an amount, then check the code the customer's bank sent. The simulated provider implements it
// for the demo; a real one (an iyzico or PayTR client) replaces it in createWalletPart without the
// service changing. Refusals are the wallet's own input codes, so the customer reads Turkish.
import type { CardDetails } from '../../../contract/wallet';
import type { WalletInputCode } from './wallet-refusals';

export interface CardChallengeStart {
  /** The provider's id for this payment, kept with the challenge. */
  providerRef: string;
  /** '**** **** **** 1111': all a screen may show of the card. */
  maskedCard: string;
  /** What the code is checked against; never the code itself. */
  codeHash: string;
  /** The simulated provider shows its code because no SMS leaves this server; a real one: null. */
  demoCode: string | null;
  expiresAtMs: number;
}

export type CardStartResult =
  { ok: true; challenge: CardChallengeStart } | { ok: false; code: WalletInputCode };

export interface StoredCardChallenge {
  providerRef: string;
  codeHash: string;
}

export interface PaymentProvider {
  /** Stored with each challenge, so a later provider knows which payments are not its own. */
  readonly name: string;
  startCardPayment(card: CardDetails, amountCents: number, nowMs: number): Promise<CardStartResult>;
  /** True when `code` is the one the bank sent for this challenge. */
  checkCode(challenge: StoredCardChallenge, code: string): Promise<boolean>;
}
