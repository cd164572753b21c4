// Traders as the server sends them and a fake of the /api/traders calls with the server's rules
// (contract/traders.ts): a follow under 100 or over free margin is refused, following again
// changes the copy, unfollow ends it, pause and resume change its status, comments are paged and
// one per customer. The screen tests drive the screens the way a customer does against it.
import { configure } from '@testing-library/react';
import type { Order } from '../../../../contract/entities';
import type { Trader, TraderComment, TraderProfile } from '../../../../contract/traders';
import type { RootState } from '../../../app/store';
import { installFakeApi, type FakeApi, type FakeReply, type RecordedCall } from '../../../test/fake-api';
import { demoProfile, demoSummary } from '../../../test/fixtures';
import { makeAccounts, ok, refusal } from '../../../test/money-fakes';
import { signedInState } from '../../../test/render-with-providers';

// The machine running the suites is shared and busy.
configure({ asyncUtilTimeout: 4000 });

export const FREE_MARGIN_USD = 5000;
export const REFUSALS = {
  size: 'Kopyalama tutarı 100.00 USD ile serbest teminat arasında olmalıdır.',
  notFollowing: 'Bu traderı takip etmiyorsunuz.',
} as const;

export function makeTrader(overrides: Partial<TraderProfile> = {}): TraderProfile {
  return {
    _id: 't1',
    id: 't1',
    traderId: 'u-t1',
    name: 'Ayşe Yılmaz',
    imageUrl: '',
    followCount: 12,
    isFollow: false,
    currentROI: 4.25,
    beforeROI: -1.5,
    allROI: 38,
    profitPositive: 15230.4,
    profitNegative: -4210.75,
    seeded: true,
    riskScore: 6,
    copy: null,
    follow: null,
    bio: 'Altın ve endekslerde trend takipçisi.',
    maxDrawdownPct: 12.4,
    winRatePct: 58,
    trades: 240,
    copiers: 12,
    assetsUnderCopy: 48200,
    equityCurve: [10000, 10400, 10150, 11200].map((equity, index) => ({
      time: 1_763_000_000 + index * 86_400,
      equity,
    })),
    symbols: ['XAUUSD', 'US30'],
    since: '2026-01-05T00:00:00.000Z',
    ...overrides,
  };
}

export const secondTrader = () =>
  makeTrader({ _id: 't2', id: 't2', traderId: 'u-t2', name: 'Mehmet Kaya', followCount: 3, allROI: -8 });

