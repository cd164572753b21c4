// What the wallet needs from a card payment provider, shaped the way real ones work (iyzico's
// checkout form, PayTR's iframe): the broker asks the provider for a hosted payment page for an
// amount and a reference of its own, the customer types the card on that page (never on ours), and
// the page sends the customer back with a payment token. The broker then asks the provider what
// that token paid before it credits anything. The simulated provider implements this for the demo
// and serves its page from this server; a real one is a small client of the provider's API.
import type { FastifyPluginAsync } from 'fastify';

export interface CardCheckoutRequest {
  amountCents: number;
  /** The broker's own reference: the customer, so a token only credits the person who paid. */
  merchantRef: string;
  /** Where the page sends the customer back, with paymentToken and amount added to its query. */
  returnPath: string;
}

export interface CardCheckout {
  checkoutId: string;
  /** The hosted page the browser navigates to. */
  paymentUrl: string;
  expiresAtMs: number;
}

/** What the provider answers about a payment token, asked server to server. */
export interface CardPayment {
  token: string;
  merchantRef: string;
  amountCents: number;
  status: 'succeeded' | 'failed';
  /** '**** **** **** 1111' once a card was accepted; null when none was. */
  maskedCard: string | null;
}

export interface PaymentProvider {
  /** Stored with each credited payment, so tokens of two providers never collide. */
  readonly name: string;
  createCheckout(request: CardCheckoutRequest, nowMs: number): Promise<CardCheckout>;
  /** Null for a token the provider never issued or no longer knows. */
  verifyPayment(token: string, nowMs: number): Promise<CardPayment | null>;
  /**
   * The hosted pages of a provider this server plays itself (the simulated one), registered in an
   * isolated scope of their own; a real provider serves its pages from its own origin.
   */
  readonly hostedPages?: FastifyPluginAsync;
}
