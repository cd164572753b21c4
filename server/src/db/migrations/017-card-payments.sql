-- Card deposits paid on the provider's hosted page. The broker never sees the card: it keeps the
-- provider's payment token and the masked card the provider reported, with the deposit the token
-- credited. One token credits once: the unique key refuses a second row even from another node.
CREATE TABLE card_payments (
  transaction_id TEXT PRIMARY KEY REFERENCES transactions(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  payment_token TEXT NOT NULL,
  masked_card TEXT,
  UNIQUE (provider, payment_token)
);
