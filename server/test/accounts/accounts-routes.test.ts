// Real and practice accounts through the API (API.md "Accounts"): the list, the session's active
// account and its switch (with a fresh socket snapshot), the practice reset, and the money
// commands' holds, each checked against the ledger.
import type { AddressInfo } from 'node:net';
import type { LiveMessage } from '../../../contract/live';
import type { TradingAccount } from '../../../contract/wallet';
import { accountOfKind, ledgerBalanceCents, loadAccount } from '../../src/accounts/accounts-repository';
import { isDomainError } from '../../src/domain/domain-error';
import { registerAndLogin, type TestUser } from '../helpers/register-and-login';
import { connectLive } from '../live/live-client';
import {
  marketOrder,
  orderOf,
  ordersOf,
  useTradingApp,
  type Answer,
  type TradingTestApp,
} from '../trading/trading-test-kit';

async function accountsOf(t: TradingTestApp, user: TestUser): Promise<TradingAccount[]> {
  return (await t.send(user, 'GET', '/api/users/accounts')).body.data as TradingAccount[];
}

const kindOf = (answer: Answer) => (answer.body.data as { accountKind: string }).accountKind;

async function expectLedgerHolds(t: TradingTestApp, accountId: string): Promise<void> {
  const account = await loadAccount(t.db, accountId);
  expect(await ledgerBalanceCents(t.db, accountId)).toBe(account?.balanceCents);
}

describe('accounts', () => {
  const t = useTradingApp();

  it('gives a new customer a practice account of 10,000.00 that is active, and an empty real one', async () => {
    const user = await registerAndLogin(t.app);
    const accounts = await accountsOf(t, user);
    expect(accounts).toEqual([
      expect.objectContaining({
        kind: 'practice',
        balance: 10_000,
        marginFree: 10_000,
        held: 0,
        active: true,
      }),
      expect.objectContaining({ kind: 'real', balance: 0, currency: 'USD', active: false }),
    ]);
    const profile = await t.send(user, 'GET', '/api/users/profile');
    expect(profile.body.data).toMatchObject({ accountKind: 'practice', balance: 10_000 });
    const placed = await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1));
    expect(placed.statusCode).toBe(200);
  });

  it('switches the session, and every list and figure follows the active account', async () => {
    const user = await registerAndLogin(t.app);
    const practiceOrder = orderOf(
      await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1)),
    );
    const real = (await accountsOf(t, user)).find((account) => account.kind === 'real');
    const switched = await t.send(user, 'PUT', '/api/users/accounts/active', { id: real?.id });
    expect(switched.body).toEqual({ status: true, message: 'Gerçek Hesaba geçildi.' });
    expect((await t.send(user, 'GET', '/api/users/profile')).body.data).toMatchObject({
      accountKind: 'real',
      balance: 0,
    });
    expect(ordersOf(await t.send(user, 'GET', '/api/orders'))).toEqual([]);
    expect((await t.send(user, 'GET', `/api/orders/detail/${practiceOrder.id}`)).statusCode).toBe(404);
    const refused = await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1));
    expect(refused.statusCode).toBe(422);
    expect(refused.body.message).toBe('Serbest teminatınız bu işlem için yetersiz.');
  });

  it('starts a new session on the account the customer chose last', async () => {
    const user = await registerAndLogin(t.app);
    const real = (await accountsOf(t, user)).find((account) => account.kind === 'real');
    await t.send(user, 'PUT', '/api/users/accounts/active', { id: real?.id });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { identifier: user.email, password: user.password },
    });
    const again = { ...user, token: login.json().data.token as string };
    expect(kindOf(await t.send(again, 'GET', '/api/users/profile'))).toBe('real');
    // The first session keeps its own choice: the active account belongs to the token.
    const practice = (await accountsOf(t, user)).find((account) => account.kind === 'practice');
    await t.send(again, 'PUT', '/api/users/accounts/active', { id: practice?.id });
    expect(kindOf(await t.send(user, 'GET', '/api/users/profile'))).toBe('real');
  });

  it('answers 404 for another customer’s account or one that does not exist, and 400 for a bad body', async () => {
    const user = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const theirs = (await accountsOf(t, other))[0];
    for (const id of [theirs.id, 'no-such-account']) {
      const answer = await t.send(user, 'PUT', '/api/users/accounts/active', { id });
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe('Hesap bulunamadı.');
    }
    for (const payload of [{}, { id: '' }, { id: 'x', extra: 1 }]) {
      const answer = await t.send(user, 'PUT', '/api/users/accounts/active', payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.status).toBe(false);
    }
    expect((await t.send(null, 'GET', '/api/users/accounts')).statusCode).toBe(401);
    expect(kindOf(await t.send(user, 'GET', '/api/users/profile'))).toBe('practice');
  });

  it('resets the practice account: positions closed, waiting orders cancelled, 10,000.00 through the ledger', async () => {
    const user = await registerAndLogin(t.app);
    const open = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('XAUUSD', 'Buy', 0.5)));
    await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Sell', 0.2, { marketLimit: 1.2 }));
    t.tick('XAUUSD', open.price - 40);
    await t.trading.service.whenPersisted();
    const reset = await t.send(user, 'POST', '/api/users/accounts/practice/reset');
    expect(reset.body).toMatchObject({ status: true });
    expect(ordersOf(await t.send(user, 'GET', '/api/orders'))).toEqual([]);
    expect(ordersOf(await t.send(user, 'GET', '/api/orders/open'))).toEqual([]);
    const profile = (await t.send(user, 'GET', '/api/users/profile')).body.data as Record<string, number>;
    expect(profile).toMatchObject({ balance: 10_000, margin: 0, marginFree: 10_000 });
    await expectLedgerHolds(t, user.accountId);
    const rows = await t.db.query<{ kind: string }>(
      'SELECT kind FROM ledger WHERE account_id = $1 ORDER BY id',
      [user.accountId],
    );
    expect(rows.map((row) => row.kind)).toEqual(['practice_reset', 'realized', 'practice_reset']);
  });

  it('re-snapshots the session’s sockets on a switch, and only that session’s', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const user = await registerAndLogin(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { identifier: user.email, password: user.password },
    });
    const otherToken = login.json().data.token as string;
    const isAccount = (message: LiveMessage) => message.type === 'account';
    const mine = connectLive(baseUrl, `?auth=${user.token}`);
    const other = connectLive(baseUrl, `?auth=${otherToken}`);
    await mine.waitFor((all) => all.some(isAccount), 'first snapshot');
    await other.waitFor((all) => all.some(isAccount), 'other snapshot');
    expect(mine.messages().find(isAccount)).toMatchObject({ blc: 10_000 });
    const real = (await accountsOf(t, user)).find((account) => account.kind === 'real');
    await t.send(user, 'PUT', '/api/users/accounts/active', { id: real?.id });
    await mine.waitFor(
      (all) => all.filter(isAccount).some((message) => message.type === 'account' && message.blc === 0),
      'real snapshot',
    );
    const fresh =
      mine.frames.find((frame) => frame.some((message) => message.type === 'account' && message.blc === 0)) ??
      [];
    expect(fresh.filter((message) => message.type === 'price').length).toBeGreaterThanOrEqual(60);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      other
        .messages()
        .filter(isAccount)
        .every((message) => message.type === 'account' && message.blc !== 0),
    ).toBe(true);
    mine.close();
    other.close();
  });
});

