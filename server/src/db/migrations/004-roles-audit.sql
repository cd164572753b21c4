-- Roles and the audit log. Everyone who registers is a customer; operators are the broker's staff
-- and the only ones who reach /api/operator/*.
ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'operator'));

-- Every operator decision (and any other change a regulator may ask about) leaves one row here,
-- written in the same transaction as the change itself. actor_id is NULL for the system's own
-- jobs; the role is copied so a later change of role does not rewrite history.
CREATE TABLE audit_log (
  id BIGSERIAL PRIMARY KEY,
  actor_id TEXT NULL REFERENCES users(id),
  actor_role TEXT,
  action TEXT NOT NULL,
  subject_type TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  before JSONB,
  after JSONB,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX audit_log_subject_idx ON audit_log (subject_type, subject_id, id);

-- Append-only: a row that could be edited or removed proves nothing. The function body stays on
-- one line because the migration splitter cuts at a ';' that ends a line.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege'; END $$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
