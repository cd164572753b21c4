// The accounts one engine decides for. One process, and a cluster of one shard, decide for every
// account; a cluster of several shards gives each shard's leader an engine of its own, which loads
// and accepts only the accounts of its shard (cluster/shard-scope.ts builds that scope from the
// shard rule), so no account is ever held by two engines. Order ids are drawn per shard from
// disjoint residues, so two leaders placing at once never pick the same id.
export interface AccountScope {
  /** The shard this engine leads (0 when there is one). */
  readonly shard: number;
  readonly shards: number;
  owns(accountId: string): boolean;
}

export const EVERY_ACCOUNT: AccountScope = { shard: 0, shards: 1, owns: () => true };

/** Refused, not loaded: a command for another shard's account reached this engine. */
export class ForeignAccountError extends Error {
  constructor(accountId: string, scope: AccountScope) {
    super(`account ${accountId} is not in shard ${scope.shard} of ${scope.shards}`);
    this.name = 'ForeignAccountError';
  }
}

/** The smallest id above `last` that is this shard's (id mod shards = shard). */
export function nextOrderIdAfter(last: number, scope: AccountScope): number {
  const next = last + 1;
  return next + ((((scope.shard - next) % scope.shards) + scope.shards) % scope.shards);
}

/**
 * A per-shard job's name: with several shards each shard's run is recorded on its own (job_runs),
 * so one shard's run never stands for another's.
 */
export function shardJobName(name: string, scope: AccountScope): string {
  return scope.shards === 1 ? name : `${name}.shard-${scope.shard}`;
}
