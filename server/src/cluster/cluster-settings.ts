// Settings every node must share for the life of a database. ENGINE_SHARDS decides which shard
// each account belongs to (shard-rule.ts): two values at once would give one account two leaders,
// and a changed value would hand open positions to a leader that never loaded them. So the first
// cluster node pins it, and a node started with another value refuses to start, naming it.
import { ConfigError } from '../config';
import type { Queryable } from '../db/database';

export async function pinEngineShards(db: Queryable, shards: number): Promise<void> {
  await db.query(
    `INSERT INTO cluster_settings (name, value) VALUES ('engine_shards', $1) ON CONFLICT (name) DO NOTHING`,
    [String(shards)],
  );
  const [row] = await db.query<{ value: string }>(
    `SELECT value FROM cluster_settings WHERE name = 'engine_shards'`,
  );
  if (row && Number(row.value) !== shards) {
    throw new ConfigError(
      `ENGINE_SHARDS is ${shards}, but this database was set up with ENGINE_SHARDS=${row.value}; ` +
        'start every node with that value (moving accounts between shards is not supported)',
    );
  }
}
