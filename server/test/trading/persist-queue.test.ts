// The write queue: order kept, a failure drops what was decided after it and resumes after rebuild.
import { PersistQueue, QueueStoppedError } from '../../src/trading/persist-queue';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('persist queue', () => {
  it('runs jobs one at a time in the order they were pushed', async () => {
    const queue = new PersistQueue(async () => undefined);
    const log: string[] = [];
    const job = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
    };
    await Promise.all([queue.push(job('a')), queue.push(job('b')), queue.push(job('c'))]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('rejects the failed job, drops the ones behind it, rebuilds, then takes work again', async () => {
    const rebuilt: unknown[] = [];
    const queue = new PersistQueue(async (error) => {
      rebuilt.push(error);
      await tick();
    });
    const failure = new Error('disk full');
    const first = queue.push(async () => {
      await tick();
      throw failure;
    });
    const behind = queue.push(async () => undefined);
    await expect(first).rejects.toBe(failure);
    await expect(behind).rejects.toBeInstanceOf(QueueStoppedError);
    await expect(queue.push(async () => undefined)).rejects.toBeInstanceOf(QueueStoppedError);
    await queue.whenIdle();
    expect(rebuilt).toEqual([failure]);
    await expect(queue.push(async () => undefined)).resolves.toBeUndefined();
  });
});

describe('persist queue when the rebuild fails too', () => {
  it('keeps draining later jobs', async () => {
    const queue = new PersistQueue(async () => {
      throw new Error('database still down');
    });
    await expect(
      queue.push(async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    await queue.whenIdle();
    await expect(queue.push(async () => undefined)).resolves.toBeUndefined();
  });
});
