// An engine of one shard of several: it loads only its shard's accounts with their positions,
// refuses any other account a command names, draws order ids no other shard draws, and records its
// per-shard jobs under names of its own (trading/account-scope.ts, cluster/shard-scope.ts).
import { shardOf } from '../../src/cluster/shard-rule';
import { shardScope } from '../../src/cluster/shard-scope';
import {
  EVERY_ACCOUNT,
  ForeignAccountError,
  nextOrderIdAfter,
  shardJobName,
} from '../../src/trading/account-scope';
import { TradingService } from '../../src/trading/trading-service';
import { marketOrder, useTradingApp } from '../trading/trading-test-kit';

test('order ids: one shard counts on; several draw disjoint residues above the last id', () => {
  expect(nextOrderIdAfter(41, EVERY_ACCOUNT)).toBe(42);
  const drawn = [0, 1, 2].map((shard) => {
    const scope = shardScope(shard, 3);
    const ids: number[] = [];
    for (let last = 100; ids.length < 50;) ids.push((last = nextOrderIdAfter(last, scope)));
    return ids;
  });
  drawn.forEach((ids, shard) => {
    expect(ids[0]).toBeGreaterThan(100);
    expect(ids.every((id) => id % 3 === shard)).toBe(true);
  });
  expect(new Set(drawn.flat()).size).toBe(150);
});

test('per-shard job names keep their one-shard name when there is one shard', () => {
  expect(shardJobName('swap-rollover', EVERY_ACCOUNT)).toBe('swap-rollover');
  expect(shardJobName('swap-rollover', shardScope(1, 2))).toBe('swap-rollover.shard-1');
});

describe('an engine of one shard of two', () => {
  const kit = useTradingApp();

  test("loads only its accounts and positions, and refuses another shard's account", async () => {
    const customers: Awaited<ReturnType<typeof kit.customer>>[] = [];
    for (let index = 0; index < 8; index += 1) customers.push(await kit.customer());
    const shards = new Set(customers.map((customer) => shardOf(customer.accountId, 2)));
    expect(shards.size).toBe(2);
    for (const customer of customers) {
      const placed = await kit.send(customer, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1));
      expect(placed.statusCode).toBe(200);
    }
    const scope = shardScope(1, 2);
    const engine = await TradingService.create({ ...kit.trading.service.deps, scope });
    const held = engine.engine.accountIds();
    expect(held.length).toBeGreaterThan(0);
    expect(held.filter((accountId) => !scope.owns(accountId))).toEqual([]);
    const [own, foreign] = [1, 0].map((shard) =>
      customers.find((customer) => shardOf(customer.accountId, 2) === shard)!,
    );
    expect(engine.engine.positionsOf(own.accountId)).toHaveLength(1);
    expect(engine.engine.positionsOf(foreign.accountId)).toHaveLength(0);
    await expect(engine.figures(foreign.accountId)).rejects.toThrow(ForeignAccountError);
    await expect(engine.figures(own.accountId)).resolves.toMatchObject({ balance: expect.any(Number) });
  });
});
