// The robots catalogue switch reaching every shard's runtime (cluster/robot-switch-relay.ts): the
// switch's event sets the robot's state in the runtime, once its record has committed; other
// operator decisions leave the runtime alone.
import { robotSwitchConsumerName, robotSwitchRelay } from '../../src/cluster/robot-switch-relay';
import type { Queryable } from '../../src/db/database';
import type { DomainEvent, OperatorDecisionAction } from '../../src/events/domain-events';

const decided = (
  action: OperatorDecisionAction,
  subjectType: 'robot' | 'trader',
  subjectId: string,
): DomainEvent => ({
  type: 'operator.decided',
  seq: 7,
  userId: 'operator',
  accountId: null,
  atMs: 0,
  action,
  subjectType,
  subjectId,
  reason: null,
  decidedBy: 'operator',
});

function runtimeSpy() {
  const calls: [string, boolean][] = [];
  return { calls, setEnabled: (robotId: string, enabled: boolean) => void calls.push([robotId, enabled]) };
}

describe('robotSwitchRelay', () => {
  it('is one durable consumer per shard', () => {
    expect(robotSwitchRelay(1, runtimeSpy()).name).toBe(robotSwitchConsumerName(1));
    expect(robotSwitchConsumerName(0)).not.toBe(robotSwitchConsumerName(1));
  });

  it('passes a switch off and on to the runtime, and nothing else', async () => {
    const runtime = runtimeSpy();
    const relay = robotSwitchRelay(1, runtime);
    await relay.handle(decided('robot.disable', 'robot', 'btc-trend'));
    await relay.handle(decided('trader.hide', 'trader', 'u1'));
    await relay.handle(decided('robot.enable', 'robot', 'btc-trend'));
    expect(runtime.calls).toEqual([
      ['btc-trend', false],
      ['btc-trend', true],
    ]);
  });

  it('changes the runtime only once the event’s record committed', async () => {
    const runtime = runtimeSpy();
    const relay = robotSwitchRelay(1, runtime);
    const after = await relay.applyOnce!({} as Queryable, decided('robot.disable', 'robot', 'eur-range'));
    expect(runtime.calls).toEqual([]);
    after?.();
    expect(runtime.calls).toEqual([['eur-range', false]]);
  });
});
