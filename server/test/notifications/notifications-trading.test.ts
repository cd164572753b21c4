// The bell hears the engine: a fill, a triggered pending order, stop loss and take profit, a
// margin warning once per crossing of 100%, and one stop-out per account; each is stored, listed
// newest first and pushed on the user's socket once stored.
import type { AddressInfo } from 'node:net';
import type { LiveMessage, NotificationMessage } from '../../../contract/live';
import { connectLive } from '../live/live-client';
import { buildTradingApp, marketOrder, orderOf, type TradingTestApp } from '../trading/trading-test-kit';
import type { TestUser } from '../helpers/register-and-login';
import { bell, waitForBell } from './notifications-test-kit';

let t: TradingTestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTradingApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 30_000);
afterAll(() => t.close());

const titlesOf = async (user: TestUser) => (await bell(t.app, user.token)).data.map((row) => row.title);
const marginPctOf = async (user: TestUser) =>
  ((await t.send(user, 'GET', '/api/users/profile')).body.data as { marginPct: number }).marginPct;

async function settle(): Promise<void> {
  await t.trading.service.whenPersisted();
  await t.events.whenIdle();
}

it('stores a fill, pushes it on the socket after it is stored, and lists it newest first', async () => {
  const user = await t.customer();
  const client = connectLive(baseUrl, `?auth=${user.token}`);
  await client.waitFor((all) => all.some((message) => message.type === 'account'), 'snapshot');
  t.tick('EURUSD', 1.085);
  orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.5)));
  const isNotification = (message: LiveMessage): message is NotificationMessage =>
    message.type === 'notification';
  const messages = await client.waitFor((all) => all.some(isNotification), 'notification');
  const pushed = messages.find(isNotification);
  expect(pushed?.data).toMatchObject({ title: 'Emir Gerçekleşti', read: false });
  expect(pushed?.data.text).toBe(
    'Gerçek Hesap: EURUSD 0.50 lot Alış emriniz 1.08512 fiyatından gerçekleşti.',
  );
  const page = await bell(t.app, user.token);
  expect(page.data[0]).toEqual(pushed?.data);
  expect(page).toMatchObject({ currentPage: 1, totalPages: 1, unread: 1 });
  client.close();
});

it('tells of a triggered pending order, a stop loss and a take profit', async () => {
  const user = await t.customer();
  t.tick('EURUSD', 1.085, 0.0002);
  await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.3, { marketLimit: 1.08 }));
  t.tick('EURUSD', 1.0795, 0.0002);
  await settle();
  t.tick('XAUUSD', 2650);
  await t.send(user, 'POST', '/api/orders', marketOrder('XAUUSD', 'Sell', 0.1, { takeProfit: 2600 }));
  await t.send(user, 'POST', '/api/orders', marketOrder('XAUUSD', 'Buy', 0.1, { stopLoss: 2610 }));
  t.tick('XAUUSD', 2599);
  await settle();
  const page = await waitForBell(t.app, user.token, 5);
  const titles = page.data.map((row) => row.title);
  expect(titles).toEqual(
    expect.arrayContaining(['Bekleyen Emir Gerçekleşti', 'Kar Al Gerçekleşti', 'Zarar Durdur Gerçekleşti']),
  );
  const stop = page.data.find((row) => row.title === 'Zarar Durdur Gerçekleşti');
  expect(stop?.text).toMatch(
    /^Gerçek Hesap: XAUUSD 0\.10 lot Alış pozisyonunuz zarar durdur seviyesinde .* Sonuç: -\d+\.\d\d USD\.$/,
  );
  // Placing a pending order is not news; its fill is.
  expect(titles.filter((title) => title === 'Bekleyen Emir Gerçekleşti')).toHaveLength(1);
});

it('warns once per crossing of margin level 100% and tells of a stop-out once per account', async () => {
  const user = await t.customer(1_000);
  t.tick('XAUUSD', 2650);
  await t.send(user, 'POST', '/api/orders', marketOrder('XAUUSD', 'Buy', 0.3));
  await t.send(user, 'POST', '/api/orders', marketOrder('XAUUSD', 'Buy', 0.05));
  await settle();
  const warnings = async () => (await titlesOf(user)).filter((title) => title === 'Teminat Uyarısı').length;

  t.tick('XAUUSD', 2641);
  t.tick('XAUUSD', 2640);
  t.tick('XAUUSD', 2639);
  await settle();
  expect(await marginPctOf(user)).toBeLessThanOrEqual(100);
  await waitForBell(t.app, user.token, 3);
  expect(await warnings()).toBe(1);

  t.tick('XAUUSD', 2649);
  await settle();
  expect(await marginPctOf(user)).toBeGreaterThan(100);
  t.tick('XAUUSD', 2640);
  await settle();
  await waitForBell(t.app, user.token, 4);
  expect(await warnings()).toBe(2);

  t.tick('XAUUSD', 2620);
  await settle();
  const page = await waitForBell(t.app, user.token, 5);
  const stopOuts = page.data.filter((row) => row.title === 'Stop-Out');
  expect(stopOuts).toHaveLength(1);
  expect(stopOuts[0].text).toMatch(/pozisyonunuz piyasa fiyatından kapatıldı/);
  expect(await warnings()).toBe(2);
  const warning = page.data.find((row) => row.title === 'Teminat Uyarısı');
  expect(warning?.text).toMatch(/^Gerçek Hesap: Teminat seviyeniz %\d+\.\d\d seviyesine düştü\./);
});
