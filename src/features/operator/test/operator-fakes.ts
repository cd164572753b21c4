// A fake of the operator API with the server's rules (the operator API contract): queues that
// shrink when an item is decided, a reason required to refuse, 409 when deciding twice, paging at
// a small page size so a few rows make two pages, and every decision recorded as an audit row.
// The screen tests drive the back office the way an operator does and see a real server's answers.
import { configure } from '@testing-library/react';
import type { RootState } from '../../../app/store';
import { installFakeApi, type FakeApi, type RecordedCall } from '../../../test/fake-api';
import { demoProfile, demoSummary } from '../../../test/fixtures';
import { makeAccounts, makeTransaction, ok, refusal } from '../../../test/money-fakes';
import { signedInState } from '../../../test/render-with-providers';
import type {
  AuditRow,
  CatalogueRobot,
  CustomerDetail,
  CustomerRow,
  LedgerRow,
  ModeratedComment,
  ModeratedTrader,
  OperatorDocument,
  OperatorTransaction,
} from '../../../../contract/operator';

// The machine running the suites is shared and busy.
configure({ asyncUtilTimeout: 4000 });

/** Small, so three rows make two pages. */
export const FAKE_PAGE_SIZE = 2;

export const REFUSALS = {
  twice: 'Bu talep zaten sonuçlandırılmış.',
  reason: 'Lütfen bir neden yazınız.',
  notFound: 'Müşteri bulunamadı.',
} as const;

export function makeOperatorTransaction(overrides: Partial<OperatorTransaction> = {}): OperatorTransaction {
  return {
    ...makeTransaction(),
    // As the server sends it: whose, by id only.
    userId: 'c1',
    ...overrides,
  };
}

export function makeDocument(overrides: Partial<OperatorDocument> = {}): OperatorDocument {
  return {
    id: 'd1',
    kind: 'identity-front',
    status: 'pending',
    reason: null,
    createdAt: '2026-11-22T09:00:00.000Z',
    userId: 'c1',
    name: 'Ayşe',
    surname: 'Kaya',
    email: 'ayse@example.com',
    mimeType: 'image/png',
    sizeBytes: 2048,
    userStatus: 'pending',
    ...overrides,
  };
}

export const CUSTOMERS: CustomerRow[] = [
  {
    id: 'c1',
    name: 'Ayşe Kaya',
    firstName: 'Ayşe',
    surname: 'Kaya',
    email: 'ayse@example.com',
    phone: '905551112233',
    role: 'customer',
    verification: 'pending',
    createdAt: '2026-11-20T08:00:00.000Z',
  },
  {
    id: 'c2',
    name: 'Mehmet Demir',
    firstName: 'Mehmet',
    surname: 'Demir',
    email: 'mehmet@example.com',
    phone: '905559998877',
    role: 'customer',
    verification: 'verified',
    createdAt: '2026-11-19T08:00:00.000Z',
  },
];

export function customerDetail(): CustomerDetail {
  return {
    id: 'c1',
    name: 'Ayşe Kaya',
    firstName: 'Ayşe',
    surname: 'Kaya',
    email: 'ayse@example.com',
    phone: '905551112233',
    role: 'customer',
    createdAt: '2026-11-20T08:00:00.000Z',
    verification: {
      status: 'pending',
      documents: [
        {
          id: 'd1',
          kind: 'identity-front',
          status: 'pending',
          reason: null,
          createdAt: '2026-11-22T09:00:00.000Z',
        },
        {
          id: 'd0',
          kind: 'selfie',
          status: 'rejected',
          reason: 'Yüz görünmüyor.',
          createdAt: '2026-11-21T09:00:00.000Z',
        },
      ],
    },
    accounts: [
      { id: 'r1', kind: 'real', currency: 'USD', balance: 1250.5, held: 200 },
      { id: 'p1', kind: 'practice', currency: 'USD', balance: 10000, held: 0 },
    ],
    sessions: [
      {
        id: 's1',
        createdAt: '2026-11-22T07:00:00.000Z',
        lastSeenAt: '2026-11-22T07:30:00.000Z',
        userAgent: 'Chrome on Windows',
        ip: '203.0.113.7',
      },
    ],
  };
}

