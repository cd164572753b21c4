// The bus's queue keeps order across pushes and takes, including after it compacts.
import { FifoQueue } from '../../src/events/fifo-queue';

describe('FifoQueue', () => {
  it('gives items back in the order they came, through compactions and refills', () => {
    const queue = new FifoQueue<number>();
    const taken: number[] = [];
    let next = 0;
    for (let round = 0; round < 5; round += 1) {
      for (let i = 0; i < 3_000; i += 1) queue.push(next++);
      for (let i = 0; i < 2_000; i += 1) taken.push(queue.take() as number);
    }
    while (queue.length > 0) taken.push(queue.take() as number);
    expect(taken).toEqual(Array.from({ length: next }, (_, i) => i));
    expect(queue.take()).toBeUndefined();
  });

  it('takes 100,000 items in linear time', () => {
    const queue = new FifoQueue<number>();
    for (let i = 0; i < 100_000; i += 1) queue.push(i);
    const startedMs = performance.now();
    let sum = 0;
    for (let item = queue.take(); item !== undefined; item = queue.take()) sum += item;
    expect(sum).toBe((99_999 * 100_000) / 2);
    expect(performance.now() - startedMs).toBeLessThan(200);
  });
});
