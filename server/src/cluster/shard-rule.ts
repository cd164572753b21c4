// Which engine shard an account belongs to. The rule must give the same answer on every node and
// in every release, for as long as the database lives (ENGINE_SHARDS is pinned in it, see
// cluster-settings.ts): a changed rule would hand an account's open positions to a leader that
// never loaded them. FNV-1a over the id's UTF-16 units is small, fast and fully specified here.
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

export function hashAccountId(accountId: string): number {
  let hash = FNV_OFFSET;
  for (let index = 0; index < accountId.length; index += 1) {
    hash ^= accountId.charCodeAt(index);
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash;
}

export function shardOf(accountId: string, shards: number): number {
  return shards === 1 ? 0 : hashAccountId(accountId) % shards;
}
