// The traders' calls as a client meets them: the list with figures from real orders, the
// profile, follow with every wrong size, yourself and an unknown trader, pause and resume,
// unfollow, and comments with their bounds and the one-per-customer rule.
import type { Trader, TraderComment, TraderProfile } from '../../../contract/traders';
import { serverTexts } from '../../../contract/server-texts';
import type { TestUser } from '../helpers/register-and-login';
import { marketOrder } from '../trading/trading-test-kit';
import { buildCopyApp, traderOf, type CopyTestApp } from './copy-test-kit';

const texts = serverTexts.traders;
let kit: CopyTestApp;
let trader: TestUser;
let follower: TestUser;

beforeAll(async () => {
  kit = await buildCopyApp();
  trader = await kit.trader('Deniz Kaya');
  follower = await kit.customer();
});
afterAll(() => kit.close());

describe('GET /api/traders', () => {
  it('lists opted-in traders with figures from their closed orders, and searches by name', async () => {
    await kit.send(trader, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 1));
    await kit.settle();
    const open = (await kit.send(trader, 'GET', '/api/orders?page=1')).body.data as { id: string }[];
    kit.tick('EURUSD', 1.0861);
    await kit.send(trader, 'PUT', '/api/orders/close', { id: open[0].id });
    await kit.settle();
    const list = await kit.send(follower, 'GET', '/api/traders');
    expect(list.statusCode).toBe(200);
    const found = (list.body.data as Trader[]).find((row) => row.id === trader.userId);
    expect(found).toMatchObject({
      name: 'Deniz Kaya',
      traderId: trader.userId,
      _id: trader.userId,
      isFollow: false,
    });
    expect(found?.profitPositive).toBeGreaterThan(0);
    expect(found?.profitNegative).toBe(0);
    expect(found?.allROI).toBeGreaterThan(0);
    const searched = await kit.send(follower, 'GET', '/api/traders?search=deNIZ');
    expect((searched.body.data as Trader[]).map((row) => row.id)).toEqual([trader.userId]);
    const none = await kit.send(follower, 'GET', '/api/traders?search=yok-boyle');
    expect(none.body.data).toEqual([]);
  });

  it('answers the profile with its win rate, curve and copiers', async () => {
    const answer = await kit.send(follower, 'GET', `/api/traders/${trader.userId}`);
    expect(answer.statusCode).toBe(200);
    const profile = answer.body.data as TraderProfile;
    expect(profile).toMatchObject({ bio: 'Kısa vadeli işlemler.', trades: 1, winRatePct: 100, copiers: 0 });
    expect(profile.riskScore).toBeGreaterThanOrEqual(1);
    expect(profile.equityCurve.length).toBeGreaterThan(0);
    expect(profile.symbols).toEqual(['EURUSD']);
    const unknown = await kit.send(follower, 'GET', '/api/traders/no-such-trader');
    expect(unknown.statusCode).toBe(404);
  });

  it("answers a trader's open positions and history", async () => {
    const history = await kit.send(follower, 'GET', `/api/traders/orders/${trader.userId}`);
    expect(history.statusCode).toBe(200);
    expect(history.body.data).toHaveLength(1);
    const open = await kit.send(follower, 'GET', `/api/traders/positions/${trader.userId}`);
    expect(open.body.data).toEqual([]);
  });
});

