// A domain service's methods as commands, without NATS: an in-memory transport joins a gateway's
// stand-in (remote-methods.ts) to the leader's handlers for the real service. Arguments arrive as
// they were passed (an absent one stays absent, so the method's default applies), a refusal comes
// back as the leader threw it, each call goes to the shard its account names, and the tables of
// the robots, copy trading and the alerts name only methods their services have. The withdrawal's
// and the card deposit's rows are named writers, found again on the leader's side by their kind.
import { rowsWriterCall, rowsWriterOf } from '../../src/accounts/rows-writers';
import { createCommandClient, type CommandTransport } from '../../src/cluster/command-client';
import { CommandUnanswered } from '../../src/cluster/command-codec';
import { answerCommand, type CommandHandlers } from '../../src/cluster/command-responder';
import {
  ALERTS_CALLS,
  COPY_CALLS,
  MODERATION_CALLS,
  ROBOT_SWITCH_CALLS,
  ROBOTS_CALLS,
} from '../../src/cluster/remote-families';
import {
  accountAt,
  methodHandlers,
  remoteMethods,
  shardZero,
  type MethodRoutes,
} from '../../src/cluster/remote-methods';
import { shardOf } from '../../src/cluster/shard-rule';
import type { Queryable } from '../../src/db/database';
import { DomainError } from '../../src/domain/domain-error';
import { cardDepositRowsWriter, withdrawalRowsWriter } from '../../src/wallet/request-writers';
import { AlertsService } from '../../src/alerts/alerts-service';
import { CopyService } from '../../src/copy-trading/copy-service';
import { TraderModeration } from '../../src/copy-trading/trader-moderation';
import { RobotSwitches } from '../../src/robots/robot-switches';
import { RobotsService } from '../../src/robots/robots-service';

class Sample {
  readonly calls: unknown[][] = [];
  async list(accountId: string, windowDays = 30): Promise<{ accountId: string; windowDays: number }> {
    this.calls.push([accountId, windowDays]);
    return { accountId, windowDays };
  }
  async add(userId: string, accountId: string, payload: { size: number }): Promise<number> {
    this.calls.push([userId, accountId, payload]);
    if (payload.size <= 0) throw new DomainError('ROBOT_SIZE_INVALID', 'ayrıntı');
    return payload.size;
  }
  async settings(userId: string): Promise<string> {
    return `settings of ${userId}`;
  }
}

const SAMPLE_CALLS: MethodRoutes<Sample> = { list: accountAt(0), add: accountAt(1), settings: shardZero };
const SHARDS = 4;

/** Every shard's subject answered by the same handlers; the subjects asked are recorded. */
function joined(handlers: CommandHandlers, asked: string[]) {
  const transport: CommandTransport = {
    async request(subject, data) {
      asked.push(subject);
      if (!subject.startsWith('test.cmd.shard.')) throw new CommandUnanswered('no responders');
      return answerCommand(handlers, data);
    },
  };
  return createCommandClient({ transport, clusterName: 'test', engineShards: SHARDS });
}

test('a stand-in runs the leader service, arguments and defaults as in one process', async () => {
  const leaderSide = new Sample();
  const asked: string[] = [];
  const client = joined(methodHandlers('sample', leaderSide, SAMPLE_CALLS), asked);
  const standIn = remoteMethods<Sample>(client, 'sample', SAMPLE_CALLS);
  // A route passes an absent query field as undefined: the default applies on the leader too.
  await expect(standIn.list('acc-1', undefined)).resolves.toEqual({ accountId: 'acc-1', windowDays: 30 });
  await expect(standIn.list('acc-1', 7)).resolves.toEqual({ accountId: 'acc-1', windowDays: 7 });
  await expect(standIn.add('user-1', 'acc-2', { size: 3 })).resolves.toBe(3);
  await expect(standIn.settings('user-1')).resolves.toBe('settings of user-1');
  expect(leaderSide.calls).toEqual([
    ['acc-1', 30],
    ['acc-1', 7],
    ['user-1', 'acc-2', { size: 3 }],
  ]);
  // Each call went to the shard of the account it names; one without an account to shard 0.
  expect(asked).toEqual([
    `test.cmd.shard.${shardOf('acc-1', SHARDS)}`,
    `test.cmd.shard.${shardOf('acc-1', SHARDS)}`,
    `test.cmd.shard.${shardOf('acc-2', SHARDS)}`,
    'test.cmd.shard.0',
  ]);
});

test('a refusal on the leader is thrown by the stand-in with its code and detail', async () => {
  const client = joined(methodHandlers('sample', new Sample(), SAMPLE_CALLS), []);
  const standIn = remoteMethods<Sample>(client, 'sample', SAMPLE_CALLS);
  const refusal = await standIn.add('user-1', 'acc-2', { size: 0 }).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(DomainError);
  expect(refusal).toMatchObject({ code: 'ROBOT_SIZE_INVALID', detail: 'ayrıntı' });
});

test('a method the leader does not route is refused there, not run', async () => {
  const client = joined(methodHandlers('sample', new Sample(), { list: accountAt(0) }), []);
  const standIn = remoteMethods<Sample>(client, 'sample', SAMPLE_CALLS);
  await expect(standIn.settings('user-1')).rejects.toThrow(/leader failed on sample.settings/);
});

test("every routed method of the families exists on its service's class", () => {
  const families: [object, MethodRoutes<unknown>][] = [
    [RobotsService.prototype, ROBOTS_CALLS],
    [RobotSwitches.prototype, ROBOT_SWITCH_CALLS],
    [CopyService.prototype, COPY_CALLS],
    [TraderModeration.prototype, MODERATION_CALLS],
    [AlertsService.prototype, ALERTS_CALLS],
  ];
  for (const [prototype, routes] of families) {
    for (const method of Object.keys(routes)) {
      expect(typeof (prototype as Record<string, unknown>)[method]).toBe('function');
    }
  }
});

test("the withdrawal's and the card deposit's rows travel by kind and run from their JSON", async () => {
  const row = {
    id: 't-1',
    userId: 'u-1',
    accountId: 'a-1',
    type: 'withdrawal' as const,
    method: 'iban' as const,
    amountCents: 5_000,
    reference: 'R1',
    brokerAccountId: null,
    iban: 'TR33',
    holder: 'Ada',
    purpose: null,
    masakReview: false,
    createdAt: '2026-11-27T10:00:00.000Z',
  };
  const facts = { row, userId: 'u-1', review: { purpose: null, masakReview: false }, masak: null };
  const statements: string[] = [];
  const tx = {
    async query(sql: string) {
      statements.push(sql.trim().split(/\s+/).slice(0, 3).join(' '));
      return [{ id: 1 }];
    },
  } as unknown as Queryable;
  for (const writer of [
    withdrawalRowsWriter(facts),
    cardDepositRowsWriter({
      ...facts,
      payment: { provider: 'sim', paymentToken: 'tok', maskedCard: '4242' },
    }),
  ]) {
    const call = rowsWriterCall(writer);
    expect(call).not.toBeNull();
    // What a gateway sends, parsed on the leader and run there.
    await rowsWriterOf(JSON.parse(JSON.stringify(call)) as NonNullable<typeof call>)(tx);
  }
  expect(statements).toEqual([
    'INSERT INTO transactions',
    'INSERT INTO audit_log',
    'INSERT INTO transactions',
    'INSERT INTO card_payments',
    'INSERT INTO audit_log',
  ]);
});