export const LEDGER: LedgerRow[] = [
  {
    id: 'l3',
    kind: 'realized',
    amount: -49.5,
    balanceAfter: 1250.5,
    orderId: 'o7',
    createdAt: '2026-11-22T06:00:00.000Z',
  },
  {
    id: 'l2',
    kind: 'deposit',
    amount: 1000,
    balanceAfter: 1300,
    orderId: null,
    createdAt: '2026-11-21T06:00:00.000Z',
  },
  {
    id: 'l1',
    kind: 'deposit',
    amount: 300,
    balanceAfter: 300,
    orderId: null,
    createdAt: '2026-11-20T06:00:00.000Z',
  },
];

export function makeTrader(overrides: Partial<ModeratedTrader> = {}): ModeratedTrader {
  return {
    id: 'tr1',
    name: 'Kemal Trader',
    hidden: false,
    hiddenReason: null,
    followCount: 12,
    copiers: 3,
    ...overrides,
  };
}

export function makeComment(overrides: Partial<ModeratedComment> = {}): ModeratedComment {
  return {
    _id: 'cm1',
    userName: 'Ali V.',
    star: 1,
    comment: 'Reklam içerikli yorum.',
    createdAt: '2026-11-21T12:00:00.000Z',
    removed: false,
    removedReason: null,
    ...overrides,
  };
}

export function makeCatalogueRobot(overrides: Partial<CatalogueRobot> = {}): CatalogueRobot {
  return {
    robotId: 'btc-trend',
    name: 'BTC Trend Takipçisi',
    symbol: 'BTCUSD',
    strategy: 'Ortalamalar kesişince işlem açar.',
    enabled: true,
    subscribers: 5,
    activeSubscribers: 4,
    ...overrides,
  };
}

export interface OperatorFakeOptions {
  transactions?: OperatorTransaction[];
  documents?: OperatorDocument[];
  traders?: ModeratedTrader[];
  comments?: ModeratedComment[];
  robots?: CatalogueRobot[];
  audit?: AuditRow[];
  /** Customers who receive a broadcast. */
  recipients?: number;
}

export type OperatorFake = FakeApi & {
  transactions: () => OperatorTransaction[];
  documents: () => OperatorDocument[];
  traders: () => ModeratedTrader[];
  comments: () => ModeratedComment[];
  robots: () => CatalogueRobot[];
  audit: () => AuditRow[];
};

const pageIn = (call: RecordedCall): number => Math.max(1, Number(call.query.get('page')) || 1);

function paged<T>(rows: readonly T[], call: RecordedCall) {
  const page = pageIn(call);
  return {
    status: 200,
    body: {
      status: true,
      data: rows.slice((page - 1) * FAKE_PAGE_SIZE, page * FAKE_PAGE_SIZE),
      currentPage: page,
      totalPages: Math.ceil(rows.length / FAKE_PAGE_SIZE),
      total: rows.length,
    },
  };
}

/** The reason the way the server checks it: 1 to 500 characters once trimmed. */
function reasonIn(call: RecordedCall): string | null {
  const reason = (call.body as { reason?: unknown } | undefined)?.reason;
  if (typeof reason !== 'string') return null;
  const trimmed = reason.trim();
  return trimmed.length >= 1 && trimmed.length <= 500 ? trimmed : null;
}

