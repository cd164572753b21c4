// POST /api/operator/notifications/broadcast: one stored notification per customer (operators get
// none), pushed live to the customers connected at that moment, found in every customer's bell,
// one audit row; bad titles and texts are refused in Turkish and store nothing.
import type { AddressInfo } from 'node:net';
import type { LiveMessage, NotificationMessage } from '../../../contract/live';
import { serverTexts } from '../../../contract/server-texts';
import type { DomainEvent } from '../../src/events/domain-events';
import { connectLive, type LiveTestClient } from '../live/live-client';
import { bell } from '../notifications/notifications-test-kit';
import type { TestUser } from '../helpers/register-and-login';
import { auditRowsOf, useBackOfficeApp } from './back-office-test-kit';

const texts = serverTexts.backOffice;
const isNotification = (message: LiveMessage): message is NotificationMessage =>
  message.type === 'notification';

describe('the broadcast', () => {
  const t = useBackOfficeApp();
  let baseUrl: string;
  let operator: TestUser;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    operator = await t.operator();
  });

  const notificationCount = async (): Promise<number> => {
    const [row] = await t.db.query<{ total: number }>('SELECT COUNT(*)::bigint AS total FROM notifications');
    return Number(row.total);
  };

  async function connected(user: TestUser): Promise<LiveTestClient> {
    const client = connectLive(baseUrl, `?auth=${user.token}`);
    await client.waitFor((all) => all.some((message) => message.type === 'account'), 'snapshot');
    return client;
  }

  it.each([
    ['no title', { text: 'Metin' }, serverTexts.validation.required('Başlık')],
    ['no text', { title: 'Başlık' }, serverTexts.validation.required('Metin')],
    ['a blank title', { title: '   ', text: 'Metin' }, texts.titleRequired],
    ['a blank text', { title: 'Başlık', text: '\n\t ' }, texts.textRequired],
    ['a title over 80 characters', { title: 'ş'.repeat(81), text: 'Metin' }, texts.titleTooLong],
    ['a text over 1000 characters', { title: 'Başlık', text: 'ğ'.repeat(1001) }, texts.textTooLong],
    ['a NUL in the text', { title: 'Başlık', text: 'a\u0000b' }, serverTexts.validation.invalid('Metin')],
    ['a title that is not text', { title: 12, text: 'Metin' }, serverTexts.validation.invalid('Başlık')],
  ])('refuses %s with 400 and stores nothing', async (_name, payload, message) => {
    await t.customer();
    const before = await notificationCount();
    const answer = await t.send(operator, 'POST', '/api/operator/notifications/broadcast', payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await notificationCount()).toBe(before);
    expect(await auditRowsOf(t.db, 'broadcast')).toEqual([]);
  });

  it('stores one per customer, none for operators, and pushes it to the connected customers only', async () => {
    const [first, second, offline] = [await t.customer(), await t.customer(), await t.customer()];
    const [firstSocket, secondSocket, operatorSocket] = [
      await connected(first),
      await connected(second),
      await connected(operator),
    ];
    const [customers] = await t.db.query<{ total: number }>(
      "SELECT COUNT(*)::bigint AS total FROM users WHERE role = 'customer'",
    );
    const decided: DomainEvent[] = [];
    const unsubscribe = t.events.subscribe('broadcast-test', (event) => {
      if (event.type === 'operator.decided') decided.push(event);
    });
    const sent = await t.send(operator, 'POST', '/api/operator/notifications/broadcast', {
      title: '  Bayram tatili  ',
      text: 'Piyasalar 1 Mayıs günü kapalıdır.',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body.data).toEqual({ recipients: Number(customers.total), pushed: 2 });
    await t.events.whenIdle();
    unsubscribe();
    const audit = (await auditRowsOf(t.db, 'broadcast')).at(-1);
    expect(decided).toEqual([
      expect.objectContaining({
        action: 'notification.broadcast',
        subjectId: audit?.subject_id,
        userId: operator.userId,
        decidedBy: operator.userId,
      }),
    ]);
    expect(sent.body.message).toBe(texts.broadcastSent(Number(customers.total)));

    for (const socket of [firstSocket, secondSocket]) {
      const messages = await socket.waitFor((all) => all.some(isNotification), 'the broadcast');
      expect(messages.filter(isNotification).map((message) => message.data)).toEqual([
        expect.objectContaining({
          title: 'Bayram tatili',
          text: 'Piyasalar 1 Mayıs günü kapalıdır.',
          read: false,
        }),
      ]);
    }
    for (const user of [first, second, offline]) {
      const page = await bell(t.app, user.token);
      expect(page.data.map((row) => row.title)).toEqual(['Bayram tatili']);
      expect(page.unread).toBe(1);
    }
    const pushed = firstSocket.messages().find(isNotification);
    expect((await bell(t.app, first.token)).data[0]).toEqual(pushed?.data);

    // Anything for the operator would have gone in the customers' flush; a few more flushes pass.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(operatorSocket.messages().filter(isNotification)).toEqual([]);
    expect((await bell(t.app, operator.token)).data).toEqual([]);
    const [operatorRows] = await t.db.query<{ total: number }>(
      `SELECT COUNT(*)::bigint AS total FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE u.role = 'operator'`,
    );
    expect(Number(operatorRows.total)).toBe(0);
    for (const socket of [firstSocket, secondSocket, operatorSocket]) socket.close();

    expect(await auditRowsOf(t.db, 'broadcast')).toEqual([
      expect.objectContaining({
        action: 'notification.broadcast',
        actor_id: operator.userId,
        actor_role: 'operator',
        before: null,
        after: {
          title: 'Bayram tatili',
          text: 'Piyasalar 1 Mayıs günü kapalıdır.',
          recipients: Number(customers.total),
        },
      }),
    ]);
  });
});
