// /api/operator/*: every route, the audit log's and the ones domains add, needs a valid token of an
// operator. An unknown path is a 404 for anyone, before the guard (the routes are in /api/docs).
import type { FastifyPluginAsync } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { recordAudit } from '../../src/audit/audit-log';
import { AUDIT_PAGE_SIZE } from '../../src/audit/audit-routes';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';
import { registerOperator } from '../helpers/register-operator';

/** What a domain hands to buildApp: a plain plugin that knows nothing of the guard. */
const domainOperatorRoutes: FastifyPluginAsync = async (app) => {
  app.get('/example', async (request) => ({ status: true, data: { seenBy: request.userId } }));
};

let t: TestApp;
let customer: TestUser;
let operator: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ operatorRoutes: [domainOperatorRoutes] });
  customer = await registerAndLogin(t.app);
  operator = await registerOperator(t.app, t.db);
});
afterAll(() => t.close());

function get(url: string, user: TestUser | null, token?: string) {
  const headers = token ? bearer(token) : user ? bearer(user.token) : {};
  return t.app.inject({ method: 'GET', url, headers });
}

describe('the operator guard', () => {
  it.each(['/api/operator/audit', '/api/operator/example'])(
    '%s answers 401 without a token, 401 with a bad one and 403 to a customer',
    async (url) => {
      const anonymous = await get(url, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({
        status: false,
        message: serverTexts.common.unauthorized,
        code: 'UNAUTHORIZED',
      });
      expect((await get(url, null, 'not-a-real-token-at-all')).statusCode).toBe(401);
      const forbidden = await get(url, customer);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({
        status: false,
        message: serverTexts.common.forbidden,
        code: 'FORBIDDEN',
      });
    },
  );

  it("lets the operator through to a domain's route, and answers 404 for an unknown one", async () => {
    const answer = await get('/api/operator/example', operator);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: true, data: { seenBy: operator.userId } });
    const missing = await get('/api/operator/no-such-route', operator);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
  });

  it('answers 404 for an unknown path before asking who is calling', async () => {
    for (const user of [null, customer, operator]) {
      for (const url of ['/api/operator/no-such-route', '/api/operator/audit/extra']) {
        const missing = await get(url, user);
        expect([url, missing.statusCode]).toEqual([url, 404]);
        expect(missing.json()).toEqual({
          status: false,
          message: serverTexts.common.notFound,
          code: 'NOT_FOUND',
        });
      }
    }
  });

  it('refuses a token after logout', async () => {
    const other = await registerOperator(t.app, t.db);
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(other.token) });
    expect((await get('/api/operator/audit', other)).statusCode).toBe(401);
  });
});

describe('GET /api/operator/audit', () => {
  it('lists the log newest first, paged', async () => {
    const at = new Date(t.clock.nowMs());
    const total = AUDIT_PAGE_SIZE + 2;
    for (let index = 0; index < total; index++) {
      await recordAudit(t.db, {
        actorId: operator.userId,
        actorRole: 'operator',
        action: 'document.approve',
        subjectType: 'document',
        subjectId: String(index),
        before: { status: 'pending' },
        after: { status: 'approved' },
        at,
      });
    }
    const first = await get('/api/operator/audit', operator);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ status: true, currentPage: 1, totalPages: 2 });
    expect(body.data).toHaveLength(AUDIT_PAGE_SIZE);
    expect(body.data[0]).toEqual({
      id: expect.any(String),
      actorId: operator.userId,
      actorRole: 'operator',
      actorName: 'Operasyon Ekibi',
      actorEmail: operator.email,
      action: 'document.approve',
      subjectType: 'document',
      subjectId: String(total - 1),
      subjectName: null,
      before: { status: 'pending' },
      after: { status: 'approved' },
      createdAt: at.toISOString(),
    });
    const second = (await get('/api/operator/audit?page=2', operator)).json();
    expect(second).toMatchObject({ currentPage: 2, totalPages: 2 });
    expect(second.data.map((row: { subjectId: string }) => row.subjectId)).toEqual(['1', '0']);
  });

  it('refuses a page that is not a positive integer', async () => {
    expect((await get('/api/operator/audit?page=0', operator)).statusCode).toBe(400);
  });

  it('narrows to an action, a whole domain, an actor or a subject', async () => {
    const other = await registerOperator(t.app, t.db);
    const at = new Date(t.clock.nowMs());
    const write = (actorId: string, action: string, subjectId: string) =>
      recordAudit(t.db, { actorId, actorRole: 'operator', action, subjectType: 'x', subjectId, at });
    await write(other.userId, 'robot.disable', 'robot-a');
    await write(other.userId, 'robot.enable', 'robot-a');
    await write(operator.userId, 'trader.hide', 'trader-b');
    const subjects = async (query: string) => {
      const answer = await get(`/api/operator/audit?${query}`, operator);
      expect(answer.statusCode).toBe(200);
      return answer
        .json()
        .data.map((row: { action: string; subjectId: string }) => `${row.action}:${row.subjectId}`);
    };
    expect(await subjects('action=robot.disable')).toEqual(['robot.disable:robot-a']);
    expect(await subjects('action=robot')).toEqual(['robot.enable:robot-a', 'robot.disable:robot-a']);
    expect(await subjects(`actorId=${other.userId}`)).toEqual([
      'robot.enable:robot-a',
      'robot.disable:robot-a',
    ]);
    expect(await subjects('subjectId=trader-b&action=trader')).toEqual(['trader.hide:trader-b']);
    expect(await subjects('action=trader-comment')).toEqual([]);
    const filtered = (await get('/api/operator/audit?action=robot', operator)).json();
    expect(filtered).toMatchObject({ currentPage: 1, totalPages: 1 });
  });

  it.each(['action=DROP%20TABLE', 'action=robot.', 'action=a.b.c', 'actorId=', 'color=red'])(
    'refuses the filter %s with a Turkish 400',
    async (query) => {
      const answer = await get(`/api/operator/audit?${query}`, operator);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ status: false, message: expect.any(String) });
    },
  );
});

describe('the role on the profile', () => {
  it('says customer for a customer and operator for an operator', async () => {
    expect((await get('/api/users/profile', customer)).json().data.role).toBe('customer');
    expect((await get('/api/users/profile', operator)).json().data.role).toBe('operator');
  });
});
