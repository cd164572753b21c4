-- Copy risk controls (../shared/API.md "Copy trading risk controls"): how a copy sizes its trades
-- (in proportion to the trader's, or a fixed lot count), a cap on one copied trade's lots, and a
-- cap on the copy's open copied positions. Lots are kept as integer hundredths, so the 0.01 grid
-- is exact; a null cap means none.
ALTER TABLE copies ADD COLUMN mode TEXT NOT NULL DEFAULT 'proportional'
  CHECK (mode IN ('proportional', 'fixed'));
ALTER TABLE copies ADD COLUMN fixed_lot_hundredths INTEGER CHECK (fixed_lot_hundredths > 0);
ALTER TABLE copies ADD COLUMN max_lot_hundredths INTEGER CHECK (max_lot_hundredths > 0);
ALTER TABLE copies ADD COLUMN max_open_trades INTEGER CHECK (max_open_trades > 0);
-- A fixed copy always knows its lots; a proportional one has none.
ALTER TABLE copies ADD CONSTRAINT copies_fixed_lots_check
  CHECK ((mode = 'fixed') = (fixed_lot_hundredths IS NOT NULL));
