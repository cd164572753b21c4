-- Money in integer cents. The balance is a cache of the ledger: postLedger changes both in one
-- transaction, so balance_cents always equals the sum of the account's ledger amounts. The balance
-- has no CHECK >= 0 because a stop-out may take it below zero for the moment before its
-- 'stopout_reset' row inside the same transaction.

CREATE TABLE accounts (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  currency TEXT NOT NULL DEFAULT 'USD',
  balance_cents BIGINT NOT NULL DEFAULT 0,
  credit_cents BIGINT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE ledger (
  id BIGSERIAL PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES accounts(user_id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'realized', 'swap', 'credit', 'stopout_reset')),
  amount_cents BIGINT NOT NULL,
  balance_after_cents BIGINT NOT NULL,
  order_id TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX ledger_user_id_idx ON ledger (user_id, id);
