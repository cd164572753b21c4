-- Orders: open positions, waiting (pending) orders and closed or cancelled ones, one row each.
-- Ids are BIGINT allocated by the trading service (one writer process; it resumes after MAX(id) on
-- start) and rendered as strings on the wire. Money is BIGINT cents. Prices are DOUBLE PRECISION:
-- the engine computes with the same IEEE doubles, so a price round-trips unchanged; lots are
-- NUMERIC(12,2) because they live on the exact 0.01 grid.
-- A partial close splits a position: the closed part becomes a new 'closed' row whose source_id
-- names the position, and the remainder stays 'open' under the original id with fewer lots.

CREATE TABLE orders (
  id BIGINT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  symbol TEXT NOT NULL,
  side TEXT NOT NULL CHECK (side IN ('Buy', 'Sell')),
  lots NUMERIC(12, 2) NOT NULL CHECK (lots > 0),
  status TEXT NOT NULL CHECK (status IN ('open', 'waiting', 'closed', 'cancelled')),
  open_price DOUBLE PRECISION,
  close_price DOUBLE PRECISION,
  market_limit DOUBLE PRECISION,
  stop_loss DOUBLE PRECISION,
  take_profit DOUBLE PRECISION,
  margin_cents BIGINT NOT NULL DEFAULT 0,
  swap_cents BIGINT NOT NULL DEFAULT 0,
  profit_cents BIGINT,
  close_reason TEXT CHECK (close_reason IN ('manual', 'stopLoss', 'takeProfit', 'stopOut', 'cancelled', 'noMargin')),
  source_id BIGINT,
  created_at TIMESTAMPTZ NOT NULL,
  opened_at TIMESTAMPTZ,
  close_at TIMESTAMPTZ
);

-- The three lists page per user and status, newest first.
CREATE INDEX orders_user_status_idx ON orders (user_id, status, id DESC);
-- The history list pages by closing time.
CREATE INDEX orders_user_closed_idx ON orders (user_id, close_at DESC, id DESC) WHERE status = 'closed';
-- The engine is rebuilt from the live rows on start.
CREATE INDEX orders_active_idx ON orders (status) WHERE status IN ('open', 'waiting');
