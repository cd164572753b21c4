-- Professional client status and MASAK's daily totals (docs/jurisdiction.md). A customer applies
-- with the SPK statements they meet; an operator approves (users.client_category becomes
-- 'professional', migration 019's column) or rejects with a reason. Requests are kept, decided
-- or not: a decision changes the row's status once, and each step has its audit row.

CREATE TABLE professional_requests (
  id TEXT PRIMARY KEY,
  seq BIGSERIAL NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  statements JSONB NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  reason TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  decided_at TIMESTAMPTZ,
  decided_by TEXT REFERENCES users(id),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (status <> 'rejected' OR reason IS NOT NULL)
);
-- One open application per customer: a second one sent at the same moment collides here.
CREATE UNIQUE INDEX professional_requests_one_pending ON professional_requests (user_id) WHERE status = 'pending';
CREATE INDEX professional_requests_user_idx ON professional_requests (user_id, seq DESC);

-- MASAK (law 5549): a deposit or withdrawal that takes the customer's Istanbul-day total to the
-- threshold states its purpose and is marked for the operator's review.
ALTER TABLE transactions ADD COLUMN purpose TEXT;
ALTER TABLE transactions ADD COLUMN masak_review BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX transactions_user_created_idx ON transactions (user_id, created_at);