export function makeComment(index: number, overrides: Partial<TraderComment> = {}): TraderComment {
  return {
    _id: `c${index}`,
    userName: `Müşteri ${index}`,
    star: (index % 5) + 1,
    comment: `Yorum ${index}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export interface TradersFakeOptions {
  traders?: TraderProfile[];
  positions?: Order[];
  history?: Order[];
  /** Comment pages, page 1 first. */
  comments?: TraderComment[][];
}

const bodyOf = (call: RecordedCall): Record<string, unknown> => (call.body ?? {}) as Record<string, unknown>;
const idFrom = (call: RecordedCall): string => decodeURIComponent(call.path.split('/').pop() ?? '');

/** The layout's calls and every /api/traders call over traders the follow calls change. */
export function fakeTradersApi(options: TradersFakeOptions = {}): FakeApi & { traders: () => Trader[] } {
  let traders = options.traders ?? [makeTrader(), secondTrader()];
  let comments = options.comments ?? [[]];
  const find = (id: string) => traders.find((trader) => trader.id === id);
  const replace = (next: TraderProfile) => {
    traders = traders.map((trader) => (trader.id === next.id ? next : trader));
    return ok(next);
  };
  const withTrader = (call: RecordedCall, change: (trader: TraderProfile) => FakeReply) => {
    const trader = find(idFrom(call));
    return trader ? change(trader) : refusal(404, 'Trader bulunamadı.');
  };

  const fake = installFakeApi()
    .on('GET /api/users/profile', ok(demoProfile({ accountKind: 'practice', marginFree: FREE_MARGIN_USD })))
    .on('GET /api/users/accounts', ok(makeAccounts('practice')))
    .on('GET /api/traders', (call) => {
      const search = (call.query.get('search') ?? '').toLocaleLowerCase('tr-TR');
      return ok(traders.filter((trader) => trader.name.toLocaleLowerCase('tr-TR').includes(search)));
    })
    .on('POST /api/traders/follow', (call) => {
      const { id, size, copyStopLossPct } = bodyOf(call);
      const trader = find(String(id));
      if (!trader) return refusal(404, 'Trader bulunamadı.');
      if (typeof size !== 'number' || size < 100 || size > FREE_MARGIN_USD)
        return refusal(422, REFUSALS.size);
      const pct = typeof copyStopLossPct === 'number' ? copyStopLossPct : 40;
      const copy = trader.copy ?? {
        status: 'active' as const,
        accountId: 'a1',
        equity: size,
        realizedProfit: 0,
        floatingProfit: 0,
        openPositions: 0,
        size,
        copyStopLossPct: pct,
      };
      const body = bodyOf(call);
      const lotsOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
      return replace({
        ...trader,
        isFollow: true,
        followCount: trader.isFollow ? trader.followCount : trader.followCount + 1,
        copy: { ...copy, size, copyStopLossPct: pct },
        follow: {
          size,
          copyStopLossPct: pct,
          mode: body.mode === 'fixed' ? 'fixed' : 'proportional',
          fixedLots: lotsOrNull(body.fixedLots),
          maxLotsPerTrade: lotsOrNull(body.maxLotsPerTrade),
          maxOpenTrades: lotsOrNull(body.maxOpenTrades),
        },
      });
    });

  // Routes with the trader's id in the path: one per trader, as the fake matches exact paths.
  for (const { id } of traders) {
    fake
      .on(`GET /api/traders/${id}`, (call) => withTrader(call, ok))
      .on(`GET /api/traders/positions/${id}`, ok(options.positions ?? []))
      .on(`GET /api/traders/orders/${id}`, ok(options.history ?? []))
      .on(`POST /api/traders/unfollow/${id}`, (call) =>
        withTrader(call, (trader) =>
          trader.isFollow
            ? replace({ ...trader, isFollow: false, followCount: trader.followCount - 1, copy: null })
            : refusal(404, REFUSALS.notFollowing),
        ),
      )
      .on(`POST /api/traders/pause/${id}`, (call) =>
        withTrader(call, (trader) =>
          trader.copy
            ? replace({ ...trader, copy: { ...trader.copy, status: 'paused' } })
            : refusal(404, REFUSALS.notFollowing),
        ),
      )
      .on(`POST /api/traders/resume/${id}`, (call) =>
        withTrader(call, (trader) =>
          trader.copy
            ? replace({ ...trader, copy: { ...trader.copy, status: 'active' } })
            : refusal(404, REFUSALS.notFollowing),
        ),
      )
      .on(`GET /api/traders/comments/${id}`, (call) => {
        const page = Number(call.query.get('page') ?? '1');
        return {
          body: {
            status: true,
            data: comments[page - 1] ?? [],
            currentPage: page,
            totalPages: comments.length,
          },
        };
      })
      .on(`POST /api/traders/comments/${id}`, (call) => {
        const { star, comment } = bodyOf(call);
        const made = makeComment(99, { userName: 'Demo K.', star: Number(star), comment: String(comment) });
        comments = [[made, ...(comments[0] ?? [])], ...comments.slice(1)];
        return ok(made);
      });
  }
  return Object.assign(fake, { traders: () => traders });
}

/** Signed in on the practice account with its figures loaded (free margin 5,000 USD). */
export const tradersState = (marginFree = FREE_MARGIN_USD): Partial<RootState> =>
  ({
    ...signedInState(),
    userProfile: { profile: demoProfile({ accountKind: 'practice' }) },
    userFinance: { summary: demoSummary({ marginFree }) },
  }) as Partial<RootState>;
