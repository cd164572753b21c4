// The built-in card provider for the demo: a PaymentProvider whose hosted page this server serves
// itself (/pay/checkout/{id}, hosted-card-page.ts) and whose "API" is a call into its checkout
// store. No network and no money: it stands for iyzico or PayTR, and the wallet reaches it only
// through the PaymentProvider interface, as it would reach a real one.
import { systemClock, type Clock } from '../clock';
import { hostedCardPage } from './hosted-card-page';
import type { CardPayment, PaymentProvider } from './payment-provider';
import { newThreeDsCode, SimulatedCheckouts } from './simulated-checkouts';

export interface SimulatedCardProviderOptions {
  /** The page's clock (code expiry); the app's clock by default. */
  clock?: Clock;
  /** Tests fix the 3-D Secure code; the demo draws a random one. */
  newCode?: () => string;
}

export interface SimulatedCardProvider extends PaymentProvider {
  /** The provider's own store, for tests that play the customer on the hosted page. */
  readonly checkouts: SimulatedCheckouts;
}

export function createSimulatedCardProvider(
  options: SimulatedCardProviderOptions = {},
): SimulatedCardProvider {
  const clock = options.clock ?? systemClock;
  const checkouts = new SimulatedCheckouts(options.newCode ?? newThreeDsCode);
  return {
    name: 'simulated',
    checkouts,
    hostedPages: hostedCardPage({ checkouts, clock }),
    async createCheckout({ amountCents, merchantRef, returnPath }, nowMs) {
      const checkout = checkouts.create(amountCents, merchantRef, returnPath, nowMs);
      return {
        checkoutId: checkout.id,
        paymentUrl: `/pay/checkout/${checkout.id}`,
        expiresAtMs: checkout.expiresAtMs,
      };
    },
    async verifyPayment(token, nowMs): Promise<CardPayment | null> {
      const checkout = checkouts.paymentOf(token, nowMs);
      if (!checkout?.token || !checkout.status) return null;
      return {
        token: checkout.token,
        merchantRef: checkout.merchantRef,
        amountCents: checkout.amountCents,
        status: checkout.status,
        maskedCard: checkout.maskedCard,
      };
    },
  };
}
