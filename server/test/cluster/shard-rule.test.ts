// The shard rule must never change for a database in use: these answers are pinned.
import { hashAccountId, shardOf } from '../../src/cluster/shard-rule';

test('the rule is FNV-1a over the id and gives the pinned answers', () => {
  expect(hashAccountId('')).toBe(0x811c9dc5);
  expect(hashAccountId('a')).toBe(0xe40c292c);
  expect(shardOf('0f8fad5b-d9cb-469f-a165-70867728950e', 4)).toBe(
    hashAccountId('0f8fad5b-d9cb-469f-a165-70867728950e') % 4,
  );
  expect(shardOf('anything', 1)).toBe(0);
});

test('accounts spread evenly over the shards', () => {
  const counts = [0, 0, 0, 0];
  for (let index = 0; index < 40_000; index += 1) counts[shardOf(`acc-${index}-${index * 7919}`, 4)] += 1;
  for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
});
