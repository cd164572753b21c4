// The profile's per-product switches (COPY_TRADING, CRYPTO_TRADING): both on by default; off, an
// order on a crypto symbol is refused in Turkish (under either jurisdiction, on every account) and
// every copy-trading call is refused except leaving or pausing a copy. GET /api/compliance/products
// tells the SPA what to hide.
import { compliancePart } from '../../src/compliance/compliance-part';
import { loadComplianceConfig } from '../../src/compliance/compliance-config';
import { ConfigError } from '../../src/config';
import { buildCopyApp } from '../copy-trading/copy-test-kit';
import { useDescribeApp } from '../helpers/describe-app';
import { buildTradingApp, failureOf, marketOrder } from '../trading/trading-test-kit';
import { buildComplianceApp, completeOnboarding } from './compliance-test-kit';
import { createManualClock } from '../../src/clock';
import { MONDAY_NOON_MS } from '../trading/trading-test-kit';

const CRYPTO_OFF = 'Kripto para işlemleri bu aracı kurumda sunulmuyor.';
const COPY_OFF = 'Kopya işlem hizmeti bu aracı kurumda sunulmuyor.';

describe('the switches in the environment', () => {
  it('are on unless set to off; another value stops the server naming the variable', () => {
    expect(loadComplianceConfig({})).toMatchObject({
      copyTrading: true,
      crypto: true,
      masakDailyTry: 400_000,
    });
    expect(loadComplianceConfig({ COPY_TRADING: 'off', CRYPTO_TRADING: ' off ' })).toMatchObject({
      copyTrading: false,
      crypto: false,
    });
    expect(() => loadComplianceConfig({ CRYPTO_TRADING: 'no' })).toThrow(
      new ConfigError('CRYPTO_TRADING must be one of on, off, got "no"'),
    );
    expect(() => loadComplianceConfig({ COPY_TRADING: 'false' })).toThrow(ConfigError);
    expect(loadComplianceConfig({ MASAK_DAILY_TRY: '250000' }).masakDailyTry).toBe(250_000);
    expect(() => loadComplianceConfig({ MASAK_DAILY_TRY: '1e5' })).toThrow(
      'MASAK_DAILY_TRY must be an integer between 1 and 1000000000, got "1e5"',
    );
  });
});

describe('by default', () => {
  const t = useDescribeApp('compliance', () => buildComplianceApp('tr-spk'), 30_000);

  it('offers both products and takes a crypto order', async () => {
    const products = await t.send(null, 'GET', '/api/compliance/products');
    expect(products.body.data).toEqual({ copyTrading: true, crypto: true });
    const user = await t.customer();
    await completeOnboarding(t, user);
    expect((await t.send(user, 'POST', '/api/orders', marketOrder('BTCUSD', 'Buy', 0.01))).statusCode).toBe(
      200,
    );
  });
});

describe('crypto off under tr-spk', () => {
  const t = useDescribeApp(
    'compliance',
    () =>
      buildTradingApp(createManualClock(MONDAY_NOON_MS), {
        leadingParts: [compliancePart({ config: { jurisdiction: 'tr-spk', crypto: false } })],
      }),
    30_000,
  );

  it('says so without a token, and refuses crypto orders in Turkish while others trade', async () => {
    expect((await t.send(null, 'GET', '/api/compliance/products')).body.data).toEqual({
      copyTrading: true,
      crypto: false,
    });
    const user = await t.customer();
    const beforeOnboarding = await t.send(user, 'POST', '/api/orders', marketOrder('ETHUSD', 'Buy', 0.01));
    expect(beforeOnboarding.statusCode).toBe(403);
    expect(failureOf(beforeOnboarding)).toMatchObject({ code: 'PRODUCT_CRYPTO_OFF', message: CRYPTO_OFF });
    expect(failureOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1))).code).toBe(
      'COMPLIANCE_REQUIRED',
    );
    await completeOnboarding(t, user);
    expect((await t.send(user, 'POST', '/api/orders', marketOrder('BTCUSD', 'Buy', 0.01))).statusCode).toBe(
      403,
    );
    expect((await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1))).statusCode).toBe(
      200,
    );
    await t.trading.service.whenPersisted();
    const symbols = await t.db.query<{ symbol: string }>('SELECT symbol FROM orders WHERE user_id = $1', [
      user.userId,
    ]);
    expect(symbols).toEqual([{ symbol: 'EURUSD' }]);
  });
});

describe('crypto off under none', () => {
  const t = useDescribeApp(
    'compliance',
    () =>
      buildTradingApp(createManualClock(MONDAY_NOON_MS), {
        leadingParts: [compliancePart({ config: { jurisdiction: 'none', crypto: false } })],
      }),
    30_000,
  );

  it('still refuses crypto orders; the rest trades as under none', async () => {
    const user = await t.customer();
    expect(
      failureOf(await t.send(user, 'POST', '/api/orders', marketOrder('BTCUSD', 'Buy', 0.01))).message,
    ).toBe(CRYPTO_OFF);
    expect((await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1))).statusCode).toBe(
      200,
    );
  });
});

describe('copy trading off', () => {
  const kit = useDescribeApp(
    'copy',
    () =>
      buildCopyApp({
        leadingParts: [compliancePart({ config: { jurisdiction: 'none', copyTrading: false } })],
      }),
    30_000,
  );

  it('refuses the traders list and a follow in Turkish, copying nothing, but lets a customer leave', async () => {
    // Opting in as a trader is a copy-trading call too, so the "trader" is any other customer.
    const trader = await kit.customer();
    const follower = await kit.customer();
    const list = await kit.send(follower, 'GET', '/api/traders');
    expect(list.statusCode).toBe(403);
    expect(failureOf(list)).toMatchObject({ code: 'PRODUCT_COPY_TRADING_OFF', message: COPY_OFF });
    const follow = await kit.follow(follower, trader, 1_000);
    expect(follow.statusCode).toBe(403);
    expect(await kit.db.query('SELECT id FROM copies WHERE user_id = $1', [follower.userId])).toEqual([]);
    const leave = await kit.send(follower, 'POST', `/api/traders/unfollow/${trader.userId}`);
    expect(failureOf(leave).code).not.toBe('PRODUCT_COPY_TRADING_OFF');
    expect((await kit.send(null, 'GET', '/api/compliance/products')).body.data).toEqual({
      copyTrading: false,
      crypto: true,
    });
  });
});
