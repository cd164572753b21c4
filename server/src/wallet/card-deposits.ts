// Card deposits, paid on the provider's hosted page. The broker's part is two calls:
//   - checkout: ask the provider for a page for this amount and this customer (the merchant
//     reference), and hand its address to the SPA, which navigates there;
//   - credit: the page sent the customer back with a payment token; ask the provider what that
//     token paid (server to server) and, when it succeeded for this customer and this amount,
//     credit it at once: the transaction row (approved), its card_payments row and the audit row
//     commit with the engine's 'deposit' ledger row.
// One token credits once: the check runs under the token's lock, and card_payments' unique key
// stands behind it. A failed, unknown or foreign token writes nothing.
import { randomUUID } from 'node:crypto';
import type { CardCheckout, Transaction } from '../../../contract/wallet';
import { masakFactsOf, type MasakReview } from './masak-review';
import { cardDepositRowsWriter, requestRowOf } from './request-writers';
import type { TransactionRequests } from './transaction-requests';
import { nowOf, refuse, type CustomerActor, type WalletContext } from './wallet-context';
import { cardPaymentCredited } from './card-payments-repository';
import type { NewTransaction } from './wallet-repository';

/** Where the provider's page sends the customer back: the SPA's deposit screen, card tab. */
export const CARD_RETURN_PATH = '/deposit?method=card';

export class CardDeposits {
  constructor(
    private readonly context: WalletContext,
    private readonly requests: TransactionRequests,
  ) {}

  async checkout(actor: CustomerActor, amountCents: number): Promise<CardCheckout> {
    await this.requests.realAccount(actor);
    const checkout = await this.context.provider.createCheckout(
      { amountCents, merchantRef: actor.userId, returnPath: CARD_RETURN_PATH },
      this.context.clock.nowMs(),
    );
    return {
      checkoutId: checkout.checkoutId,
      paymentUrl: checkout.paymentUrl,
      expiresAt: new Date(checkout.expiresAtMs).toISOString(),
    };
  }

  credit(
    actor: CustomerActor,
    amountCents: number,
    token: string,
    review: MasakReview,
  ): Promise<Transaction> {
    const { provider } = this.context;
    return this.context.decisions.run(`card-payment:${provider.name}:${token}`, async () => {
      const accountId = await this.requests.realAccount(actor);
      const payment = await provider.verifyPayment(token, this.context.clock.nowMs());
      // Another customer's token reads as an unknown one: the answer names no one else's payment.
      if (!payment || payment.merchantRef !== actor.userId) throw refuse('PAYMENT_NOT_FOUND');
      if (await cardPaymentCredited(this.context.db, provider.name, token))
        throw refuse('PAYMENT_ALREADY_CREDITED');
      if (payment.status !== 'succeeded') throw refuse('PAYMENT_FAILED');
      if (payment.amountCents !== amountCents) throw refuse('PAYMENT_AMOUNT_MISMATCH');
      return this.requests.references.withReference(async (reference) => {
        const row: NewTransaction = {
          ...review,
          id: randomUUID(),
          userId: actor.userId,
          accountId,
          type: 'deposit',
          method: 'card',
          amountCents,
          reference,
          brokerAccountId: null,
          iban: null,
          holder: null,
          createdAt: nowOf(this.context),
        };
        // Named rows, so they ride in the deposit's transaction on a cluster's leader too.
        const paid = { provider: provider.name, paymentToken: token, maskedCard: payment.maskedCard };
        const rows = {
          row: requestRowOf(row),
          userId: actor.userId,
          review,
          masak: masakFactsOf(this.context),
          payment: paid,
        };
        await this.context.money.deposit(accountId, amountCents, cardDepositRowsWriter(rows));
        return this.requests.created(row, { decidedBy: null });
      });
    });
  }
}
