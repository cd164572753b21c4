// The broker's robots catalogue switch across engine shards. The switch is decided on shard 0's
// leader (remote-families.ts sends it there), whose runtime hears it at once; the robots of the
// other shards' accounts run in their own leaders' runtimes. Each shard's leader therefore has a
// durable consumer of the events stream (`robot-switch-shard-<N>`, one per shard since each must
// hear every switch) that passes the switch's `operator.decided` event on to its runtime. Setting
// the same state twice is harmless, so shard 0 hearing its own switch again, or a redelivery, is
// no error. A leader that starts reads the switches from PostgreSQL (robot-runtime.ts) anyway.
import type { EventConsumer } from '../compose/server-part';
import type { DomainEvent } from '../events/domain-events';
import type { RobotRuntime } from '../robots/robot-runtime';

export function robotSwitchConsumerName(shard: number): string {
  return `robot-switch-shard-${shard}`;
}

export function robotSwitchRelay(shard: number, runtime: Pick<RobotRuntime, 'setEnabled'>): EventConsumer {
  const apply = (event: DomainEvent): void => {
    if (event.type !== 'operator.decided' || event.subjectType !== 'robot') return;
    if (event.action === 'robot.enable') runtime.setEnabled(event.subjectId, true);
    else if (event.action === 'robot.disable') runtime.setEnabled(event.subjectId, false);
  };
  return {
    name: robotSwitchConsumerName(shard),
    handle: apply,
    async applyOnce(_tx, event) {
      // The runtime is memory: its change is made once the event's record has committed.
      return () => apply(event);
    },
  };
}
