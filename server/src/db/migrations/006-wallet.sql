-- Deposits and withdrawals (../shared/API.md "Money"). A transaction row is the customer's request
-- and the broker's decision; the money itself moves only as ledger rows and holds on the account,
-- written in the same database transaction as the row's new status. Amounts are BIGINT cents.
-- seq orders the lists (newest first) even when two rows share a timestamp.

CREATE TABLE transactions (
  id TEXT PRIMARY KEY,
  seq BIGSERIAL NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('deposit', 'withdrawal')),
  method TEXT NOT NULL CHECK (method IN ('havale', 'eft', 'card', 'iban')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  reference TEXT NOT NULL UNIQUE,
  broker_account_id TEXT,
  iban TEXT,
  holder TEXT,
  reason TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  decided_at TIMESTAMPTZ,
  decided_by TEXT REFERENCES users(id),
  -- A withdrawal names where the money goes; a decided row says when.
  CHECK (type <> 'withdrawal' OR (iban IS NOT NULL AND holder IS NOT NULL)),
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX transactions_user_idx ON transactions (user_id, seq DESC);
CREATE INDEX transactions_status_idx ON transactions (status, seq DESC);

-- A customer's saved withdrawal accounts; the IBAN is kept without spaces.
CREATE TABLE saved_banks (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  iban TEXT NOT NULL,
  holder TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (user_id, iban)
);

-- The 3-D Secure step of a card deposit. Only a hash of the code is needed to check it; the
-- simulated provider also keeps the code it shows (demo_code), a real provider leaves it NULL.
CREATE TABLE card_challenges (
  transaction_id TEXT PRIMARY KEY REFERENCES transactions(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  provider_ref TEXT NOT NULL,
  masked_card TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  demo_code TEXT,
  tries INTEGER NOT NULL DEFAULT 0 CHECK (tries >= 0),
  expires_at TIMESTAMPTZ NOT NULL
);
