-- Cluster mode (docs/scaling.md): what several gateways must count together, and the record of
-- scheduled job runs so a run happens once whichever node makes it. On one process these tables
-- stay empty (the limits are counted in memory there, and a job run is recorded but never
-- contested). Depends on nothing earlier.

-- One fixed window per named limit and key (an address, an account, an e-mail): its start and the
-- hits counted in it. An INSERT ... ON CONFLICT DO UPDATE counts a hit atomically, so concurrent
-- gateways never lose an increment; a window past its length restarts at the next hit, and rows
-- whose window ended long ago are swept.
CREATE TABLE rate_windows (
  limit_name TEXT NOT NULL,
  key TEXT NOT NULL,
  window_start TIMESTAMPTZ NOT NULL,
  window_end TIMESTAMPTZ NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (limit_name, key)
);
CREATE INDEX rate_windows_end ON rate_windows (window_end);

-- One row per open live socket, so sockets per token and per address count across gateways. The
-- token is kept as its SHA-256, never in clear. A gateway renews its rows' expiry while it runs and
-- deletes a row when its socket closes; a gateway that dies leaves rows that lapse at expires_at.
CREATE TABLE socket_slots (
  slot_id TEXT PRIMARY KEY,
  node_id TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  address TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX socket_slots_token ON socket_slots (token_hash, expires_at);
CREATE INDEX socket_slots_address ON socket_slots (address, expires_at);
CREATE INDEX socket_slots_node ON socket_slots (node_id);

-- A scheduled job's run for one slot (the swap rollover's instant, a snapshot's day), inserted in
-- the same transaction as the run's effects: a second scheduler, or a run retried after a
-- takeover, finds the row and does nothing.
CREATE TABLE job_runs (
  job_name TEXT NOT NULL,
  slot TEXT NOT NULL,
  ran_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (job_name, slot)
);