describe('POST /api/traders/follow', () => {
  it.each([
    ['under 100', 99.99, 422, texts.sizeTooSmall],
    ['negative', -500, 422, texts.sizeTooSmall],
    ['over free margin', 1_000_000, 422, texts.sizeOverFreeMargin],
    ['with a third decimal', 100.001, 422, texts.sizeStep],
  ])('refuses a size %s', async (_name, size, status, message) => {
    const answer = await kit.follow(follower, trader, size);
    expect(answer.statusCode).toBe(status);
    expect(answer.body).toMatchObject({ status: false, message });
  });

  it('refuses a size sent as text', async () => {
    const answer = await kit.send(follower, 'POST', '/api/traders/follow', {
      id: trader.userId,
      size: '500',
    });
    expect(answer.statusCode).toBe(400);
  });

  it.each([4, 96, 40.5])('refuses a copy stop-loss of %s%%', async (pct) => {
    const answer = await kit.follow(follower, trader, 500, pct);
    expect(answer.statusCode).toBe(422);
    expect(answer.body.message).toBe(texts.stopLossOutOfRange);
  });

  it('refuses following yourself (422) and an unknown trader (404)', async () => {
    const self = await kit.follow(trader, trader, 500);
    expect(self.statusCode).toBe(422);
    expect(self.body.message).toBe(texts.cannotFollowSelf);
    const unknown = await kit.send(follower, 'POST', '/api/traders/follow', { id: 'nobody', size: 500 });
    expect(unknown.statusCode).toBe(404);
  });

  it('follows with the default copy stop-loss, and following again changes the size', async () => {
    const first = await kit.follow(follower, trader, 1_000);
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe(texts.followed);
    expect(traderOf(first)).toMatchObject({ isFollow: true, followCount: 1 });
    expect(traderOf(first).copy).toMatchObject({ size: 1_000, copyStopLossPct: 40, status: 'active' });
    const again = await kit.follow(follower, trader, 2_500, 25);
    expect(again.body.message).toBe(texts.followChanged);
    expect(traderOf(again)).toMatchObject({ followCount: 1 });
    expect(traderOf(again).copy).toMatchObject({ size: 2_500, copyStopLossPct: 25 });
  });

  it('pauses and resumes; unfollow ends the copy and the counts follow', async () => {
    const paused = await kit.send(follower, 'POST', `/api/traders/pause/${trader.userId}`);
    expect(traderOf(paused).copy?.status).toBe('paused');
    const resumed = await kit.send(follower, 'POST', `/api/traders/resume/${trader.userId}`);
    expect(traderOf(resumed).copy?.status).toBe('active');
    const ended = await kit.send(follower, 'POST', `/api/traders/unfollow/${trader.userId}`);
    expect(ended.statusCode).toBe(200);
    expect(traderOf(ended)).toMatchObject({ isFollow: false, followCount: 0, copy: null });
    const again = await kit.send(follower, 'POST', `/api/traders/unfollow/${trader.userId}`);
    expect(again.statusCode).toBe(404);
    const pauseNone = await kit.send(follower, 'POST', `/api/traders/pause/${trader.userId}`);
    expect(pauseNone.statusCode).toBe(404);
  });
});

describe('comments', () => {
  it.each([
    ['0 stars', { star: 0, comment: 'İyi' }, texts.starOutOfRange],
    ['6 stars', { star: 6, comment: 'İyi' }, texts.starOutOfRange],
    ['an empty comment', { star: 4, comment: '   ' }, texts.commentEmpty],
    ['a comment over 500 characters', { star: 4, comment: 'a'.repeat(501) }, texts.commentTooLong],
  ])('refuses %s', async (_name, payload, message) => {
    const answer = await kit.send(follower, 'POST', `/api/traders/comments/${trader.userId}`, payload);
    expect(answer.statusCode).toBe(422);
    expect(answer.body.message).toBe(message);
  });

  it('keeps one comment per customer (a second replaces the first) and pages them', async () => {
    const first = await kit.send(follower, 'POST', `/api/traders/comments/${trader.userId}`, {
      star: 3,
      comment: 'a'.repeat(500),
    });
    expect(first.statusCode).toBe(200);
    await kit.send(follower, 'POST', `/api/traders/comments/${trader.userId}`, {
      star: 5,
      comment: 'Harika.',
    });
    const page = await kit.send(follower, 'GET', `/api/traders/comments/${trader.userId}?page=1`);
    expect(page.body).toMatchObject({ status: true, currentPage: 1, totalPages: 1 });
    const comments = page.body.data as TraderComment[];
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ userName: 'Ayşe Y.', star: 5, comment: 'Harika.' });
    const empty = await kit.send(follower, 'GET', `/api/traders/comments/${trader.userId}?page=2`);
    expect(empty.body.data).toEqual([]);
    const unknown = await kit.send(follower, 'GET', '/api/traders/comments/nobody?page=1');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('trader settings', () => {
  it('opts out: the trader leaves the list', async () => {
    const other = await kit.trader('Geçici Trader');
    const off = await kit.send(other, 'PUT', '/api/traders/me', {
      allowCopiers: false,
      displayName: 'Geçici Trader',
      bio: '',
    });
    expect(off.body.data).toMatchObject({ allowCopiers: false });
    const list = await kit.send(follower, 'GET', '/api/traders');
    expect((list.body.data as Trader[]).some((row) => row.id === other.userId)).toBe(false);
    const bad = await kit.send(other, 'PUT', '/api/traders/me', {
      allowCopiers: true,
      displayName: 'x',
      bio: '',
    });
    expect(bad.statusCode).toBe(422);
  });
});
