// Leverage caps under tr-spk: a retail customer's effective leverage is the symbol's own capped per
// asset class (default 10), a professional's the symbol's own up to the professional cap; the
// infos' lvg, the margin an order takes and the free-margin check all follow, on practice too. An
// operator's change applies to new positions only: open positions keep their margin, a waiting
// order fills with the leverage it was accepted under. An order racing a change takes one cap or
// the other, whole. Under none the symbol's own leverage stands (jurisdiction-none.test.ts).
import type { SymbolInfo } from '../../../contract/entities';
import { loadEngine } from '../../src/trading/engine-loader';
import { INSTRUMENTS } from '../../src/engine/catalogue';
import { useDescribeApp } from '../helpers/describe-app';
import { registerOperator } from '../helpers/register-operator';
import type { TestUser } from '../helpers/register-and-login';
import { failureOf, marketOrder, orderOf, type TradingTestApp } from '../trading/trading-test-kit';
import { buildComplianceApp, completeOnboarding } from './compliance-test-kit';

/** EURUSD's mid at the kit's starting quotes, and one lot's notional in USD. */
const EURUSD_NOTIONAL_PER_LOT = 1.085 * 100_000;

async function infos(t: TradingTestApp, user: TestUser): Promise<Map<string, SymbolInfo>> {
  const answer = await t.send(user, 'GET', '/api/margin/infos');
  return new Map((answer.body.data as SymbolInfo[]).map((info) => [info.symbol, info]));
}

async function onboarded(t: TradingTestApp, depositUsd = 10_000): Promise<TestUser> {
  const user = await t.customer(depositUsd);
  await completeOnboarding(t, user);
  return user;
}

async function ledgerMatchesBalance(t: TradingTestApp, accountId: string): Promise<void> {
  await t.trading.service.whenPersisted();
  const [row] = await t.db.query<{ balance: number; ledger: number }>(
    `SELECT a.balance_cents::float8 AS balance,
       (SELECT COALESCE(SUM(amount_cents), 0)::float8 FROM ledger WHERE account_id = a.id) AS ledger
     FROM accounts a WHERE a.id = $1`,
    [accountId],
  );
  expect(row?.balance).toBe(row?.ledger);
}

describe('leverage caps under tr-spk', () => {
  const t = useDescribeApp('compliance', () => buildComplianceApp('tr-spk'), 30_000);

  it("answers each symbol's lvg as a retail customer's capped leverage", async () => {
    const user = await onboarded(t);
    const bySymbol = await infos(t, user);
    expect(bySymbol.get('EURUSD')?.lvg).toBe(10);
    expect(bySymbol.get('XAUUSD')?.lvg).toBe(10);
    // Below the cap the symbol's own stands.
    expect(bySymbol.get('AAPL')?.lvg).toBe(5);
    for (const instrument of INSTRUMENTS)
      expect(bySymbol.get(instrument.symbol)?.lvg).toBe(Math.min(instrument.lvg, 10));
  });

  it('takes the margin at the capped leverage and refuses what the cap does not leave room for', async () => {
    const user = await onboarded(t, 1_500);
    const opened = await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.01));
    expect(opened.statusCode).toBe(200);
    expect(orderOf(opened).margin).toBeCloseTo((EURUSD_NOTIONAL_PER_LOT * 0.01) / 10, 2);
    // 0.2 lots would take 217 USD at the symbol's 1:100, 2,170 USD at 1:10: more than is free.
    const refused = await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.2));
    expect(refused.statusCode).toBe(422);
    expect(refused.body.code).toBe('INSUFFICIENT_MARGIN');
    await ledgerMatchesBalance(t, user.accountId);
  });

  it('caps the practice account too, with no onboarding', async () => {
    const user = await t.customer(0);
    const accounts = (await t.send(user, 'GET', '/api/users/accounts')).body.data as {
      id: string;
      kind: string;
    }[];
    const practice = accounts.find((account) => account.kind === 'practice');
    await t.send(user, 'PUT', '/api/users/accounts/active', { id: practice?.id });
    expect((await infos(t, user)).get('EURUSD')?.lvg).toBe(10);
    const opened = await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Sell', 0.1));
    expect(opened.statusCode).toBe(200);
    expect(orderOf(opened).margin).toBeCloseTo((EURUSD_NOTIONAL_PER_LOT * 0.1) / 10, 2);
  });

  it("gives a professional customer the symbol's own leverage up to the professional cap", async () => {
    const user = await onboarded(t);
    await t.db.query("UPDATE users SET client_category = 'professional' WHERE id = $1", [user.userId]);
    const bySymbol = await infos(t, user);
    expect(bySymbol.get('EURUSD')?.lvg).toBe(100);
    expect(bySymbol.get('XU030')?.lvg).toBe(10);
    const opened = await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1));
    expect(orderOf(opened).margin).toBeCloseTo((EURUSD_NOTIONAL_PER_LOT * 0.1) / 100, 2);
  });
});

