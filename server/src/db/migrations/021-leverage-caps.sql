-- The Turkish jurisdiction's leverage caps (docs/jurisdiction.md). A cap is the highest leverage a
-- new position of an asset class opens with, per client category; the server's defaults (10 for
-- retail, the professional cap for professional customers) apply to a class without a row, and an
-- operator's change is a row here (with its audit row). Open positions keep the margin they opened
-- with; a waiting order keeps the leverage it was accepted under (orders.leverage, null for the
-- symbol's own), so a cap changed meanwhile does not reach it either.

CREATE TABLE leverage_caps (
  client_category TEXT NOT NULL CHECK (client_category IN ('retail', 'professional')),
  asset_class TEXT NOT NULL CHECK (asset_class IN ('emtia', 'forex', 'indices', 'bist', 'equities', 'crypto')),
  max_leverage INTEGER NOT NULL CHECK (max_leverage >= 1 AND max_leverage <= 1000),
  changed_by TEXT REFERENCES users(id),
  changed_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (client_category, asset_class)
);

ALTER TABLE orders ADD COLUMN leverage INTEGER CHECK (leverage >= 1);
