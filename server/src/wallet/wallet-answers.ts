// Answer schemas of the wallet routes, for the OpenAPI document and fast serialization. They
// mirror contract/wallet.ts; a field added there is added here too, or the answer drops it.
import { Type, type TSchema } from '@sinclair/typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const transactionFields = {
  id: Type.String(),
  type: Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')]),
  amount: Type.Number({ description: 'USD' }),
  method: Type.Union([
    Type.Literal('havale'),
    Type.Literal('eft'),
    Type.Literal('card'),
    Type.Literal('iban'),
  ]),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('approved'),
    Type.Literal('rejected'),
    Type.Literal('cancelled'),
  ]),
  reference: Type.String({ description: 'The code written in the transfer description' }),
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Nullable(Type.String({ format: 'date-time' })),
  reason: Nullable(Type.String()),
  accountId: Type.String(),
  brokerAccountId: Nullable(Type.String()),
  iban: Nullable(Type.String({ description: 'Grouped by four' })),
  holder: Nullable(Type.String()),
  purpose: Nullable(Type.String({ description: 'Stated when MASAK asks for it' })),
  flags: Type.Array(Type.String(), { description: "['masak'] when marked for review" }),
};

export const TransactionAnswer = Type.Object(transactionFields);
export const OperatorTransactionAnswer = Type.Object({
  ...transactionFields,
  userId: Type.String(),
  name: Type.String({ description: 'The customer’s first name' }),
  surname: Type.String(),
  email: Type.String(),
});

export const BrokerAccountAnswer = Type.Object({
  id: Type.String(),
  bank: Type.String(),
  iban: Type.String(),
  holder: Type.String(),
  currency: Type.String(),
});

export const CardCheckoutAnswer = Type.Object({
  checkoutId: Type.String(),
  paymentUrl: Type.String({ description: 'The provider’s hosted page; the browser navigates there' }),
  expiresAt: Type.String({ format: 'date-time' }),
});

export const BankInfoAnswer = Type.Object({ code: Type.String(), name: Type.String() });

export const SavedBankAnswer = Type.Object({
  id: Type.String(),
  iban: Type.String(),
  holder: Type.String(),
  bankCode: Nullable(Type.String()),
  bankName: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});

export const MoneyLimitsAnswer = Type.Object({
  depositMin: Type.Number(),
  depositMax: Type.Number(),
  withdrawalMin: Type.Number(),
  withdrawalMax: Type.Number(),
});

export function dataAnswer<T extends TSchema>(data: T) {
  return Type.Object({ status: Type.Literal(true), message: Type.Optional(Type.String()), data });
}

export function pageAnswer<T extends TSchema>(item: T) {
  return Type.Object({
    status: Type.Literal(true),
    data: Type.Array(item),
    currentPage: Type.Integer(),
    totalPages: Type.Integer(),
  });
}
