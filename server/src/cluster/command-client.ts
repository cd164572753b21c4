// A gateway's side of the commands it sends to a shard's leader: a request on
// `<cluster>.cmd.shard.<N>` (N from the account's id, shard-rule.ts), answered within a deadline.
// No leader subscribed (NATS says no one responds), or no answer before the deadline, becomes the
// Turkish 503 NO_LEADER at once, so a call that needs a leader never hangs (guarantee 8). A command
// that timed out may still have been applied by a leader that answered late: a placement's retry
// under its clientOrderId then returns the order it placed (guarantee 4).
import type { NatsConnection } from '@nats-io/transport-node';
import { serverTexts } from '../../../contract/server-texts';
import { ApiError } from '../http/envelope';
import {
  CommandUnanswered,
  decodeAnswer,
  encodeJson,
  LeaderFailure,
  valueOf,
  type CommandRequest,
} from './command-codec';
import { shardOf } from './shard-rule';

/**
 * SCALING.md gives a call that needs a leader 5 s to be answered; the gateway's own way (the HTTP
 * request, the codec, the answer's write) needs some of it, so the wait for the leader ends half a
 * second before. At exactly 5 s the answer came at 5,004 ms on a busy machine.
 */
export const COMMAND_DEADLINE_MS = 4_500;

/** Sends one request and resolves with its reply; rejects when nobody answers. */
export interface CommandTransport {
  request(subject: string, data: Uint8Array, timeoutMs: number): Promise<Uint8Array>;
}

export function commandSubject(clusterName: string, shard: number): string {
  return `${clusterName}.cmd.shard.${shard}`;
}

export function natsCommandTransport(nats: NatsConnection): CommandTransport {
  return {
    async request(subject, data, timeoutMs) {
      try {
        const reply = await nats.request(subject, data, { timeout: timeoutMs });
        return reply.data;
      } catch (error) {
        throw new CommandUnanswered(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

export interface CommandClientOptions {
  transport: CommandTransport;
  clusterName: string;
  engineShards: number;
  deadlineMs?: number;
  /** Told about each failure of the leader, whose own log has the cause. */
  onLeaderFailure?: (op: string) => void;
}

export interface CommandClient {
  /** Runs `op` on the leader of the account's shard; its value, or its refusal thrown again. */
  call(accountId: string | null, op: string, args: unknown[]): Promise<unknown>;
  /** Runs `op` on the leader of `shard` (a shard's leader asking another's: copy-shards-relay.ts). */
  callShard(shard: number, op: string, args: unknown[]): Promise<unknown>;
}

const noLeader = () => new ApiError(503, serverTexts.cluster.noLeader, 'NO_LEADER');

export function createCommandClient(options: CommandClientOptions): CommandClient {
  const send = sender(options);
  return {
    async call(accountId, op, args) {
      if (accountId !== null) return send(shardOf(accountId, options.engineShards), op, args);
      // A call for no account (the candles, the USDTRY mid) is public market data, which every
      // shard's leader has: shard 0's first, the next one's while a shard has no leader.
      for (let shard = 0; ; shard += 1) {
        try {
          return await send(shard, op, args);
        } catch (error) {
          const unanswered = error instanceof ApiError && error.code === 'NO_LEADER';
          if (!unanswered || shard + 1 >= options.engineShards) throw error;
        }
      }
    },
    callShard: send,
  };
}

function sender(options: CommandClientOptions) {
  const deadlineMs = options.deadlineMs ?? COMMAND_DEADLINE_MS;
  return async (shard: number, op: string, args: unknown[]): Promise<unknown> => {
    const request: CommandRequest = { op, args };
    let timer: NodeJS.Timeout | null = null;
    // The transport's own timeout is asked for too; this one holds even if a transport ignores it.
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new CommandUnanswered('deadline passed')), deadlineMs);
    });
    let reply: Uint8Array;
    try {
      reply = await Promise.race([
        options.transport.request(
          commandSubject(options.clusterName, shard),
          encodeJson(request),
          deadlineMs,
        ),
        deadline,
      ]);
    } catch (error) {
      if (error instanceof CommandUnanswered) throw noLeader();
      throw error;
    } finally {
      if (timer) clearTimeout(timer);
    }
    try {
      return valueOf(op, decodeAnswer(reply));
    } catch (error) {
      if (error instanceof LeaderFailure) options.onLeaderFailure?.(op);
      throw error;
    }
  };
}
