// The trading part through the live socket of the real app: snapshot, order events after HTTP
// commands, position profits after ticks, and logout closing the socket.
import type { AddressInfo } from 'node:net';
import { CLOSE_UNAUTHORIZED, type LiveMessage } from '../../../contract/live';
import { connectLive } from '../live/live-client';
import { buildTradingApp, marketOrder, orderOf, type TradingTestApp } from './trading-test-kit';

describe('trading on the live socket', () => {
  let t: TradingTestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await buildTradingApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 30_000);
  afterAll(async () => {
    await t.close();
  });

  const isAccount = (message: LiveMessage) => message.type === 'account';

  it('sends every price, market state and the account figures on connect', async () => {
    const user = await t.customer(2_500);
    const client = connectLive(baseUrl, `?auth=${user.token}`);
    await client.waitFor((all) => all.some(isAccount), 'snapshot');
    const snapshot = client.frames[0];
    expect(snapshot.filter((message) => message.type === 'price').length).toBeGreaterThanOrEqual(60);
    expect(snapshot.filter((message) => message.type === 'market').length).toBeGreaterThanOrEqual(60);
    expect(snapshot.find(isAccount)).toMatchObject({
      type: 'account',
      blc: 2500,
      mrg: 0,
      ass: 2500,
      fm: 2500,
    });
    client.close();
  });

  it('announces an opened position, streams its profit after a tick and announces its close', async () => {
    const user = await t.customer();
    const client = connectLive(baseUrl, `?auth=${user.token}`);
    await client.waitFor((all) => all.some(isAccount), 'snapshot');
    const opened = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1)));
    await client.waitFor(
      (all) => all.some((m) => m.type === 'order' && m.event === 'opened' && m.id === opened.id),
      'opened event',
    );
    t.tick('EURUSD', opened.price + 0.001);
    const withProfit = await client.waitFor(
      (all) => all.some((m) => m.type === 'position' && m.id === opened.id && m.profit > 0),
      'position profit',
    );
    const position = withProfit.filter((m) => m.type === 'position' && m.id === opened.id).pop();
    expect(position).toMatchObject({ lastPrice: opened.price + 0.001 });
    expect(withProfit.filter(isAccount).pop()).toHaveProperty('allp');
    await t.send(user, 'PUT', '/api/orders/close', { id: opened.id });
    await client.waitFor(
      (all) => all.some((m) => m.type === 'order' && m.event === 'closed' && m.id === opened.id),
      'closed event',
    );
    client.close();
  });

  it("includes open positions in a new socket's snapshot and closes it with 4401 on logout", async () => {
    const user = await t.customer();
    const opened = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('XAUUSD', 'Sell', 0.1)));
    const client = connectLive(baseUrl, `?auth=${user.token}`);
    const snapshot = await client.waitFor((all) => all.some(isAccount), 'snapshot');
    expect(snapshot.find((m) => m.type === 'position' && m.id === opened.id)).toBeDefined();
    const logout = await t.send(user, 'POST', '/api/users/logout');
    expect(logout.statusCode).toBe(200);
    expect((await client.closed).code).toBe(CLOSE_UNAUTHORIZED);
  });

  it('closes a socket with a bad token with 4401', async () => {
    const client = connectLive(baseUrl, '?auth=not-a-real-token-at-all');
    expect((await client.closed).code).toBe(CLOSE_UNAUTHORIZED);
  });
});
