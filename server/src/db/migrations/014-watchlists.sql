-- Watchlists kept by the server (../shared/API.md "Price alerts and watchlists"): a customer's
-- named lists of symbols, the same on every device. A PUT replaces a customer's lists as a whole,
-- so a list's place in the order is a column; the symbols of a list are few (50 at most) and are
-- always read together, so they are one array rather than rows.
-- Depends on 001 (users) only.
CREATE TABLE watchlists (
  id TEXT PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  symbols TEXT[] NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX watchlists_user_idx ON watchlists (user_id, position);
