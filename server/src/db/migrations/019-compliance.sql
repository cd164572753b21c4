-- Onboarding to the real account under the Turkish jurisdiction profile (docs/jurisdiction.md).
-- Version 1 of every document is the catalogue's text (server/src/compliance); an operator's
-- later versions are stored here, and the highest is the one a customer must accept. Consents
-- and appropriateness results keep every acceptance and every take with its time; each also has
-- its audit row, written in the same transaction.

CREATE TABLE compliance_document_versions (
  document TEXT NOT NULL CHECK (document IN ('risk-disclosure', 'privacy-notice', 'framework-agreement')),
  version INTEGER NOT NULL CHECK (version >= 2),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  published_by TEXT REFERENCES users(id),
  published_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (document, version)
);

CREATE TABLE compliance_consents (
  id BIGSERIAL PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  document TEXT NOT NULL CHECK (document IN ('risk-disclosure', 'privacy-notice', 'framework-agreement')),
  version INTEGER NOT NULL CHECK (version >= 1),
  accepted_at TIMESTAMPTZ NOT NULL,
  UNIQUE (user_id, document, version)
);

-- Every take of the test; the latest decides. A 'warned' take lets the customer trade only once
-- the warning is acknowledged (warning_acknowledged_at).
CREATE TABLE appropriateness_results (
  id BIGSERIAL PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('appropriate', 'warned')),
  score INTEGER NOT NULL,
  answers JSONB NOT NULL,
  taken_at TIMESTAMPTZ NOT NULL,
  warning_acknowledged_at TIMESTAMPTZ
);
CREATE INDEX appropriateness_results_user_idx ON appropriateness_results (user_id, id DESC);

-- Retail unless an operator approves professional status (SPK III-37.1); IF NOT EXISTS because the
-- professional-status work may add the same column.
ALTER TABLE users ADD COLUMN IF NOT EXISTS client_category TEXT NOT NULL DEFAULT 'retail' CHECK (client_category IN ('retail', 'professional'));
