// A fired alert reaches the customer's open socket twice, once committed: the `alert` message the
// SPA rings for, and the bell's notification naming the symbol. Nobody else's socket hears it.
import type { AddressInfo } from 'node:net';
import type { PriceAlert } from '../../../contract/alerts';
import type { LiveMessage } from '../../../contract/live';
import { serverTexts } from '../../../contract/server-texts';
import { connectLive } from '../live/live-client';
import { buildAlertsApp, type AlertsTestApp } from './alerts-test-kit';

let t: AlertsTestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildAlertsApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => t.close());

const isAlert = (message: LiveMessage) => message.type === 'alert';

it('pushes the alert message and its notification to the owner’s socket only', async () => {
  const owner = await t.customer();
  const other = await t.customer();
  const ownerSocket = connectLive(baseUrl, `?auth=${owner.token}`);
  const otherSocket = connectLive(baseUrl, `?auth=${other.token}`);
  await ownerSocket.waitFor((all) => all.length > 0, 'owner snapshot');
  await otherSocket.waitFor((all) => all.length > 0, 'other snapshot');

  const alert = (await t.create(owner, { symbol: 'XAUUSD', side: 'bid', condition: 'below', price: 1500 }))
    .body.data as PriceAlert;
  t.tick('XAUUSD', 1499.5, 1500);
  const heard = await ownerSocket.waitFor(
    (all) => all.some(isAlert) && all.some((message) => message.type === 'notification'),
    'alert and notification',
  );
  expect(heard.filter(isAlert)).toEqual([
    { type: 'alert', event: 'triggered', id: alert.id, symbol: 'XAUUSD' },
  ]);
  const notification = heard.find((message) => message.type === 'notification');
  expect(notification).toMatchObject({ data: { title: serverTexts.notifications.alertTriggered.title } });
  expect(JSON.stringify(notification)).toContain('XAUUSD');

  await t.settle();
  expect(otherSocket.frames.flat().some(isAlert)).toBe(false);
  ownerSocket.close();
  otherSocket.close();
});
