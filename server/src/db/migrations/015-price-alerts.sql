-- Price alerts (../shared/API.md "Price alerts and watchlists"; docs/server.md "Price alerts"): a
-- customer's request to be told once when a symbol's bid or ask reaches a price. An alert fires
-- once: the UPDATE that marks it is guarded by `active`, so a second evaluation (or a restart that
-- reloads the active ones) cannot fire it again, and a deleted one cannot fire at all.
-- Depends on 001 (users) only.
CREATE TABLE price_alerts (
  id TEXT PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  symbol TEXT NOT NULL,
  side TEXT NOT NULL CHECK (side IN ('bid', 'ask')),
  condition TEXT NOT NULL CHECK (condition IN ('above', 'below')),
  price DOUBLE PRECISION NOT NULL CHECK (price > 0),
  note TEXT,
  active BOOLEAN NOT NULL DEFAULT TRUE,
  created_at TIMESTAMPTZ NOT NULL,
  triggered_at TIMESTAMPTZ,
  triggered_price DOUBLE PRECISION
);
-- A customer's list, newest first, and the count of their active ones.
CREATE INDEX price_alerts_user_idx ON price_alerts (user_id, created_at DESC, id DESC);
-- The server loads every active alert into its in-memory book on start.
CREATE INDEX price_alerts_active_idx ON price_alerts (symbol) WHERE active;
