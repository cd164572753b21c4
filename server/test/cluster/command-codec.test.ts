// The gateway-to-leader command path without NATS: an in-memory transport joins the gateway's
// client to the leader's responder. A value and each kind of refusal cross unchanged (a
// DomainError keeps code and detail, an ApiError its status and text); a leader's broken invariant
// reaches the gateway only by name; no responder, or no answer before the deadline, is a Turkish
// 503 NO_LEADER in time; and a money command's named rows writer runs on the leader's side.
import { serverTexts } from '../../../contract/server-texts';
import { defineRowsWriter, rowsWriterCall, rowsWriterOf } from '../../src/accounts/rows-writers';
import { createCommandClient, type CommandTransport } from '../../src/cluster/command-client';
import { CommandUnanswered, LeaderFailure } from '../../src/cluster/command-codec';
import { answerCommand, type CommandHandlers } from '../../src/cluster/command-responder';
import type { Queryable } from '../../src/db/database';
import { DomainError } from '../../src/domain/domain-error';
import { ApiError } from '../../src/http/envelope';

/** Answers each request with the handlers of the shard its subject names, if any listen there. */
function memoryTransport(
  bySubject: Record<string, CommandHandlers>,
  failures: unknown[] = [],
): CommandTransport {
  return {
    async request(subject, data) {
      const handlers = bySubject[subject];
      if (!handlers) throw new CommandUnanswered('503 no responders');
      return answerCommand(handlers, data, (error) => failures.push(error));
    },
  };
}

const SUBJECT = 'test.cmd.shard.0';

function clientFor(handlers: CommandHandlers | null, deadlineMs = 5_000, failures: unknown[] = []) {
  return createCommandClient({
    transport: memoryTransport(handlers ? { [SUBJECT]: handlers } : {}, failures),
    clusterName: 'test',
    engineShards: 1,
    deadlineMs,
  });
}

test('a value crosses as JSON, and an absent optional argument arrives as null', async () => {
  const seen: unknown[][] = [];
  const client = clientFor({
    echo: async (args) => {
      seen.push(args);
      return { id: '7', lots: 0.5, nested: [1, 'a'] };
    },
  });
  await expect(client.call('account-1', 'echo', ['account-1', undefined, 2])).resolves.toEqual({
    id: '7',
    lots: 0.5,
    nested: [1, 'a'],
  });
  expect(seen).toEqual([['account-1', null, 2]]);
});

test('a refusal thrown on the leader is thrown again on the gateway with its code and detail', async () => {
  const client = clientFor({
    refuse: async () => {
      throw new DomainError('INSUFFICIENT_MARGIN', 'bir ayrıntı');
    },
    forbid: async () => {
      throw new ApiError(409, 'Çakışma.', 'CONFLICT');
    },
  });
  const refusal = await client.call('a', 'refuse', []).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(DomainError);
  expect(refusal).toMatchObject({ code: 'INSUFFICIENT_MARGIN', detail: 'bir ayrıntı' });
  const api = await client.call('a', 'forbid', []).catch((error: unknown) => error);
  expect(api).toBeInstanceOf(ApiError);
  expect(api).toMatchObject({ statusCode: 409, message: 'Çakışma.', code: 'CONFLICT' });
});

test("a leader's broken invariant stays in the leader's log; the gateway learns only which command", async () => {
  const failures: unknown[] = [];
  const client = clientFor(
    {
      crash: async () => {
        throw new Error('secret internals');
      },
    },
    5_000,
    failures,
  );
  const error = await client.call('a', 'crash', []).catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(LeaderFailure);
  expect((error as Error).message).not.toContain('secret');
  expect(failures).toHaveLength(1);
  await expect(client.call('a', 'no-such-command', [])).rejects.toBeInstanceOf(LeaderFailure);
});

test('no responder answers a Turkish 503 NO_LEADER at once', async () => {
  const client = clientFor(null);
  const started = Date.now();
  const error = await client.call('a', 'place', []).catch((thrown: unknown) => thrown);
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ statusCode: 503, code: 'NO_LEADER', message: serverTexts.cluster.noLeader });
});

test('a leader that does not answer before the deadline is a 503, not a hang', async () => {
  const silent: CommandTransport = { request: () => new Promise<Uint8Array>(() => undefined) };
  const client = createCommandClient({
    transport: silent,
    clusterName: 'test',
    engineShards: 1,
    deadlineMs: 200,
  });
  const started = Date.now();
  const error = await client.call('a', 'place', []).catch((thrown: unknown) => thrown);
  const tookMs = Date.now() - started;
  expect(error).toMatchObject({ statusCode: 503, code: 'NO_LEADER' });
  expect(tookMs).toBeGreaterThanOrEqual(190);
  expect(tookMs).toBeLessThan(1_000);
});

test('a named rows writer travels as its kind and arguments and runs the same on the other side', async () => {
  const written: string[] = [];
  const noteWriter = defineRowsWriter<{ note: string; atIso: string }>('test.note', async (tx, args) => {
    await tx.query('select 1');
    written.push(`${args.note}@${new Date(args.atIso).getTime()}`);
  });
  const writer = noteWriter({ note: 'onaylandı', atIso: '2026-11-27T09:00:00.000Z' });
  const call = rowsWriterCall(writer);
  expect(call).toEqual({ kind: 'test.note', args: { note: 'onaylandı', atIso: '2026-11-27T09:00:00.000Z' } });
  const tx = { query: async () => ({ rows: [] }) } as unknown as Queryable;
  // As the leader gets it: parsed JSON, no closure.
  await rowsWriterOf(JSON.parse(JSON.stringify(call)) as NonNullable<typeof call>)(tx);
  await writer(tx);
  expect(written).toEqual(['onaylandı@1795770000000', 'onaylandı@1795770000000']);
  expect(rowsWriterCall(async () => undefined)).toBeNull();
  expect(() => rowsWriterOf({ kind: 'test.unknown', args: {} })).toThrow(/not known/);
});
