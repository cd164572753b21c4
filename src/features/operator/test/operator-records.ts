// Sample back-office records as the server sends them (the operator API contract): a customer and
// their detail, a ledger, queued transactions and documents, traders, comments and catalogue robots.
// Builders take overrides so a test states only what it is about.
import { makeTransaction } from '../../../test/money-fakes';
import type {
  CatalogueRobot,
  CustomerDetail,
  CustomerRow,
  LedgerRow,
  ModeratedComment,
  ModeratedTrader,
  OperatorDocument,
  OperatorTransaction,
} from '../../../../contract/operator';

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
