-- Cluster mode (docs/scaling.md). PostgreSQL is the record of who leads what: a lease per shard,
-- for the feed and for the jobs, each with an epoch that grows at every change of holder, so a
-- leader's write can be fenced by the epoch it was elected with. Lease times are the database's
-- clock (now()), never a node's, so nodes with drifting clocks still agree on who holds a lease.
-- Depends on nothing earlier.

CREATE TABLE cluster_leases (
  resource TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  epoch BIGINT NOT NULL,
  acquired_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);

-- Settings every node must agree on for the life of the database (ENGINE_SHARDS).
CREATE TABLE cluster_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  pinned_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Every node's heartbeat, so the health answer lists the standbys too; a row not seen for a few
-- seconds is a dead node and is left out (and swept at the next start of any node).
CREATE TABLE cluster_nodes (
  node_id TEXT PRIMARY KEY,
  roles JSONB NOT NULL,
  leads JSONB NOT NULL,
  standby_for JSONB NOT NULL,
  started_at TIMESTAMPTZ NOT NULL,
  seen_at TIMESTAMPTZ NOT NULL
);
