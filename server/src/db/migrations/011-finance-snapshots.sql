-- Finance reports (docs/finance.md). One end-of-day snapshot per account and Istanbul day, written
-- by the finance.end-of-day-snapshots job from the engine's live figures just after the day ended:
-- the equity curve reads a past day's balance and equity here, and a statement reads the positions'
-- open profit and the margin status at a month's end. Money in integer cents; the margin level in
-- percent with two decimals (0 with no margin, as the engine has it). `positions` holds each open
-- position's id and open profit in cents at that moment ([{"id":"12","profitCents":-350}]).
-- A day is written once: the job inserts with ON CONFLICT DO NOTHING, so a re-run writes nothing.

CREATE TABLE finance_snapshots (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  day DATE NOT NULL,
  balance_cents BIGINT NOT NULL,
  equity_cents BIGINT NOT NULL,
  margin_cents BIGINT NOT NULL,
  free_margin_cents BIGINT NOT NULL,
  margin_level NUMERIC(14, 2) NOT NULL,
  open_profit_cents BIGINT NOT NULL,
  positions JSONB NOT NULL DEFAULT '[]'::jsonb,
  taken_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (account_id, day)
);

-- Statements and the equity curve read one account's ledger by time (a month, a date range); the
-- existing (account_id, id) index serves the newest-first lists, not a range of days.
CREATE INDEX ledger_account_time_idx ON ledger (account_id, created_at, id);
-- Closed orders by account and closing time already have orders_account_closed_idx (migration 005),
-- which a keyset scan in ascending order reads backwards.
