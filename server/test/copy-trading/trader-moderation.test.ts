// The broker's moderation through /api/operator: the guard on each route, the traders list, hiding
// a trader (gone from every customer view but its followers', existing copies still mirroring, a
// follower can still pause), showing it again, removing a comment (gone from customers, kept and flagged for the
// broker, no re-post over it), refusals that change nothing, and the audit rows of each decision,
// which the database will not let anyone edit.
import type { Order } from '../../../contract/entities';
import { serverTexts } from '../../../contract/server-texts';
import type { CommentsPage, Trader } from '../../../contract/traders';
import type { ModeratedComment, ModeratedTrader } from '../../src/copy-trading/moderation-repository';
import type { TestUser } from '../helpers/register-and-login';
import { registerOperator } from '../helpers/register-operator';
import { marketOrder } from '../trading/trading-test-kit';
import { auditRowsOf } from '../back-office/back-office-test-kit';
import { buildCopyApp, type CopyTestApp } from './copy-test-kit';

const texts = serverTexts.traders;
let kit: CopyTestApp;
let trader: TestUser;
let follower: TestUser;
let commenter: TestUser;
let operator: TestUser;

beforeAll(async () => {
  kit = await buildCopyApp();
  trader = await kit.trader('Gizlenecek Trader');
  follower = await kit.customer();
  commenter = await kit.customer();
  operator = await registerOperator(kit.app, kit.db);
  expect((await kit.follow(follower, trader, 1_000)).statusCode).toBe(200);
});
afterAll(() => kit.close());

const listed = async (user: TestUser): Promise<string[]> =>
  ((await kit.send(user, 'GET', '/api/traders')).body.data as Trader[]).map((row) => row.id);

async function hiddenState(): Promise<{ hidden: boolean; hidden_reason: string | null }> {
  const [row] = await kit.db.query<{ hidden: boolean; hidden_reason: string | null }>(
    'SELECT hidden, hidden_reason FROM trader_profiles WHERE user_id = $1',
    [trader.userId],
  );
  return row;
}

describe('the operator guard', () => {
  it.each([
    ['GET', '/api/operator/traders?search=a&page=1'],
    ['POST', '/api/operator/traders/someone/hide'],
    ['POST', '/api/operator/traders/someone/show'],
    ['GET', '/api/operator/traders/someone/comments?page=1'],
    ['POST', '/api/operator/traders/comments/some-comment/remove'],
  ] as const)(
    '%s %s: 401 without a token, 403 for a customer, there for an operator',
    async (method, url) => {
      const payload = method === 'POST' ? { reason: 'Deneme' } : undefined;
      expect((await kit.send(null, method, url, payload)).statusCode).toBe(401);
      const refused = await kit.send(follower, method, url, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.body.message).toBe(serverTexts.common.forbidden);
      const answered = await kit.send(operator, method, url, payload);
      expect(answered.body.message).not.toBe(serverTexts.common.notFound);
      expect([200, 404]).toContain(answered.statusCode);
    },
  );

  it('is documented in the OpenAPI document', async () => {
    const answer = await kit.app.inject({ method: 'GET', url: '/api/docs' });
    const paths = Object.keys((answer.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/operator/traders',
        '/api/operator/traders/{id}/hide',
        '/api/operator/traders/{id}/show',
        '/api/operator/traders/{id}/comments',
        '/api/operator/traders/comments/{commentId}/remove',
      ]),
    );
  });
});

