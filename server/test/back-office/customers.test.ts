// The back office's customer pages: the search by name (Turkish letters in any case or typed
// plain), e-mail and phone (any Turkish form), paged newest first, and one customer's page with
// accounts, documents and sessions, the ledger, positions as the customer's own list shows them,
// and transactions; unknown ids and bad input are refused in Turkish.
import type { Order } from '../../../contract/entities';
import { serverTexts } from '../../../contract/server-texts';
import type { CustomerDetail, CustomerLine } from '../../src/back-office/customer-records';
import type { LedgerLine } from '../../src/accounts/ledger-pages';
import type { OperatorTransaction } from '../../src/wallet/transaction-view';
import { pngOf, upload } from '../identity/identity-test-kit';
import type { TestUser } from '../helpers/register-and-login';
import { marketOrder } from '../trading/trading-test-kit';
import { useBackOfficeApp, type BackOfficeCustomer } from './back-office-test-kit';

const texts = serverTexts.backOffice;
/** Unique per run, so the searches find only this file's people. */
const RUN = String(Date.now() % 1_000_000).padStart(6, '0');
const PHONE_DIGITS = `532${RUN}9`;

describe('customers', () => {
  const t = useBackOfficeApp();
  let operator: TestUser;
  let sukru: BackOfficeCustomer;
  let ayla: BackOfficeCustomer;

  const search = async (term: string, page = 1) => {
    const answer = await t.send(
      operator,
      'GET',
      `/api/operator/customers?search=${encodeURIComponent(term)}&page=${page}`,
    );
    expect(answer.statusCode).toBe(200);
    return answer.body as unknown as {
      data: CustomerLine[];
      total: number;
      totalPages: number;
      currentPage: number;
    };
  };
  const idsFound = async (term: string) => (await search(term)).data.map((line) => line.id);

  beforeAll(async () => {
    operator = await t.operator();
    sukru = await t.customer({
      realUsd: 1_000,
      person: {
        name: 'Şükrü',
        surname: 'Öztürk',
        email: `sukru.ozturk.${RUN}@example.com`,
        phone: `+90${PHONE_DIGITS}`,
      },
    });
    ayla = await t.customer({
      person: { name: 'Ayla', surname: 'Kılıç', email: `ayla.k.${RUN}@example.com` },
    });
  });

  describe('search', () => {
    it.each([
      ['the name as written', 'Şükrü Öztürk'],
      ['the surname in capitals', 'ÖZTÜRK'],
      ['the name typed without Turkish letters', 'sukru ozturk'],
      ['a part of the surname', 'ztür'],
      ['a part of the e-mail in capitals', `SUKRU.OZTURK.${RUN}`],
      [
        'the phone in its Turkish form',
        `0${PHONE_DIGITS.slice(0, 3)} ${PHONE_DIGITS.slice(3, 6)} ${PHONE_DIGITS.slice(6, 8)} ${PHONE_DIGITS.slice(8)}`,
      ],
      ['the phone with +90', `+90${PHONE_DIGITS}`],
      ['a run of the phone’s digits', PHONE_DIGITS.slice(2, 9)],
    ])('finds a customer by %s', async (_how, term) => {
      expect(await idsFound(term)).toEqual([sukru.userId]);
    });

    it('answers each line with the verification status and role, and finds nothing for a stranger', async () => {
      const [line] = (await search(`ayla.k.${RUN}`)).data;
      expect(line).toEqual({
        id: ayla.userId,
        name: 'Ayla Kılıç',
        firstName: 'Ayla',
        surname: 'Kılıç',
        email: `ayla.k.${RUN}@example.com`,
        phone: ayla.phone,
        role: 'customer',
        verification: 'unverified',
        createdAt: new Date(t.clock.nowMs()).toISOString(),
      });
      expect(await search('kimse-yok-boyle')).toMatchObject({ data: [], total: 0, totalPages: 0 });
    });

    it('pages twenty at a time, newest first, with and without a search', async () => {
      const made: string[] = [];
      for (let index = 0; index < 23; index++) {
        t.clock.advance(1_000);
        made.push((await t.customer({ person: { email: `pgr${RUN}x${index}@example.com` } })).userId);
      }
      const newestFirst = [...made].reverse();
      const first = await search(`pgr${RUN}x`);
      expect(first).toMatchObject({ total: 23, totalPages: 2, currentPage: 1 });
      expect(first.data.map((line) => line.id)).toEqual(newestFirst.slice(0, 20));
      const second = await search(`pgr${RUN}x`, 2);
      expect(second.data.map((line) => line.id)).toEqual(newestFirst.slice(20));
      const everyone = await t.send(operator, 'GET', '/api/operator/customers');
      expect((everyone.body.data as CustomerLine[])[0].id).toBe(newestFirst[0]);
      const [counted] = await t.db.query<{ total: number }>('SELECT COUNT(*)::bigint AS total FROM users');
      expect(everyone.body).toMatchObject({ total: counted.total, currentPage: 1 });
    });

    it.each([
      ['page 0', '?page=0', 'Sayfa en az 1 olmalıdır.'],
      ['a page past the last allowed', '?page=100001', 'Sayfa en fazla 100000 olabilir.'],
      ['a page that is not a number', '?page=bir', 'Sayfa geçersiz.'],
      ['a search over 100 characters', `?search=${'a'.repeat(101)}`, 'Arama en fazla 100 karakter olabilir.'],
      ['a NUL in the search', '?search=a%00b', 'Arama geçersiz.'],
      ['an unknown parameter', '?sort=name', 'Bilinmeyen alan: sort.'],
    ])('refuses %s with 400 in Turkish', async (_name, query, message) => {
      const answer = await t.send(operator, 'GET', `/api/operator/customers${query}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toBe(message);
    });
  });

  describe('one customer', () => {
    let order: Order;
    let depositId: string;
    let documentId: string;

    beforeAll(async () => {
      const placed = await t.send(sukru, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1));
      expect(placed.statusCode).toBe(200);
      order = placed.body.data as Order;
      const deposit = await t.send(sukru, 'POST', '/api/trans', {
        type: 'deposit',
        amount: 300,
        method: 'havale',
      });
      depositId = (deposit.body.data as OperatorTransaction).id;
      const uploaded = await upload(t.app, sukru.token, 'selfie', pngOf());
      documentId = (uploaded.json() as { data: { documentId: string } }).data.documentId;
      await t.trading.service.whenPersisted();
    });

    it('answers the person with accounts, documents and live sessions', async () => {
      const answer = await t.send(operator, 'GET', `/api/operator/customers/${sukru.userId}`);
      expect(answer.statusCode).toBe(200);
      const detail = answer.body.data as CustomerDetail;
      expect(detail).toMatchObject({
        id: sukru.userId,
        name: 'Şükrü Öztürk',
        email: `sukru.ozturk.${RUN}@example.com`,
        phone: `+90${PHONE_DIGITS}`,
        role: 'customer',
        verification: {
          status: 'unverified',
          documents: [{ id: documentId, kind: 'selfie', status: 'pending', reason: null, decidedAt: null }],
        },
      });
      expect(detail.accounts).toEqual(
        expect.arrayContaining([
          { id: sukru.realId, kind: 'real', currency: 'USD', balance: 1_000, held: 0, credit: 0 },
          { id: sukru.practiceId, kind: 'practice', currency: 'USD', balance: 10_000, held: 0, credit: 0 },
        ]),
      );
      expect(detail.sessions).toHaveLength(1);
      expect(detail.sessions[0]).toMatchObject({ userAgent: 'lightMyRequest', ip: '127.0.0.1' });
      expect(JSON.stringify(detail)).not.toContain(sukru.token);
    });

    it('answers the ledger newest first, of every account or the one asked for', async () => {
      const all = await t.send(operator, 'GET', `/api/operator/customers/${sukru.userId}/ledger`);
      expect(all.statusCode).toBe(200);
      const lines = all.body.data as LedgerLine[];
      expect(lines.map((line) => [line.accountId, line.kind, line.amount, line.balanceAfter])).toEqual([
        [sukru.realId, 'deposit', 1_000, 1_000],
        [sukru.practiceId, 'practice_reset', 10_000, 10_000],
      ]);
      expect(all.body).toMatchObject({ total: 2, totalPages: 1, currentPage: 1 });
      const real = await t.send(
        operator,
        'GET',
        `/api/operator/customers/${sukru.userId}/ledger?accountId=${sukru.realId}`,
      );
      expect((real.body.data as LedgerLine[]).map((line) => line.kind)).toEqual(['deposit']);
    });

    it('answers positions exactly as the customer’s own list shows them', async () => {
      const own = await t.send(sukru, 'GET', '/api/orders?page=1');
      const answer = await t.send(
        operator,
        'GET',
        `/api/operator/customers/${sukru.userId}/positions?status=open`,
      );
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data).toEqual(own.body.data);
      expect(answer.body.data).toEqual([expect.objectContaining({ id: order.id, symbol: 'EURUSD' })]);
      expect(answer.body).toMatchObject({ accountId: sukru.realId, currentPage: 1, totalPages: 1 });
      const closed = await t.send(
        operator,
        'GET',
        `/api/operator/customers/${sukru.userId}/positions?status=closed`,
      );
      expect(closed.body.data).toEqual([]);
      const practice = await t.send(
        operator,
        'GET',
        `/api/operator/customers/${sukru.userId}/positions?accountId=${sukru.practiceId}`,
      );
      expect(practice.body).toMatchObject({ data: [], accountId: sukru.practiceId });
    });

    it('answers the customer’s transactions in the wallet’s operator shape', async () => {
      const answer = await t.send(
        operator,
        'GET',
        `/api/operator/customers/${sukru.userId}/transactions?page=1`,
      );
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toMatchObject({ total: 1, currentPage: 1, totalPages: 1 });
      expect(answer.body.data).toEqual([
        expect.objectContaining({
          id: depositId,
          userId: sukru.userId,
          type: 'deposit',
          amount: 300,
          status: 'pending',
        }),
      ]);
      const none = await t.send(operator, 'GET', `/api/operator/customers/${ayla.userId}/transactions`);
      expect(none.body).toMatchObject({ data: [], total: 0 });
    });

    it.each([
      ['the page itself', ''],
      ['the ledger', '/ledger'],
      ['the positions', '/positions'],
      ['the transactions', '/transactions'],
    ])('answers 404 for an unknown customer’s %s', async (_what, path) => {
      const answer = await t.send(operator, 'GET', `/api/operator/customers/no-such-person${path}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe(texts.customerNotFound);
    });

    it('answers 404 for another customer’s account, and 400 for a bad status', async () => {
      for (const path of ['ledger', 'positions']) {
        const answer = await t.send(
          operator,
          'GET',
          `/api/operator/customers/${sukru.userId}/${path}?accountId=${ayla.realId}`,
        );
        expect(answer.statusCode).toBe(404);
        expect(answer.body.message).toBe(texts.accountNotFound);
      }
      const bad = await t.send(
        operator,
        'GET',
        `/api/operator/customers/${sukru.userId}/positions?status=all`,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.body.message).toBe('Durum geçersiz.');
    });
  });
});
