-- The client's own id for an order it places (a fresh UUID per submit, reused by a retry of that
-- submit), so a retry whose first answer was lost returns the first order instead of placing a
-- second one. Unique per account, not globally: another account may pick the same id. Orders
-- placed without one (older clients, server-side callers) leave it null.
ALTER TABLE orders ADD COLUMN client_order_id TEXT;
CREATE UNIQUE INDEX orders_account_client_order_idx ON orders (account_id, client_order_id)
  WHERE client_order_id IS NOT NULL;
