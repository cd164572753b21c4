-- The broker's own books (docs/finance.md "The house accounts"). Every customer ledger row gets its
-- other side here, in one of the broker's house accounts, written in the same transaction and
-- with the opposite amount, so the customers' accounts and the house accounts together always sum
-- to zero. A row of this table is the counterpart of exactly one ledger row (UNIQUE ledger_id);
-- it goes with it if the ledger row ever goes (ON DELETE CASCADE), so the sum stays zero.
-- The mapping (account kind, ledger kind) → house account is server/src/accounts/house-accounts.ts;
-- the backfill below repeats it for the rows written before this migration.

CREATE TABLE house_ledger (
  id BIGSERIAL PRIMARY KEY,
  ledger_id BIGINT NOT NULL UNIQUE REFERENCES ledger(id) ON DELETE CASCADE,
  house_account TEXT NOT NULL CHECK (house_account IN (
    'bank_clearing', 'trading_result', 'negative_balance_protection', 'client_credit', 'practice_funds'
  )),
  amount_cents BIGINT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL
);
-- The trial balance sums per house account; the day report reads a range of days.
CREATE INDEX house_ledger_account_idx ON house_ledger (house_account, created_at);
CREATE INDEX house_ledger_time_idx ON house_ledger (created_at, id);

INSERT INTO house_ledger (ledger_id, house_account, amount_cents, created_at)
SELECT ledger.id,
  CASE
    WHEN accounts.kind = 'practice' THEN 'practice_funds'
    WHEN ledger.kind IN ('deposit', 'withdrawal') THEN 'bank_clearing'
    WHEN ledger.kind IN ('realized', 'swap') THEN 'trading_result'
    WHEN ledger.kind = 'stopout_reset' THEN 'negative_balance_protection'
    WHEN ledger.kind = 'credit' THEN 'client_credit'
    WHEN ledger.kind = 'practice_reset' THEN 'practice_funds'
  END,
  -ledger.amount_cents, ledger.created_at
FROM ledger JOIN accounts ON accounts.id = ledger.account_id
ORDER BY ledger.id;