describe('hiding a trader', () => {
  it('lists traders for the broker with their copies, searched by name', async () => {
    const answer = await kit.send(operator, 'GET', '/api/operator/traders?search=gizlenecek');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ currentPage: 1, totalPages: 1, total: 1 });
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        id: trader.userId,
        name: 'Gizlenecek Trader',
        hidden: false,
        hiddenReason: null,
        followCount: 1,
        copiers: 1,
      }),
    ]);
  });

  it.each([
    ['no reason', {}, texts.moderationReasonRequired],
    ['a blank reason', { reason: '   ' }, texts.moderationReasonRequired],
    ['a reason over 500 characters', { reason: 'ç'.repeat(501) }, texts.moderationReasonTooLong],
    ['a NUL in the reason', { reason: 'kötü\u0000' }, serverTexts.validation.invalid('Red gerekçesi')],
    ['a reason that is not text', { reason: 5 }, serverTexts.validation.invalid('Red gerekçesi')],
  ])('refuses %s with 400 and changes nothing', async (_name, payload, message) => {
    const answer = await kit.send(operator, 'POST', `/api/operator/traders/${trader.userId}/hide`, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await hiddenState()).toEqual({ hidden: false, hidden_reason: null });
    expect(await auditRowsOf(kit.db, 'trader', trader.userId)).toEqual([]);
  });

  it.each([
    ['/api/operator/traders?page=0', 'Sayfa en az 1 olmalıdır.'],
    ['/api/operator/traders?search=' + 'x'.repeat(65), 'Arama en fazla 64 karakter olabilir.'],
    ['/api/operator/traders/someone/comments?page=x', 'Sayfa geçersiz.'],
  ])('refuses the bad query %s with 400 in Turkish', async (url, message) => {
    const answer = await kit.send(operator, 'GET', url);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('refuses an unknown trader with 404', async () => {
    const answer = await kit.send(operator, 'POST', '/api/operator/traders/nobody/hide', { reason: 'Spam' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body.message).toBe(texts.traderNotFound);
  });

  it('hides: gone from the list, the profile, its lists, comments and follow; a second hide is 409', async () => {
    const hidden = await kit.send(operator, 'POST', `/api/operator/traders/${trader.userId}/hide`, {
      reason: '  Yanıltıcı tanıtım yazısı.  ',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body.message).toBe(texts.hidden);
    expect(hidden.body.data).toMatchObject({ hidden: true, hiddenReason: 'Yanıltıcı tanıtım yazısı.' });
    expect((hidden.body.data as ModeratedTrader).hiddenAt).toBe(new Date(kit.clock.nowMs()).toISOString());
    await kit.settle();
    expect(kit.eventsSeen).toContainEqual(
      expect.objectContaining({
        type: 'operator.decided',
        userId: trader.userId,
        action: 'trader.hide',
        subjectId: trader.userId,
        reason: 'Yanıltıcı tanıtım yazısı.',
        decidedBy: operator.userId,
      }),
    );

    const stranger = await kit.customer();
    expect(await listed(stranger)).not.toContain(trader.userId);
    for (const url of [
      `/api/traders/${trader.userId}`,
      `/api/traders/positions/${trader.userId}`,
      `/api/traders/orders/${trader.userId}`,
      `/api/traders/comments/${trader.userId}?page=1`,
    ]) {
      const answer = await kit.send(stranger, 'GET', url);
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe(texts.traderNotFound);
    }
    const follow = await kit.follow(stranger, trader, 500);
    expect(follow.statusCode).toBe(404);
    const comment = await kit.send(stranger, 'POST', `/api/traders/comments/${trader.userId}`, {
      star: 1,
      comment: 'Görünmeyen trader.',
    });
    expect(comment.statusCode).toBe(404);

    const again = await kit.send(operator, 'POST', `/api/operator/traders/${trader.userId}/hide`, {
      reason: 'Yine',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(texts.alreadyHidden);
    expect(await hiddenState()).toEqual({ hidden: true, hidden_reason: 'Yanıltıcı tanıtım yazısı.' });
    expect(await auditRowsOf(kit.db, 'trader', trader.userId)).toEqual([
      expect.objectContaining({
        action: 'trader.hide',
        actor_id: operator.userId,
        actor_role: 'operator',
        before: { hidden: false, reason: null, name: 'Gizlenecek Trader' },
        after: { hidden: true, reason: 'Yanıltıcı tanıtım yazısı.', name: 'Gizlenecek Trader' },
      }),
    ]);
  });

  it('stays in view for its follower (list, profile, trades), who cannot add money to the copy', async () => {
    expect(await listed(follower)).toContain(trader.userId);
    for (const url of [
      `/api/traders/${trader.userId}`,
      `/api/traders/positions/${trader.userId}`,
      `/api/traders/orders/${trader.userId}`,
    ]) {
      expect((await kit.send(follower, 'GET', url)).statusCode).toBe(200);
    }
    const profile = await kit.send(follower, 'GET', `/api/traders/${trader.userId}`);
    expect(profile.body.data).toMatchObject({ id: trader.userId, isFollow: true });
    const bigger = await kit.follow(follower, trader, 2_000);
    expect(bigger.statusCode).toBe(404);
  });

  it('keeps mirroring a hidden trader into existing copies, and the follower can still pause', async () => {
    expect((await kit.send(trader, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1))).statusCode).toBe(
      200,
    );
    await kit.settle();
    const copies = (await kit.send(follower, 'GET', '/api/orders?page=1')).body.data as Order[];
    expect(copies).toEqual([
      expect.objectContaining({
        symbol: 'EURUSD',
        amount: 0.1,
        copiedFrom: { traderId: trader.userId, name: 'Gizlenecek Trader' },
      }),
    ]);
    const paused = await kit.send(follower, 'POST', `/api/traders/pause/${trader.userId}`);
    expect(paused.statusCode).toBe(200);
    expect(paused.body.message).toBe(texts.paused);
  });

  it('keeps the hide’s audit row as written: the database refuses to edit or delete it', async () => {
    await expect(
      kit.db.query("UPDATE audit_log SET after = '{}'::jsonb WHERE action = 'trader.hide'"),
    ).rejects.toThrow('audit_log is append-only: UPDATE refused');
    await expect(kit.db.query("DELETE FROM audit_log WHERE action = 'trader.hide'")).rejects.toThrow(
      'audit_log is append-only: DELETE refused',
    );
    const [row] = await auditRowsOf(kit.db, 'trader', trader.userId);
    expect(row.after).toEqual({
      hidden: true,
      reason: 'Yanıltıcı tanıtım yazısı.',
      name: 'Gizlenecek Trader',
    });
  });

  it('shows the trader again; a second show is 409', async () => {
    const shown = await kit.send(operator, 'POST', `/api/operator/traders/${trader.userId}/show`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body.data).toMatchObject({ hidden: false, hiddenReason: null, hiddenAt: null });
    expect(await listed(commenter)).toContain(trader.userId);
    expect((await kit.send(commenter, 'GET', `/api/traders/${trader.userId}`)).statusCode).toBe(200);
    const again = await kit.send(operator, 'POST', `/api/operator/traders/${trader.userId}/show`);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(texts.notHidden);
    const rows = await auditRowsOf(kit.db, 'trader', trader.userId);
    expect(rows.map((row) => row.action)).toEqual(['trader.hide', 'trader.show']);
    expect(rows[1]).toMatchObject({
      before: { hidden: true, reason: 'Yanıltıcı tanıtım yazısı.' },
      after: { hidden: false, reason: null },
    });
  });
});

describe('removing a comment', () => {
  let commentId: string;

  const customerComments = async (): Promise<CommentsPage> => {
    const answer = await kit.send(follower, 'GET', `/api/traders/comments/${trader.userId}?page=1`);
    return answer.body as unknown as CommentsPage;
  };

  beforeAll(async () => {
    const posted = await kit.send(commenter, 'POST', `/api/traders/comments/${trader.userId}`, {
      star: 1,
      comment: 'Bu trader dolandırıcı, bana yazın.',
    });
    expect(posted.statusCode).toBe(200);
    commentId = (posted.body.data as { _id: string })._id;
    await kit.send(follower, 'POST', `/api/traders/comments/${trader.userId}`, {
      star: 4,
      comment: 'İstikrarlı.',
    });
  });

  it('refuses a missing reason and an unknown comment, changing nothing', async () => {
    const missing = await kit.send(
      operator,
      'POST',
      `/api/operator/traders/comments/${commentId}/remove`,
      {},
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toBe(texts.moderationReasonRequired);
    const unknown = await kit.send(
      operator,
      'POST',
      '/api/operator/traders/comments/no-such-comment/remove',
      {
        reason: 'Spam',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(texts.commentNotFound);
    expect((await customerComments()).data).toHaveLength(2);
    expect(await auditRowsOf(kit.db, 'trader_comment')).toEqual([]);
  });

  it('removes it from customers’ lists and counts; the broker still sees it, flagged; twice is 409', async () => {
    const removed = await kit.send(operator, 'POST', `/api/operator/traders/comments/${commentId}/remove`, {
      reason: 'Dolandırıcılık iması ve iletişim daveti.',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.body.message).toBe(texts.commentRemoved);
    expect(removed.body.data).toMatchObject({ id: commentId, removed: true });

    const page = await customerComments();
    expect(page.data.map((comment) => comment.comment)).toEqual(['İstikrarlı.']);
    expect(page.totalPages).toBe(1);
    const forBroker = await kit.send(
      operator,
      'GET',
      `/api/operator/traders/${trader.userId}/comments?page=1`,
    );
    expect(forBroker.body).toMatchObject({ total: 2 });
    const flagged = (forBroker.body.data as ModeratedComment[]).find((comment) => comment.id === commentId);
    expect(flagged).toMatchObject({
      removed: true,
      removedReason: 'Dolandırıcılık iması ve iletişim daveti.',
      comment: 'Bu trader dolandırıcı, bana yazın.',
      userId: commenter.userId,
    });
    const traders = await kit.send(operator, 'GET', '/api/operator/traders?search=gizlenecek');
    expect((traders.body.data as ModeratedTrader[])[0]).toMatchObject({ comments: 1 });

    const again = await kit.send(operator, 'POST', `/api/operator/traders/comments/${commentId}/remove`, {
      reason: 'Yine',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(texts.commentAlreadyRemoved);
    expect(await auditRowsOf(kit.db, 'trader_comment', commentId)).toEqual([
      expect.objectContaining({
        action: 'trader-comment.remove',
        actor_id: operator.userId,
        before: {
          removed: false,
          traderId: trader.userId,
          star: 1,
          comment: 'Bu trader dolandırıcı, bana yazın.',
        },
        after: { removed: true, reason: 'Dolandırıcılık iması ve iletişim daveti.' },
      }),
    ]);
  });

  it('refuses a new comment over the removed one and keeps the removed text', async () => {
    const answer = await kit.send(commenter, 'POST', `/api/traders/comments/${trader.userId}`, {
      star: 5,
      comment: 'Yeni yorum.',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.body.message).toBe(texts.commentRemovedByBroker);
    const [row] = await kit.db.query<{ comment: string; removed: boolean }>(
      'SELECT comment, removed FROM trader_comments WHERE id = $1',
      [commentId],
    );
    expect(row).toEqual({ comment: 'Bu trader dolandırıcı, bana yazın.', removed: true });
  });
});

describe('two operators at once', () => {
  it('hide the same trader: one 200, one 409, one audit row', async () => {
    const other = await kit.trader('Aynı Anda Trader');
    const second = await registerOperator(kit.app, kit.db);
    const answers = await Promise.all(
      [operator, second].map((who) =>
        kit.send(who, 'POST', `/api/operator/traders/${other.userId}/hide`, { reason: 'Şikâyet' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditRowsOf(kit.db, 'trader', other.userId)).toHaveLength(1);
  });

  it('remove the same comment: one 200, one 409, one audit row', async () => {
    const other = await kit.trader('Yorumlu Trader');
    const posted = await kit.send(commenter, 'POST', `/api/traders/comments/${other.userId}`, {
      star: 2,
      comment: 'Reklam.',
    });
    const id = (posted.body.data as { _id: string })._id;
    const second = await registerOperator(kit.app, kit.db);
    const answers = await Promise.all(
      [operator, second].map((who) =>
        kit.send(who, 'POST', `/api/operator/traders/comments/${id}/remove`, { reason: 'Reklam' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditRowsOf(kit.db, 'trader_comment', id)).toHaveLength(1);
  });
});
