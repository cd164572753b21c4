// Copy trading across shards, the cluster's side. On each shard's leader a durable consumer of the
// events stream (`copy-trading-shard-<N>`, one per shard since each must see every event of its
// own accounts) turns a fill of one of its traders into one batch command per shard that holds
// followers of that trader (copy-fills.ts), sent to that shard's leader as request and reply with
// the commands' deadline. The event is acknowledged only once every shard answered: a shard with no
// leader (or a leader that did not answer in time) fails the event, which JetStream delivers again
// after the consumers' retry delay, until a leader takes it; it is never dropped. Shards that had
// answered are remembered per event, so a retry asks only those that had not (a partial close is
// not applied twice on a shard that took it); the follower's shard applies an open once per copy
// and trader order whatever is re-sent (copy-batch-apply.ts).
//
// Why on the trader's shard: its leader decides the fill, so it knows first, knows the trader's
// equity and whether the position is still open, and its durable consumer resumes where it
// stopped on the standby that takes the shard over.
import type { EventConsumer } from '../compose/server-part';
import type { Database, Queryable } from '../db/database';
import type { CopyBatch } from '../copy-trading/copy-batch';
import { copyBatchesOf, type CopyFillsDeps } from '../copy-trading/copy-fills';
import type { CopyMirror } from '../copy-trading/copy-mirror';
import type { DomainEvent } from '../events/domain-events';
import type { CommandClient } from './command-client';
import type { CommandHandlers } from './command-responder';
import { shardOf } from './shard-rule';

export const COPY_BATCH_OP = 'copyBatch';
/** After a shard failed to answer, later events for it fail at once for this long (no 5 s wait each). */
export const SHARD_DOWN_MS = 1_000;
/** Events whose answered shards are remembered (oldest forgotten first). */
const ANSWERED_EVENTS_MAX = 10_000;

/** A follower shard that did not take a batch; the consumers' retry log names the shard and why. */
export class ShardUnanswered extends Error {
  constructor(
    readonly shard: number,
    reason = 'it failed a moment ago',
    options?: { cause: unknown },
  ) {
    super(`shard ${shard} took no copy batch: ${reason}`, options);
    this.name = 'ShardUnanswered';
  }
}

export interface CopyShardsRelayOptions {
  shard: number;
  engineShards: number;
  client: Pick<CommandClient, 'callShard'>;
  trading: CopyFillsDeps['trading'];
  /** The leader's fenced database, for `handle` outside a durable consumer's transaction. */
  db: Database;
  nowMs?: () => number;
  /** The shard rule; tests place accounts by hand. */
  shardOf?: (accountId: string) => number;
}

export function copyShardsConsumerName(shard: number): string {
  return `copy-trading-shard-${shard}`;
}

export function copyShardsRelay(options: CopyShardsRelayOptions): EventConsumer {
  const nowMs = options.nowMs ?? Date.now;
  const deps: CopyFillsDeps = {
    trading: options.trading,
    ownShard: options.shard,
    shardOf: options.shardOf ?? ((accountId) => shardOf(accountId, options.engineShards)),
  };
  const answered = new Map<number, Set<number>>();
  const downUntil = new Map<number, number>();

  const answeredFor = (eventId: number): Set<number> => {
    let shards = answered.get(eventId);
    if (!shards) {
      answered.set(eventId, (shards = new Set()));
      if (answered.size > ANSWERED_EVENTS_MAX) answered.delete(answered.keys().next().value as number);
    }
    return shards;
  };

  const send = async (shard: number, batch: CopyBatch, done: Set<number>): Promise<void> => {
    if ((downUntil.get(shard) ?? 0) > nowMs()) throw new ShardUnanswered(shard);
    try {
      await options.client.callShard(shard, COPY_BATCH_OP, [batch]);
      done.add(shard);
    } catch (error) {
      downUntil.set(shard, nowMs() + SHARD_DOWN_MS);
      const reason = error instanceof Error ? error.message : String(error);
      throw new ShardUnanswered(shard, reason, { cause: error });
    }
  };

  const relay = async (db: Queryable, event: DomainEvent): Promise<void> => {
    const batches = await copyBatchesOf(deps, db, event);
    if (batches.size === 0) return;
    const done = answeredFor(event.seq);
    const sent = await Promise.allSettled(
      [...batches].filter(([shard]) => !done.has(shard)).map(([shard, batch]) => send(shard, batch, done)),
    );
    const failed = sent.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  };

  return {
    name: copyShardsConsumerName(options.shard),
    handle: (event) => relay(options.db, event),
    async applyOnce(tx, event) {
      await relay(tx, event);
      return undefined;
    },
  };
}

/** The follower's side: the command a trader's shard leader sends, applied by this shard's mirror. */
export function copyBatchHandlers(mirror: Pick<CopyMirror, 'applyBatch'>): CommandHandlers {
  return {
    [COPY_BATCH_OP]: async (args) => {
      const batch = args[0] as CopyBatch;
      if (typeof batch !== 'object' || batch === null || !Array.isArray(batch.copyIds) || !batch.fill)
        throw new Error('a copy batch needs copy ids and a fill');
      await mirror.applyBatch(batch);
    },
  };
}
