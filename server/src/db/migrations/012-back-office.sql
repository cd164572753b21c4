-- The broker's back office (docs/back-office.md): moderation of traders and their comments, the
-- robot catalogue's switches, and the customer search. Every decision is also an audit_log row
-- written in the same transaction; the columns here hold only the current state.
-- Depends on 001 (users), 007 (notifications) and 010 (copy trading) only.

-- A hidden trader is gone from every customer view; the copies that exist keep mirroring. The
-- reason, who and when describe the hide in force; showing the trader again clears them.
ALTER TABLE trader_profiles ADD COLUMN hidden BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE trader_profiles ADD COLUMN hidden_reason TEXT;
ALTER TABLE trader_profiles ADD COLUMN hidden_by TEXT REFERENCES users(id);
ALTER TABLE trader_profiles ADD COLUMN hidden_at TIMESTAMPTZ;

-- A removed comment stays (the audit trail points at it) but no customer sees or counts it.
ALTER TABLE trader_comments ADD COLUMN removed BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE trader_comments ADD COLUMN removed_reason TEXT;
ALTER TABLE trader_comments ADD COLUMN removed_by TEXT REFERENCES users(id);
ALTER TABLE trader_comments ADD COLUMN removed_at TIMESTAMPTZ;
CREATE INDEX trader_comments_visible_idx ON trader_comments (trader_id, created_at DESC, id DESC) WHERE NOT removed;

-- The catalogue itself is code (robot-catalogue.ts); this table holds only the broker's switch
-- per robot. A robot without a row is enabled.
CREATE TABLE robot_catalogue_switches (
  robot_id TEXT PRIMARY KEY,
  enabled BOOLEAN NOT NULL DEFAULT TRUE,
  changed_by TEXT REFERENCES users(id),
  changed_at TIMESTAMPTZ NOT NULL
);

-- Customer search. The list without a search is newest first, paged by this index. A search is a
-- substring match on the name, the e-mail or the phone's digits (docs/back-office.md), which no
-- B-tree index can serve, so it reads the users table; a trigram index would, but needs an
-- extension this schema does not assume.
CREATE INDEX users_newest_idx ON users (created_at DESC, id DESC);
