-- Order kinds beyond market and limit (../shared/API.md "Order types beyond market and limit"):
-- how a waiting order waits (limit, stop or stop-limit), a stop-limit's limit and whether its
-- trigger was touched, an expiry, a trailing stop's distance and the OCO partner. Both rows of an
-- OCO pair name each other, so the engine rebuilds the link from either. A waiting order that
-- expired or left with its OCO partner is cancelled with that reason.
ALTER TABLE orders ADD COLUMN pending_kind TEXT CHECK (pending_kind IN ('limit', 'stop', 'stopLimit'));
ALTER TABLE orders ADD COLUMN limit_price DOUBLE PRECISION CHECK (limit_price > 0);
ALTER TABLE orders ADD COLUMN limit_armed BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE orders ADD COLUMN expires_at TIMESTAMPTZ;
ALTER TABLE orders ADD COLUMN trailing_distance DOUBLE PRECISION CHECK (trailing_distance > 0);
ALTER TABLE orders ADD COLUMN oco_with BIGINT;
ALTER TABLE orders ADD CONSTRAINT orders_stop_limit_check
  CHECK ((pending_kind = 'stopLimit') = (limit_price IS NOT NULL));
ALTER TABLE orders DROP CONSTRAINT orders_close_reason_check;
ALTER TABLE orders ADD CONSTRAINT orders_close_reason_check CHECK (close_reason IN
  ('manual', 'stopLoss', 'takeProfit', 'stopOut', 'cancelled', 'noMargin', 'expired', 'oco'));
