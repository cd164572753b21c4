-- After verification a customer's name, surname, T.C. Kimlik No and birth date change only
-- through a request with new documents that an operator reviews (docs/server.md "Identity change
-- requests"). The users row keeps the verified values until the approval writes the new ones, so
-- withdrawals keep using the verified name meanwhile. Depends on 001 (users) and 007 (uploads).

-- One row per request; seq orders them. A null value leaves that field as it is. At most one
-- pending request per customer.
CREATE TABLE identity_change_requests (
  id TEXT PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seq BIGSERIAL NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  name TEXT,
  surname TEXT,
  national_id TEXT,
  birth_date DATE,
  reason TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  decided_at TIMESTAMPTZ,
  decided_by TEXT REFERENCES users(id)
);
CREATE UNIQUE INDEX identity_change_requests_pending_idx ON identity_change_requests (user_id) WHERE status = 'pending';
CREATE INDEX identity_change_requests_status_idx ON identity_change_requests (status, seq);
CREATE INDEX identity_change_requests_user_idx ON identity_change_requests (user_id, seq DESC);

-- The documents a request was sent with: uploads of kind 'identity-change', each used once.
CREATE TABLE identity_change_documents (
  upload_id TEXT PRIMARY KEY REFERENCES uploads(id),
  request_id TEXT NOT NULL REFERENCES identity_change_requests(id) ON DELETE CASCADE,
  position INTEGER NOT NULL
);
CREATE INDEX identity_change_documents_request_idx ON identity_change_documents (request_id, position);
