// The writer on its own: many notifications in one turn become a few batched INSERTs, each pushed
// only after its batch is stored, and only to watched channels.
import type { LiveMessage } from '../../../contract/live';
import type { Queryable } from '../../src/db/database';
import type { LivePublisher } from '../../src/live/live-ports';
import {
  NOTIFICATION_BATCH_ROWS_MAX,
  NOTIFICATION_GATHER_MS,
  NotificationWriter,
} from '../../src/notifications/notification-writer';

function fakeLive(watched: (channel: string) => boolean) {
  const pushed: { channel: string; message: LiveMessage }[] = [];
  const live: LivePublisher = {
    publishPublic: () => undefined,
    publishLatest: () => undefined,
    publishMerged: () => undefined,
    publishEvent: (channel, message) => pushed.push({ channel, message }),
    isWatched: watched,
  };
  return { live, pushed };
}

it('stores 5,000 notifications in batches and pushes each after its batch is stored', async () => {
  const statements: number[] = [];
  let storedRows = 0;
  const db: Queryable = {
    async query<T>(_sql: string, params?: readonly unknown[]) {
      const ids = (params?.[0] ?? []) as string[];
      statements.push(ids.length);
      storedRows += ids.length;
      return [] as T[];
    },
  };
  const { live, pushed } = fakeLive((channel) => channel !== 'user:u1');
  const pushedBeforeStored: number[] = [];
  const originalPublish = live.publishEvent.bind(live);
  live.publishEvent = (channel, message) => {
    pushedBeforeStored.push(storedRows - pushed.length);
    originalPublish(channel, message);
  };
  const writer = new NotificationWriter(db, live, { error: () => undefined });
  for (let i = 0; i < 5_000; i++) writer.enqueue(`u${i % 10}`, { kind: 'k', title: 'T', text: 'x' }, 0);
  await writer.whenIdle();
  expect(statements).toEqual(
    Array.from({ length: 5_000 / NOTIFICATION_BATCH_ROWS_MAX }, () => NOTIFICATION_BATCH_ROWS_MAX),
  );
  expect(writer.stats()).toMatchObject({ stored: 5_000, pushed: 4_500, dropped: 0, failed: 0, waiting: 0 });
  expect(pushed).toHaveLength(4_500);
  expect(pushedBeforeStored.every((gap) => gap > 0)).toBe(true);
});

it('gives a batch up after its tries, logs it, and goes on with the next', async () => {
  let calls = 0;
  const errors: string[] = [];
  const db: Queryable = {
    async query<T>() {
      calls += 1;
      if (calls <= 3) throw new Error('database away');
      return [] as T[];
    },
  };
  const { live, pushed } = fakeLive(() => true);
  const writer = new NotificationWriter(db, live, { error: (_details, message) => errors.push(message) });
  writer.enqueue('u1', { kind: 'k', title: 'T', text: 'lost' }, 0);
  await writer.whenIdle();
  writer.enqueue('u1', { kind: 'k', title: 'T', text: 'kept' }, 0);
  await writer.whenIdle();
  expect(errors).toEqual(['notification batch could not be stored']);
  expect(pushed.map((row) => (row.message.type === 'notification' ? row.message.data.text : ''))).toEqual([
    'kept',
  ]);
  expect(writer.stats()).toMatchObject({ stored: 1, failed: 1 });
});

it('gathers notifications of separate turns into one statement for NOTIFICATION_GATHER_MS', async () => {
  // The window's timer is jest's, so a slow machine cannot close it early; turns stay real.
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  try {
    const statements: number[] = [];
    const db: Queryable = {
      async query<T>(_sql: string, params?: readonly unknown[]) {
        statements.push(((params?.[0] ?? []) as string[]).length);
        return [] as T[];
      },
    };
    const writer = new NotificationWriter(db, fakeLive(() => false).live, { error: () => undefined });
    // Three fills of three group commits, each on a turn of its own.
    for (let fill = 0; fill < 3; fill++) {
      writer.enqueue('u1', { kind: 'k', title: 'T', text: `fill ${fill}` }, 0);
      await new Promise((resolve) => setImmediate(resolve));
    }
    jest.advanceTimersByTime(NOTIFICATION_GATHER_MS - 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(statements).toEqual([]);
    jest.advanceTimersByTime(1);
    await writer.whenIdle();
    expect(statements).toEqual([3]);
  } finally {
    jest.useRealTimers();
  }
});
