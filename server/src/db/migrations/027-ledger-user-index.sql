-- ledger_user_id_idx (user_id, id) served the reads by user before accounts existed (005); every
-- read of the ledger now goes by account (ledger_account_id_idx, ledger_account_time_idx), so the
-- index only cost each posting one more index entry to write: every close of a position writes a
-- ledger row. No user row is ever deleted (a customer's records are kept), so the ON DELETE
-- CASCADE of ledger_user_id_fkey, the one thing that would scan by user_id, never runs.
DROP INDEX ledger_user_id_idx;
