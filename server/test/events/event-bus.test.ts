// The bus's promises to its subscribers: order, isolation of failures and slowness, bounds.
import type { DomainEvent, DomainEventBody } from '../../src/events/domain-events';
import { DomainEventBus } from '../../src/events/event-bus';

function ledgerEvent(userId: string, amountCents: number): DomainEventBody {
  return {
    type: 'ledger.posted',
    userId,
    accountId: null,
    atMs: 0,
    kind: 'deposit',
    amountCents,
    balanceAfterCents: amountCents,
    orderId: null,
  };
}

function quietBus(errors: object[] = []): DomainEventBus {
  return new DomainEventBus({ error: (details) => errors.push(details) });
}

describe('domain event bus', () => {
  it('numbers events in publication order and hands each subscriber all of them in that order', async () => {
    const bus = quietBus();
    const seen: string[] = [];
    bus.subscribe('a', (event) => {
      seen.push(`${event.seq}:${event.userId}`);
    });
    bus.publish([ledgerEvent('u1', 1), ledgerEvent('u2', 2)]);
    bus.publish([ledgerEvent('u1', 3)]);
    await bus.whenIdle();
    expect(seen).toEqual(['1:u1', '2:u2', '3:u1']);
  });

  it('never runs a handler inside publish, so a writer is never held by a subscriber', () => {
    const bus = quietBus();
    const handler = jest.fn();
    bus.subscribe('late', handler);
    bus.publish([ledgerEvent('u1', 1)]);
    expect(handler).not.toHaveBeenCalled();
  });

  it('logs and counts a throwing subscriber, keeps feeding it, and does not disturb the others', async () => {
    const errors: object[] = [];
    const bus = quietBus(errors);
    const healthy: number[] = [];
    const flaky: number[] = [];
    bus.subscribe('flaky', (event) => {
      if (event.seq === 1) throw new Error('boom');
      flaky.push(event.seq);
    });
    bus.subscribe('healthy', (event) => {
      healthy.push(event.seq);
    });
    bus.publish([ledgerEvent('u1', 1), ledgerEvent('u1', 2)]);
    await bus.whenIdle();
    expect(healthy).toEqual([1, 2]);
    expect(flaky).toEqual([2]);
    expect(errors).toEqual([expect.objectContaining({ subscriber: 'flaky', seq: 1 })]);
    expect(bus.stats().find((stats) => stats.name === 'flaky')).toMatchObject({ delivered: 1, failed: 1 });
  });

  it('lets a slow subscriber fall behind alone, in order, and measures how long it waited', async () => {
    const bus = quietBus();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: number[] = [];
    const fast: number[] = [];
    bus.subscribe('slow', async (event: DomainEvent) => {
      await gate;
      slow.push(event.seq);
    });
    bus.subscribe('fast', (event) => {
      fast.push(event.seq);
    });
    bus.publish([ledgerEvent('u1', 1), ledgerEvent('u1', 2), ledgerEvent('u1', 3)]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(fast).toEqual([1, 2, 3]);
    expect(slow).toEqual([]);
    expect(bus.stats().find((stats) => stats.name === 'slow')?.waiting).toBe(2);
    release();
    await bus.whenIdle();
    expect(slow).toEqual([1, 2, 3]);
    expect(bus.stats().find((stats) => stats.name === 'slow')?.handlerMsMax).toBeGreaterThanOrEqual(0);
  });

  it('bounds a stuck subscriber: past its queue length it drops and counts, loudly', async () => {
    const errors: object[] = [];
    const bus = quietBus(errors);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    bus.subscribe('stuck', () => gate, { queueLengthMax: 2 });
    bus.publish([ledgerEvent('u1', 1)]);
    await new Promise((resolve) => setImmediate(resolve));
    bus.publish([ledgerEvent('u1', 2), ledgerEvent('u1', 3), ledgerEvent('u1', 4)]);
    expect(bus.stats()[0]).toMatchObject({ dropped: 1, waiting: 2 });
    expect(errors).toHaveLength(1);
    release();
    await bus.whenIdle();
    expect(bus.stats()[0]).toMatchObject({ delivered: 3 });
  });
});
