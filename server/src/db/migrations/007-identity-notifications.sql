-- Identity, personal information, settings and notifications (../shared/API.md "Identity
-- verification and personal information", "Notifications"; docs/server.md).

-- Personal information beside the sign-up fields. A T.C. Kimlik No belongs to one person, so two
-- customers cannot carry the same one.
ALTER TABLE users ADD COLUMN birth_date DATE;
ALTER TABLE users ADD COLUMN national_id TEXT;
ALTER TABLE users ADD COLUMN address TEXT;
ALTER TABLE users ADD COLUMN city TEXT;
ALTER TABLE users ADD COLUMN country TEXT;
ALTER TABLE users ADD COLUMN avatar_upload_id TEXT REFERENCES uploads(id) ON DELETE SET NULL;
CREATE UNIQUE INDEX users_national_id_idx ON users (national_id) WHERE national_id IS NOT NULL;

-- What an upload was sent as (a verification kind or 'avatar'; null for older rows), and the
-- per-customer daily limits read uploads by time.
ALTER TABLE uploads ADD COLUMN kind TEXT;
CREATE INDEX uploads_user_created_idx ON uploads (user_id, created_at);

-- One row per document sent; seq orders them (the clock may give two the same time). At most one
-- open (pending or approved) document of a kind per customer: a new one of that kind is accepted
-- only once the last was rejected.
CREATE TABLE verification_documents (
  id TEXT PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seq BIGSERIAL NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('identity-front', 'identity-back', 'selfie', 'address')),
  upload_id TEXT NOT NULL REFERENCES uploads(id),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  decided_at TIMESTAMPTZ,
  decided_by TEXT REFERENCES users(id)
);
CREATE UNIQUE INDEX verification_documents_open_idx ON verification_documents (user_id, kind) WHERE status IN ('pending', 'approved');
CREATE INDEX verification_documents_user_idx ON verification_documents (user_id, kind, seq DESC);
CREATE INDEX verification_documents_status_idx ON verification_documents (status, seq);

-- Sessions get an id that is not the token (the sessions list shows it), the device and address
-- they signed in from, and when they were last used.
ALTER TABLE sessions ADD COLUMN public_id TEXT NOT NULL DEFAULT gen_random_uuid()::text;
ALTER TABLE sessions ADD COLUMN device TEXT;
ALTER TABLE sessions ADD COLUMN address TEXT;
ALTER TABLE sessions ADD COLUMN last_used_at TIMESTAMPTZ;
CREATE UNIQUE INDEX sessions_public_id_idx ON sessions (public_id);

-- Two-factor sign-in (TOTP, RFC 6238). The secret never leaves the server after setup; last_step
-- is the time step of the last code accepted, so a code works once. Recovery codes are kept as
-- SHA-256 only and each works once.
CREATE TABLE two_factor (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  enabled_at TIMESTAMPTZ,
  last_step BIGINT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE TABLE two_factor_recovery_codes (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at TIMESTAMPTZ,
  PRIMARY KEY (user_id, code_hash)
);

-- Notifications: seq orders them (newest first) without ties; id is what clients see.
CREATE TABLE notifications (
  seq BIGSERIAL PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  read BOOLEAN NOT NULL DEFAULT false,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX notifications_user_idx ON notifications (user_id, seq DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT read;
