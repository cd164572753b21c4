-- Copy trading (../shared/API.md "Copy trading"). A trader profile makes a customer's account
-- copyable (the customer's 'Kopyalanmaya izin ver' switch, or a seeded demo trader driven by
-- robots); a copy is a follower account's allocation to one trader; a copy link records, once per
-- copy and trader order, what the mirror decided (the follower's order, or why it was skipped), and
-- is written in the same transaction as the follower's order, so a restart never mirrors twice.
-- Figures are never stored: they are computed from the ledger and the orders.

CREATE TABLE trader_profiles (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  -- The account whose trades are copied (the active account when the customer opted in).
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  display_name TEXT NOT NULL,
  bio TEXT NOT NULL DEFAULT '',
  image_url TEXT NOT NULL DEFAULT '',
  allow_copiers BOOLEAN NOT NULL DEFAULT TRUE,
  seeded BOOLEAN NOT NULL DEFAULT FALSE,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);
CREATE UNIQUE INDEX trader_profiles_account_idx ON trader_profiles (account_id);

CREATE TABLE copies (
  id TEXT PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  trader_id TEXT NOT NULL REFERENCES trader_profiles(user_id) ON DELETE CASCADE,
  size_cents BIGINT NOT NULL CHECK (size_cents > 0),
  copy_stop_loss_pct INTEGER NOT NULL CHECK (copy_stop_loss_pct BETWEEN 5 AND 95),
  -- ended: unfollowed; kept so the copied orders still name their copy.
  status TEXT NOT NULL CHECK (status IN ('active', 'paused', 'stopped', 'ended')),
  created_at TIMESTAMPTZ NOT NULL,
  -- The copy stop-loss counts realized profit from here: the follow, or the last resume.
  counted_from TIMESTAMPTZ NOT NULL
);
-- One live copy per follower account and trader; following again after an unfollow starts anew.
CREATE UNIQUE INDEX copies_account_trader_idx ON copies (account_id, trader_id) WHERE status <> 'ended';
CREATE INDEX copies_trader_idx ON copies (trader_id) WHERE status <> 'ended';

CREATE TABLE copy_links (
  copy_id TEXT NOT NULL REFERENCES copies(id) ON DELETE CASCADE,
  trader_order_id BIGINT NOT NULL,
  -- Null when the open was skipped (under the symbol's min lot, short of free margin, missed).
  follower_order_id BIGINT,
  skip_reason TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (copy_id, trader_order_id),
  CHECK ((follower_order_id IS NULL) = (skip_reason IS NOT NULL))
);
CREATE INDEX copy_links_trader_order_idx ON copy_links (trader_order_id);

-- A copied order names its copy and the trader it came from (the name as it was at the copy); a
-- partial close's closed piece carries them too.
ALTER TABLE orders ADD COLUMN copy_id TEXT;
ALTER TABLE orders ADD COLUMN copied_trader_id TEXT;
ALTER TABLE orders ADD COLUMN copied_trader_name TEXT;
CREATE INDEX orders_copy_idx ON orders (copy_id, status) WHERE copy_id IS NOT NULL;

CREATE TABLE trader_comments (
  id TEXT PRIMARY KEY DEFAULT gen_random_uuid()::text,
  trader_id TEXT NOT NULL REFERENCES trader_profiles(user_id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  star INTEGER NOT NULL CHECK (star BETWEEN 1 AND 5),
  comment TEXT NOT NULL CHECK (char_length(comment) BETWEEN 1 AND 500),
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (trader_id, user_id)
);
CREATE INDEX trader_comments_page_idx ON trader_comments (trader_id, created_at DESC, id DESC);
