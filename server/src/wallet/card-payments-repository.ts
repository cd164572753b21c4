// The card payments behind card deposits (card_payments): which provider token credited which
// deposit. Its unique key on (provider, token) is what stands behind "one token credits once".
import type { Queryable } from '../db/database';

export interface CardPaymentRow {
  provider: string;
  paymentToken: string;
  maskedCard: string | null;
}

export async function insertCardPayment(tx: Queryable, transactionId: string, payment: CardPaymentRow) {
  await tx.query(
    `INSERT INTO card_payments (transaction_id, provider, payment_token, masked_card)
     VALUES ($1, $2, $3, $4)`,
    [transactionId, payment.provider, payment.paymentToken, payment.maskedCard],
  );
}

/** Whether a provider's payment token has already credited a deposit. */
export async function cardPaymentCredited(db: Queryable, provider: string, paymentToken: string) {
  const rows = await db.query('SELECT 1 FROM card_payments WHERE provider = $1 AND payment_token = $2', [
    provider,
    paymentToken,
  ]);
  return rows.length > 0;
}