describe("an operator's change of a cap", () => {
  const t = useDescribeApp('compliance', () => buildComplianceApp('tr-spk'), 30_000);

  async function setCap(operator: TestUser, assetClass: string, leverage: number, clientCategory = 'retail') {
    return t.send(operator, 'PUT', '/api/operator/compliance/leverage-caps', {
      clientCategory,
      assetClass,
      leverage,
    });
  }

  afterEach(async () => {
    await t.db.query('DELETE FROM leverage_caps');
  });

  it('applies to new positions only: open ones keep their margin, a waiting order its leverage', async () => {
    const operator = await registerOperator(t.app, t.db);
    const user = await onboarded(t);
    const first = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1)));
    const waiting = orderOf(
      await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1, { marketLimit: 1.08 })),
    );
    expect(first.margin).toBeCloseTo(1085, 2);

    const changed = await setCap(operator, 'forex', 5);
    expect(changed.statusCode).toBe(200);
    expect((changed.body.data as { retail: Record<string, number> }).retail).toMatchObject({
      forex: 5,
      crypto: 10,
    });
    expect((await infos(t, user)).get('EURUSD')?.lvg).toBe(5);

    const second = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1)));
    expect(second.margin).toBeCloseTo(2170, 2);
    const kept = orderOf(await t.send(user, 'GET', `/api/orders/detail/${first.id}`));
    expect(kept.margin).toBe(first.margin);
    const [stored] = await t.db.query<{ margin_cents: number }>(
      'SELECT margin_cents::float8 AS margin_cents FROM orders WHERE id = $1',
      [first.id],
    );
    expect(stored?.margin_cents).toBe(Math.round(first.margin * 100));

    // The waiting order was accepted at 1:10; it fills at 1:10 although the cap is now 1:5.
    t.tick('EURUSD', 1.0795, 0.0001);
    await t.trading.service.whenPersisted();
    const filled = orderOf(await t.send(user, 'GET', `/api/orders/detail/${waiting.id}`));
    expect(filled.status).toBe('open');
    expect(filled.margin).toBeCloseTo((1.07955 * 100_000 * 0.1) / 10, 2);
    const profile = (await t.send(user, 'GET', '/api/users/profile')).body.data as { margin: number };
    expect(profile.margin).toBeCloseTo(first.margin + second.margin + filled.margin, 2);
    t.tick('EURUSD', 1.085 - 0.00006, 0.00012);
  });

  it('keeps a waiting order’s leverage across a restart of the engine', async () => {
    const operator = await registerOperator(t.app, t.db);
    const user = await onboarded(t);
    const waiting = orderOf(
      await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1, { marketLimit: 1.07 })),
    );
    await setCap(operator, 'forex', 2);
    await t.trading.service.whenPersisted();
    const reloaded = await loadEngine(
      t.db,
      { instruments: INSTRUMENTS, clock: t.clock, isMarketOpen: () => true, newOrderId: () => 'x' },
      t.marketData.latestQuotes(),
      () => false,
    );
    expect(reloaded.engine.position(waiting.id)).toMatchObject({ status: 'waiting', leverage: 10 });
    expect((await t.send(user, 'POST', '/api/orders/cancel', { orderId: waiting.id })).statusCode).toBe(200);
  });

  it('writes the change and its audit row, and refuses a bad one changing nothing', async () => {
    const operator = await registerOperator(t.app, t.db);
    expect((await setCap(operator, 'crypto', 2, 'professional')).statusCode).toBe(200);
    const [audit] = await t.db.query<{
      actor_id: string;
      subject_id: string;
      before: unknown;
      after: unknown;
    }>(
      "SELECT actor_id, subject_id, before, after FROM audit_log WHERE action = 'leverage-cap.change' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toMatchObject({
      actor_id: operator.userId,
      subject_id: 'professional/crypto',
      before: { maxLeverage: 100 },
      after: { maxLeverage: 2 },
    });
    for (const bad of [
      { clientCategory: 'retail', assetClass: 'forex', leverage: 0 },
      { clientCategory: 'retail', assetClass: 'forex', leverage: 2.5 },
      { clientCategory: 'retail', assetClass: 'bonds', leverage: 5 },
      { clientCategory: 'vip', assetClass: 'forex', leverage: 5 },
      { clientCategory: 'retail', assetClass: 'forex' },
    ]) {
      const answer = await t.send(operator, 'PUT', '/api/operator/compliance/leverage-caps', bad);
      expect(answer.statusCode).toBe(400);
      expect(failureOf(answer).message).toMatch(/[a-zçğıöşü]/i);
    }
    expect(await t.db.query('SELECT client_category, asset_class, max_leverage FROM leverage_caps')).toEqual([
      { client_category: 'professional', asset_class: 'crypto', max_leverage: 2 },
    ]);
    const customer = await t.customer(0);
    expect((await setCap(customer, 'forex', 50)).statusCode).toBe(403);
  });

  it('lets an order racing a change take one cap or the other, whole', async () => {
    const operator = await registerOperator(t.app, t.db);
    const user = await onboarded(t);
    const [changed, placed] = await Promise.all([
      setCap(operator, 'forex', 4),
      t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1)),
    ]);
    expect(changed.statusCode).toBe(200);
    expect(placed.statusCode).toBe(200);
    const margin = orderOf(placed).margin;
    expect([1085, 2712.5].some((expected) => Math.abs(margin - expected) < 0.01)).toBe(true);
    const after = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1)));
    expect(after.margin).toBeCloseTo(2712.5, 2);
    const stored = await t.db.query<{ margin_cents: number }>(
      "SELECT margin_cents::float8 AS margin_cents FROM orders WHERE account_id = $1 AND status = 'open' ORDER BY id",
      [user.accountId],
    );
    expect(stored.map((row) => row.margin_cents)).toEqual([Math.round(margin * 100), 271_250]);
    await ledgerMatchesBalance(t, user.accountId);
  });
});
