// Request and answer schemas of the back office's own routes (docs/back-office.md). Every request
// object refuses unknown fields; the answers mirror customer-records.ts, queues.ts and broadcast.ts.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, OperatorPage } from '../http/operator-schemas';
import { strictObject } from '../http/schema';

const Id = Type.String({ minLength: 1, maxLength: 64 });
const VerificationStatus = Type.Union([
  Type.Literal('unverified'),
  Type.Literal('pending'),
  Type.Literal('verified'),
  Type.Literal('rejected'),
]);
const DateTime = Type.String({ format: 'date-time' });

export const CustomersQuery = strictObject({
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, e-mail or phone' })),
  page: OperatorPage,
});
export type CustomersQuery = Static<typeof CustomersQuery>;

export const CustomerParams = strictObject({ id: Id });
export type CustomerParams = Static<typeof CustomerParams>;

export const LedgerQuery = strictObject({ accountId: Type.Optional(Id), page: OperatorPage });
export type LedgerQuery = Static<typeof LedgerQuery>;

export const PositionsQuery = strictObject({
  accountId: Type.Optional(Id),
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('waiting'), Type.Literal('closed')])),
  page: OperatorPage,
});
export type PositionsQuery = Static<typeof PositionsQuery>;

export const PageOnlyQuery = strictObject({ page: OperatorPage });
export type PageOnlyQuery = Static<typeof PageOnlyQuery>;

/** Long enough that an over-long title or text gets the service's own message. */
export const BroadcastBody = strictObject(
  { title: Type.String({ maxLength: 10_000 }), text: Type.String({ maxLength: 10_000 }) },
  'Title 1–80 and text 1–1000 characters, trimmed',
);
export type BroadcastBody = Static<typeof BroadcastBody>;

export const QueuesAnswer = Type.Object({
  deposits: Type.Integer({ description: 'Pending deposits' }),
  withdrawals: Type.Integer({ description: 'Pending withdrawals' }),
  documents: Type.Integer({ description: 'Verification documents waiting for review' }),
});

const customerFields = {
  id: Type.String(),
  name: Type.String({ description: 'Full name' }),
  firstName: Type.String(),
  surname: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  role: Type.Union([Type.Literal('customer'), Type.Literal('operator')]),
  createdAt: DateTime,
};

export const CustomerLineAnswer = Type.Object({ ...customerFields, verification: VerificationStatus });

export const CustomerDetailAnswer = Type.Object({
  ...customerFields,
  verification: Type.Object({
    status: VerificationStatus,
    documents: Type.Array(
      Type.Object({
        id: Type.String(),
        kind: Type.String(),
        status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
        reason: Nullable(Type.String()),
        createdAt: DateTime,
        decidedAt: Nullable(DateTime),
      }),
    ),
  }),
  accounts: Type.Array(
    Type.Object({
      id: Type.String(),
      kind: Type.Union([Type.Literal('real'), Type.Literal('practice')]),
      currency: Type.String(),
      balance: Type.Number({ description: 'USD' }),
      held: Type.Number({ description: 'Held by pending withdrawals, USD' }),
      credit: Type.Number({ description: 'USD' }),
    }),
  ),
  sessions: Type.Array(
    Type.Object({
      id: Type.String(),
      createdAt: DateTime,
      lastSeenAt: Nullable(DateTime),
      userAgent: Nullable(Type.String()),
      ip: Nullable(Type.String()),
    }),
  ),
});

export const LedgerLineAnswer = Type.Object({
  id: Type.String(),
  accountId: Type.String(),
  kind: Type.String(),
  amount: Type.Number({ description: 'USD, signed' }),
  balanceAfter: Type.Number({ description: 'USD' }),
  orderId: Nullable(Type.String()),
  createdAt: DateTime,
});

export const PositionsPageAnswer = Type.Object({
  status: Type.Literal(true),
  data: Type.Array(
    Type.Unknown({ description: 'Order (contract/entities.ts), as the customer’s lists show it' }),
  ),
  currentPage: Type.Integer(),
  totalPages: Type.Integer(),
  accountId: Type.String({ description: 'The account listed' }),
});

export const TransactionItemAnswer = Type.Unknown({
  description: 'The wallet’s operator transaction (GET /api/operator/trans item)',
});

export const BroadcastAnswer = Type.Object({
  recipients: Type.Integer({ description: 'Customers who got the notification' }),
  pushed: Type.Integer({ description: 'Of them, connected and pushed live' }),
});
