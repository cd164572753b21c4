// GET /api/notifications and PUT /api/notifications/read, with notifications made from the
// wallet's decisions (transaction.decided, as the wallet publishes them after commit).
import type { DomainEventBody } from '../../src/events/domain-events';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';
import { realAccountId } from '../helpers/test-customer-steps';
import { bell, waitForBell } from './notifications-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function decided(
  user: TestUser,
  type: 'deposit' | 'withdrawal',
  status: 'approved' | 'rejected' | 'cancelled',
  decidedBy: string | null,
  reason: string | null = null,
): DomainEventBody {
  return {
    type: 'transaction.decided',
    userId: user.userId,
    accountId: user.accountId,
    atMs: t.clock.nowMs(),
    transaction: {
      id: 't1',
      type,
      method: type === 'deposit' ? 'havale' : 'iban',
      amountCents: 125_050,
      reference: 'KLD-ABC123',
    },
    status,
    reason,
    decidedBy,
  };
}

const put = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/notifications/read', headers: bearer(user.token), payload });

it('tells of deposit and withdrawal decisions in Turkish, not of the customer’s own cancel', async () => {
  const user = await registerAndLogin(t.app);
  t.events.publish([
    decided(user, 'deposit', 'approved', 'operator-1'),
    decided(user, 'withdrawal', 'rejected', 'operator-1', 'IBAN size ait değil.'),
    decided(user, 'withdrawal', 'cancelled', user.userId),
    decided(user, 'deposit', 'rejected', null),
  ]);
  const page = await waitForBell(t.app, user.token, 3);
  expect(page.data.map((row) => [row.title, row.text])).toEqual([
    [
      'Para Yatırma Reddedildi',
      'Demo Hesap: 1250.50 USD tutarındaki para yatırma işleminiz (KLD-ABC123) reddedildi. Gerekçe: belirtilmedi',
    ],
    [
      'Para Çekme Reddedildi',
      'Demo Hesap: 1250.50 USD tutarındaki para çekme işleminiz (KLD-ABC123) reddedildi; tutar hesabınıza geri bırakıldı. Gerekçe: IBAN size ait değil.',
    ],
    [
      'Para Yatırma Onaylandı',
      'Demo Hesap: 1250.50 USD tutarındaki para yatırma işleminiz (KLD-ABC123) onaylandı ve hesabınıza eklendi.',
    ],
  ]);
  expect(page.unread).toBe(3);
  expect(page.data.every((row) => row.read === false && !Number.isNaN(Date.parse(row.date)))).toBe(true);
});

it('writes money as every screen does and names the account: the real one apart from practice', async () => {
  const user = await registerAndLogin(t.app);
  const realId = await realAccountId(t.app, user);
  const big = decided(user, 'deposit', 'approved', 'operator-1');
  if (big.type !== 'transaction.decided') throw new Error('not a decision');
  t.events.publish([
    { ...big, accountId: realId, transaction: { ...big.transaction, amountCents: 250_000 } },
  ]);
  const page = await waitForBell(t.app, user.token, 1);
  expect(page.data[0].text).toBe(
    'Gerçek Hesap: 2500.00 USD tutarındaki para yatırma işleminiz (KLD-ABC123) onaylandı ve hesabınıza eklendi.',
  );
});

it('pages newest first, marks some or all read, and never touches another person’s', async () => {
  const user = await registerAndLogin(t.app);
  const other = await registerAndLogin(t.app);
  t.events.publish(Array.from({ length: 25 }, () => decided(user, 'deposit', 'approved', 'operator-1')));
  t.events.publish([decided(other, 'deposit', 'approved', 'operator-1')]);
  await waitForBell(t.app, other.token, 1);
  const first = await waitForBell(t.app, user.token, 25);
  expect(first).toMatchObject({ currentPage: 1, totalPages: 2, unread: 25 });
  expect(first.data).toHaveLength(20);
  const second = await bell(t.app, user.token, 2);
  expect(second.data).toHaveLength(5);
  expect(new Set([...first.data, ...second.data].map((row) => row.id)).size).toBe(25);

  const otherId = (await bell(t.app, other.token)).data[0].id;
  const marked = await put(user, { ids: [first.data[0].id, first.data[1].id, otherId] });
  expect(marked.statusCode).toBe(200);
  expect(marked.json()).toMatchObject({ status: true, data: { unread: 23 } });
  expect((await bell(t.app, other.token)).unread).toBe(1);
  expect((await bell(t.app, user.token)).data.slice(0, 3).map((row) => row.read)).toEqual([
    true,
    true,
    false,
  ]);

  const all = await put(user, { all: true });
  expect(all.json().data).toEqual({ unread: 0 });
  expect((await bell(t.app, other.token)).unread).toBe(1);
});

it('refuses a read call without ids or all, unknown fields, and a caller without a token', async () => {
  const user = await registerAndLogin(t.app);
  const empty = await put(user, {});
  expect(empty.statusCode).toBe(400);
  expect(empty.json()).toMatchObject({ status: false, message: 'Bildirimler zorunludur.' });
  expect((await put(user, { all: false })).statusCode).toBe(400);
  expect((await put(user, { ids: [], extra: 1 })).statusCode).toBe(400);
  expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/notifications?page=0', headers: bearer(user.token) }))
      .statusCode,
  ).toBe(400);
});
