-- Real and practice accounts (../shared/API.md "Accounts"). Until now each customer had one account
-- keyed by user_id; from here an account has its own id and a kind, a customer has one of each,
-- and orders and ledger rows belong to an account. Today's accounts become the customers' real
-- accounts (nothing of their money or history moves); every customer gets a practice account with
-- 10,000.00 virtual USD as a 'practice_reset' ledger row, so its balance equals its ledger too.
-- held_cents caches the sum of the account's pending withdrawals: free margin excludes it.

ALTER TABLE ledger DROP CONSTRAINT ledger_user_id_fkey;
ALTER TABLE accounts DROP CONSTRAINT accounts_pkey;
ALTER TABLE accounts ADD COLUMN id TEXT;
UPDATE accounts SET id = gen_random_uuid()::text;
ALTER TABLE accounts ALTER COLUMN id SET NOT NULL;
ALTER TABLE accounts ALTER COLUMN id SET DEFAULT gen_random_uuid()::text;
ALTER TABLE accounts ADD PRIMARY KEY (id);
ALTER TABLE accounts ADD COLUMN kind TEXT NOT NULL DEFAULT 'real' CHECK (kind IN ('real', 'practice'));
ALTER TABLE accounts ADD COLUMN held_cents BIGINT NOT NULL DEFAULT 0 CHECK (held_cents >= 0);
CREATE UNIQUE INDEX accounts_user_kind_idx ON accounts (user_id, kind);

ALTER TABLE ledger ADD COLUMN account_id TEXT;
UPDATE ledger SET account_id = (SELECT accounts.id FROM accounts WHERE accounts.user_id = ledger.user_id);
ALTER TABLE ledger ALTER COLUMN account_id SET NOT NULL;
ALTER TABLE ledger ADD CONSTRAINT ledger_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;
ALTER TABLE ledger ADD CONSTRAINT ledger_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE ledger DROP CONSTRAINT ledger_kind_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_kind_check CHECK (kind IN ('deposit', 'withdrawal', 'realized', 'swap', 'credit', 'stopout_reset', 'practice_reset'));
CREATE INDEX ledger_account_id_idx ON ledger (account_id, id);

ALTER TABLE orders ADD COLUMN account_id TEXT;
UPDATE orders SET account_id = (SELECT accounts.id FROM accounts WHERE accounts.user_id = orders.user_id);
ALTER TABLE orders ALTER COLUMN account_id SET NOT NULL;
ALTER TABLE orders ADD CONSTRAINT orders_account_id_fkey FOREIGN KEY (account_id) REFERENCES accounts(id) ON DELETE CASCADE;
DROP INDEX orders_user_status_idx;
DROP INDEX orders_user_closed_idx;
CREATE INDEX orders_account_status_idx ON orders (account_id, status, id DESC);
CREATE INDEX orders_account_closed_idx ON orders (account_id, close_at DESC, id DESC) WHERE status = 'closed';

INSERT INTO accounts (user_id, kind, balance_cents) SELECT id, 'practice', 1000000 FROM users;
INSERT INTO ledger (account_id, user_id, kind, amount_cents, balance_after_cents, created_at)
  SELECT id, user_id, 'practice_reset', 1000000, 1000000, now() FROM accounts WHERE kind = 'practice';

-- The account a customer last chose; a new session starts on it. New customers start on practice;
-- those who already had money start where it is.
ALTER TABLE users ADD COLUMN preferred_account_kind TEXT NOT NULL DEFAULT 'practice' CHECK (preferred_account_kind IN ('real', 'practice'));
UPDATE users SET preferred_account_kind = 'real';

-- The active account belongs to the session (the token): every order, figure and socket message of
-- that token works on it.
ALTER TABLE sessions ADD COLUMN active_account_id TEXT REFERENCES accounts(id) ON DELETE CASCADE;
UPDATE sessions SET active_account_id = (SELECT accounts.id FROM accounts WHERE accounts.user_id = sessions.user_id AND accounts.kind = 'real');
ALTER TABLE sessions ALTER COLUMN active_account_id SET NOT NULL;
