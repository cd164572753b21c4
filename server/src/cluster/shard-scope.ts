// The accounts a shard's leader decides for (trading/account-scope.ts), by the shard rule: the
// engine it builds loads them only, and refuses any other account a command might name.
import type { AccountScope } from '../trading/account-scope';
import { shardOf } from './shard-rule';

export function shardScope(shard: number, shards: number): AccountScope {
  return { shard, shards, owns: (accountId) => shardOf(accountId, shards) === shard };
}