/** The layout's calls as an operator, and the operator API over lists the decisions change. */
export function fakeOperatorApi(options: OperatorFakeOptions = {}): OperatorFake {
  let transactions = options.transactions ?? [
    makeOperatorTransaction({ id: 't1', reference: 'KLD-AAA111', amount: 250 }),
    makeOperatorTransaction({
      id: 't2',
      reference: 'KLD-BBB222',
      amount: 500,
      userId: 'c2',
    }),
    makeOperatorTransaction({ id: 't3', reference: 'KLD-CCC333', amount: 75 }),
    makeOperatorTransaction({
      id: 'w1',
      type: 'withdrawal',
      method: 'iban',
      reference: 'KLD-WWW999',
      amount: 120,
      iban: 'TR12 0006 2000 0000 1234 5678 90',
      holder: 'Ayşe Kaya',
    }),
  ];
  let documents = options.documents ?? [makeDocument()];
  let traders = options.traders ?? [
    makeTrader(),
    makeTrader({ id: 'tr2', name: 'Gizli Trader', hidden: true, hiddenReason: 'Yanıltıcı.' }),
  ];
  let comments = options.comments ?? [
    makeComment(),
    makeComment({
      _id: 'cm2',
      userName: 'Zeynep K.',
      star: 5,
      comment: 'Çok iyi.',
      removed: true,
      removedReason: 'Tekrar.',
    }),
  ];
  let robots = options.robots ?? [
    makeCatalogueRobot(),
    makeCatalogueRobot({ robotId: 'gold', name: 'Altın Dönüş', symbol: 'XAUUSD', enabled: false }),
  ];
  const audit: AuditRow[] = options.audit ?? [];
  const record = (action: string, subjectType: string, subjectId: string, before: unknown, after: unknown) =>
    audit.unshift({
      id: `a${audit.length + 1}`,
      actorId: 'op1',
      actorRole: 'operator',
      actorEmail: 'operator@example.com',
      action,
      subjectType,
      subjectId,
      before,
      after,
      createdAt: '2026-11-22T12:00:00.000Z',
    });

  const pending = (type: string | null) =>
    transactions.filter((row) => row.status === 'pending' && (type === null || row.type === type));

  const fake = installFakeApi()
    .on('GET /api/users/profile', ok(demoProfile({ role: 'operator', name: 'Operasyon', surname: 'Ekibi' })))
    .on('GET /api/users/accounts', ok(makeAccounts('practice')))
    .on('GET /api/operator/queues', () =>
      ok({
        deposits: pending('deposit').length,
        withdrawals: pending('withdrawal').length,
        documents: documents.filter((row) => row.status === 'pending').length,
      }),
    )
    .on('GET /api/operator/trans', (call) => paged(pending(call.query.get('type')), call))
    .on('GET /api/operator/verifications', (call) =>
      paged(
        documents.filter((row) => row.status === 'pending'),
        call,
      ),
    )
    .on('GET /api/operator/customers', (call) => {
      const search = (call.query.get('search') ?? '').toLowerCase();
      return paged(
        CUSTOMERS.filter((row) =>
          [row.name, row.surname, row.email, row.phone].some((field) =>
            field?.toLowerCase().includes(search),
          ),
        ),
        call,
      );
    })
    .on('GET /api/operator/customers/c1', ok(customerDetail()))
    .on('GET /api/operator/customers/c1/ledger', (call) => paged(LEDGER, call))
    .on('GET /api/operator/customers/c1/positions', (call) => paged([], call))
    .on('GET /api/operator/customers/c1/transactions', (call) => paged(transactions, call))
    .on('GET /api/operator/traders', (call) => {
      const search = (call.query.get('search') ?? '').toLowerCase();
      return paged(
        traders.filter((row) => row.name.toLowerCase().includes(search)),
        call,
      );
    })
    .on('GET /api/operator/robots', () => ok(robots))
    .on('GET /api/operator/audit', (call) => {
      const action = call.query.get('action');
      return paged(
        // As the server: an action, or a whole domain when the name has no dot.
        audit.filter((row) => !action || row.action === action || row.action.startsWith(`${action}.`)),
        call,
      );
    })
    .on('POST /api/operator/notifications/broadcast', (call) => {
      const body = call.body as { title?: string; text?: string };
      record('notification.broadcast', 'notification', 'n1', null, body);
      return ok({ recipients: options.recipients ?? 42 });
    });

  const decideTransaction = (id: string, status: 'approved' | 'rejected') => (call: RecordedCall) => {
    const row = transactions.find((item) => item.id === id);
    if (!row) return refusal(404, 'Bulunamadı.');
    if (row.status !== 'pending') return refusal(409, REFUSALS.twice);
    const reason = status === 'rejected' ? reasonIn(call) : null;
    if (status === 'rejected' && !reason) return refusal(400, REFUSALS.reason);
    const decided = { ...row, status, reason };
    transactions = transactions.map((item) => (item.id === id ? decided : item));
    record(
      `transaction.${status === 'approved' ? 'approve' : 'reject'}`,
      'transaction',
      id,
      { status: 'pending' },
      { status },
    );
    return ok(decided);
  };
  for (const { id } of transactions) {
    fake.on(`POST /api/operator/trans/${id}/approve`, decideTransaction(id, 'approved'));
    fake.on(`POST /api/operator/trans/${id}/reject`, decideTransaction(id, 'rejected'));
  }

  const decideDocument = (id: string, status: 'approved' | 'rejected') => (call: RecordedCall) => {
    const row = documents.find((item) => item.id === id);
    if (!row) return refusal(404, 'Bulunamadı.');
    if (row.status !== 'pending') return refusal(409, REFUSALS.twice);
    const reason = status === 'rejected' ? reasonIn(call) : null;
    if (status === 'rejected' && !reason) return refusal(400, REFUSALS.reason);
    documents = documents.map((item) => (item.id === id ? { ...item, status, reason } : item));
    return ok({ ...row, status, reason });
  };
  for (const { id } of documents) {
    fake.on(`POST /api/operator/verifications/${id}/approve`, decideDocument(id, 'approved'));
    fake.on(`POST /api/operator/verifications/${id}/reject`, decideDocument(id, 'rejected'));
    fake.on(`GET /api/operator/documents/${id}`, { status: 200, body: 'PNG' });
  }

  for (const { id } of traders) {
    fake.on(`POST /api/operator/traders/${id}/hide`, (call) => {
      const row = traders.find((item) => item.id === id);
      if (!row) return refusal(404, 'Bulunamadı.');
      if (row.hidden) return refusal(409, 'Trader zaten gizli.');
      const reason = reasonIn(call);
      if (!reason) return refusal(400, REFUSALS.reason);
      traders = traders.map((item) =>
        item.id === id ? { ...item, hidden: true, hiddenReason: reason } : item,
      );
      record('trader.hide', 'trader', id, { hidden: false }, { hidden: true, reason });
      return ok(null);
    });
    fake.on(`POST /api/operator/traders/${id}/show`, () => {
      const row = traders.find((item) => item.id === id);
      if (!row?.hidden) return refusal(409, 'Trader zaten yayında.');
      traders = traders.map((item) =>
        item.id === id ? { ...item, hidden: false, hiddenReason: null } : item,
      );
      return ok(null);
    });
    fake.on(`GET /api/operator/traders/${id}/comments`, (call) => paged(comments, call));
  }
  for (const comment of comments) {
    const id = comment._id ?? '';
    fake.on(`POST /api/operator/traders/comments/${id}/remove`, (call) => {
      const row = comments.find((item) => item._id === id);
      if (!row || row.removed) return refusal(409, 'Yorum zaten kaldırılmış.');
      const reason = reasonIn(call);
      if (!reason) return refusal(400, REFUSALS.reason);
      comments = comments.map((item) =>
        item._id === id ? { ...item, removed: true, removedReason: reason } : item,
      );
      return ok(null);
    });
  }
  for (const { robotId } of robots) {
    fake.on(`PUT /api/operator/robots/${robotId}`, (call) => {
      const enabled = (call.body as { enabled?: unknown } | undefined)?.enabled;
      if (typeof enabled !== 'boolean') return refusal(400, 'Geçersiz istek.');
      robots = robots.map((item) => (item.robotId === robotId ? { ...item, enabled } : item));
      return ok(robots.find((item) => item.robotId === robotId));
    });
  }

  return Object.assign(fake, {
    transactions: () => transactions,
    documents: () => documents,
    traders: () => traders,
    comments: () => comments,
    robots: () => robots,
    audit: () => audit,
  });
}

/** Signed in as an operator, the profile already known (as after a sign-in). */
export const operatorState = (): Partial<RootState> =>
  ({
    ...signedInState(),
    userProfile: { profile: demoProfile({ role: 'operator', name: 'Operasyon', surname: 'Ekibi' }) },
    userFinance: { summary: demoSummary() },
  }) as Partial<RootState>;

/** Signed in as an ordinary customer. */
export const customerState = (): Partial<RootState> =>
  ({
    ...signedInState(),
    userProfile: { profile: demoProfile() },
    userFinance: { summary: demoSummary() },
  }) as Partial<RootState>;