describe('money commands (holds for withdrawals)', () => {
  const t = useTradingApp();

  it('holds free margin at once, releases it, and pays it out as one withdrawal ledger row', async () => {
    const user = await t.customer(1_000);
    const money = t.trading.service;
    await money.hold(user.accountId, 40_000);
    const held = (await t.send(user, 'GET', '/api/users/profile')).body.data as Record<string, number>;
    expect(held).toMatchObject({ balance: 1_000, marginFree: 600 });
    expect((await accountsOf(t, user)).find((account) => account.active)).toMatchObject({ held: 400 });
    await money.release(user.accountId, 10_000);
    await money.withdrawHeld(user.accountId, 30_000);
    const after = (await t.send(user, 'GET', '/api/users/profile')).body.data as Record<string, number>;
    expect(after).toMatchObject({ balance: 700, marginFree: 700 });
    const stored = await loadAccount(t.db, user.accountId);
    expect(stored).toMatchObject({ balanceCents: 70_000, heldCents: 0 });
    await expectLedgerHolds(t, user.accountId);
    await expect(money.release(user.accountId, 1)).rejects.toMatchObject({ code: 'INSUFFICIENT_HOLD' });
  });

  it('accepts only what fits when fifty holds arrive at once, and the rows agree with the engine', async () => {
    const user = await t.customer(1_000);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => t.trading.service.hold(user.accountId, 3_000)),
    );
    const accepted = results.filter((result) => result.status === 'fulfilled').length;
    expect(accepted).toBe(33);
    for (const result of results)
      if (result.status === 'rejected')
        expect(isDomainError(result.reason, 'INSUFFICIENT_MARGIN')).toBe(true);
    const stored = await loadAccount(t.db, user.accountId);
    expect(stored?.heldCents).toBe(33 * 3_000);
    expect(t.trading.service.engine.heldCents(user.accountId)).toBe(33 * 3_000);
  });

  it('keeps a hold across a restart of the engine (it is rebuilt from held_cents)', async () => {
    const user = await t.customer(500);
    await t.trading.service.hold(user.accountId, 20_000);
    const real = await accountOfKind(t.db, user.userId, 'real');
    expect(real?.heldCents).toBe(20_000);
    const refused = await t.send(user, 'POST', '/api/orders', marketOrder('XAUUSD', 'Buy', 1));
    expect(refused.statusCode).toBe(422);
  });
});
