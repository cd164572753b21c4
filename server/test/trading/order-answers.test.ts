// One write per order: a placement writes its row once, whole (client id included), and neither a
// placement nor a close reads its row back to answer; the answers still equal what the order's
// detail reads from the database afterwards.
import { createManualClock } from '../../src/clock';
import type { Database, Queryable } from '../../src/db/database';
import { buildTradingApp, marketOrder, MONDAY_NOON_MS, orderOf } from './trading-test-kit';

/** Trading's statements that touch the orders table, in order. */
function watchOrderStatements(statements: string[]) {
  const watch = (target: Queryable): Queryable['query'] =>
    ((sql, params) => {
      if (/\borders\b/.test(sql)) statements.push(sql.replace(/\s+/g, ' ').trim());
      return target.query(sql, params);
    }) as Queryable['query'];
  return (db: Database): Database => ({
    ...db,
    query: watch(db),
    transaction: (fn) => db.transaction((tx) => fn({ query: watch(tx) })),
    // A plain group's statements go in one flight (they are the same writes, their checks in SQL).
    transactionOfStatements: db.transactionOfStatements
      ? (sent) => {
          const noted = watch({ query: async () => [] });
          for (const { sql, params } of sent) void noted(sql, params);
          return db.transactionOfStatements!(sent);
        }
      : undefined,
    execScript: (sql) => db.execScript(sql),
    close: () => db.close(),
    driver: db.driver,
  });
}

describe('order answers', () => {
  it('writes a placement once and answers it and its closes without reading the row back', async () => {
    const statements: string[] = [];
    const t = await buildTradingApp(createManualClock(MONDAY_NOON_MS), {
      wrapDb: watchOrderStatements(statements),
    });
    try {
      const user = await t.customer();
      const detailOf = async (id: string) => orderOf(await t.send(user, 'GET', `/api/orders/detail/${id}`));

      statements.length = 0;
      const placed = await t.send(
        user,
        'POST',
        '/api/orders',
        marketOrder('EURUSD', 'Buy', 0.5, { stopLoss: 1.05, clientOrderId: 'ticket-1' }),
      );
      expect(placed.statusCode).toBe(200);
      // The retry check, then one insert carrying the client's id: no update, no read-back.
      expect(statements).toHaveLength(2);
      // (the check reads what the first order asked, so a reused id with another order is refused)
      expect(statements[0]).toMatch(
        /^SELECT o\.id::text AS id,.* FROM orders o WHERE o\.account_id = \$1 AND o\.client_order_id/,
      );
      expect(statements[1]).toMatch(/^(WITH written AS \( ?)?INSERT INTO orders/);
      const order = orderOf(placed);
      expect(order).toEqual(await detailOf(order.id));
      const stored = await t.db.query<{ client_order_id: string }>(
        'SELECT client_order_id FROM orders WHERE id = $1',
        [order.id],
      );
      expect(stored).toEqual([{ client_order_id: 'ticket-1' }]);

      t.tick('EURUSD', 1.0905);
      statements.length = 0;
      const partial = await t.send(user, 'PUT', '/api/orders', { id: order.id, amount: 0.2 });
      expect(partial.statusCode).toBe(200);
      expect(statements.some((sql) => sql.startsWith('SELECT'))).toBe(false);
      expect(orderOf(partial)).toMatchObject({ id: order.id, amount: 0.3, status: 'open' });
      expect(orderOf(partial)).toEqual(await detailOf(order.id));

      statements.length = 0;
      const closed = await t.send(user, 'PUT', '/api/orders/close', { id: order.id });
      expect(closed.statusCode).toBe(200);
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/^(WITH written AS \( ?)?UPDATE orders SET status = 'closed'/);
      expect(orderOf(closed)).toMatchObject({ id: order.id, status: 'closed', closePrice: 1.0905 });
      expect(orderOf(closed)).toEqual(await detailOf(order.id));
    } finally {
      await t.close();
    }
  }, 60_000);
});
