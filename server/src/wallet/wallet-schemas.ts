// Request and answer schemas of the wallet routes. Every object refuses unknown fields. `amount`
// has no JSON type here on purpose: the server's ajv coerces types ("100" would become 100), and
// the service refuses a string, NaN, three decimals or a non-positive amount with its own Turkish
// message. Schema failures speak the wallet's field names (walletSchemaErrorFormatter), since the
// shared labels name trading's fields ('amount' is a lot size there).
import { Type, type Static } from '@sinclair/typebox';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { serverTexts } from '../../../contract/server-texts';
import { ApiError } from '../http/envelope';
import { strictObject } from '../http/schema';

const validation = serverTexts.validation;
const labels = serverTexts.wallet.fields;

export const ID_LENGTH_MAX = 64;
export const REASON_LENGTH_MAX = 500;
const TEXT_LENGTH_MAX = 100;
const IBAN_TYPED_LENGTH_MAX = 40;
export const TRANSACTIONS_PAGE_SIZE = 20;

const Id = Type.String({ minLength: 1, maxLength: ID_LENGTH_MAX });

export const PURPOSE_LENGTH_MAX = 200;
/** MASAK: why the money moves, asked once the day's total reaches the threshold (blank = none). */
const Purpose = Type.String({ maxLength: PURPOSE_LENGTH_MAX });

const PAYMENT_TOKEN_LENGTH_MAX = 128;

/**
 * Names a client might put card data under. They are not fields of any wallet body (card data goes
 * to the provider's hosted page only); sent anyway, they are refused with the card-data message and
 * its own wire code, CARD_DATA_REFUSED, rather than a bare "unknown field".
 */
export const CARD_DATA_FIELDS: ReadonlySet<string> = new Set([
  'card',
  'number',
  'cardNumber',
  'pan',
  'expiry',
  'expiryDate',
  'cvc',
  'cvv',
  'cvv2',
  'securityCode',
]);

export const TransactionBody = strictObject(
  {
    type: Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')]),
    amount: Type.Unknown({ description: 'USD, a JSON number above 0 with at most two decimals' }),
    method: Type.Optional(
      Type.Union([Type.Literal('havale'), Type.Literal('eft'), Type.Literal('card'), Type.Literal('iban')], {
        description: 'Deposits: havale, eft or card; withdrawals: iban (or none)',
      }),
    ),
    brokerAccountId: Type.Optional(Id),
    paymentToken: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: PAYMENT_TOKEN_LENGTH_MAX,
        description: 'Card deposits: the token the provider’s hosted page returned',
      }),
    ),
    iban: Type.Optional(Type.String({ maxLength: IBAN_TYPED_LENGTH_MAX })),
    holder: Type.Optional(Type.String({ maxLength: TEXT_LENGTH_MAX })),
    purpose: Type.Optional(Purpose),
  },
  'A deposit {type, amount, method, brokerAccountId? | paymentToken?} or a withdrawal {type, amount, iban, holder}',
);
export type TransactionBody = Static<typeof TransactionBody>;

export const IdBody = strictObject({ id: Id });
export type IdBody = Static<typeof IdBody>;

export const IdParams = strictObject({ id: Id });
export type IdParams = Static<typeof IdParams>;

export const CardCheckoutBody = strictObject(
  {
    amount: Type.Unknown({ description: 'USD, a JSON number above 0 with at most two decimals' }),
    purpose: Type.Optional(Purpose),
  },
  'A card payment to open on the provider’s hosted page',
);
export type CardCheckoutBody = Static<typeof CardCheckoutBody>;

export const SaveBankBody = strictObject({
  iban: Type.String({ maxLength: IBAN_TYPED_LENGTH_MAX }),
  holder: Type.String({ maxLength: TEXT_LENGTH_MAX }),
});
export type SaveBankBody = Static<typeof SaveBankBody>;

export const RejectBody = strictObject({ reason: Type.String({ maxLength: REASON_LENGTH_MAX }) });
export type RejectBody = Static<typeof RejectBody>;

const PAGE_MAX = 100_000;
const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 }));

export const TransactionsQuery = strictObject({ page: Page });
export type TransactionsQuery = Static<typeof TransactionsQuery>;

export const OperatorTransactionsQuery = strictObject({
  status: Type.Optional(
    Type.Union([
      Type.Literal('pending'),
      Type.Literal('approved'),
      Type.Literal('rejected'),
      Type.Literal('cancelled'),
    ]),
  ),
  type: Type.Optional(Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')])),
  page: Page,
});
export type OperatorTransactionsQuery = Static<typeof OperatorTransactionsQuery>;

function fieldOf(issue: FastifySchemaValidationError): string {
  const missing = issue.params.missingProperty;
  if (issue.keyword === 'required' && typeof missing === 'string') return missing;
  const parts = issue.instancePath.split('/').filter(Boolean);
  return parts[parts.length - 1] ?? '';
}

function limitOf(issue: FastifySchemaValidationError): number {
  return typeof issue.params.limit === 'number' ? issue.params.limit : 0;
}

/** One Turkish sentence naming the wallet's field, for the first schema failure. */
export function walletSchemaMessage(issue: FastifySchemaValidationError | undefined): string {
  if (!issue) return validation.invalidInput;
  const field = fieldOf(issue);
  const label = labels[field] ?? field;
  switch (issue.keyword) {
    case 'required':
      return validation.required(label);
    case 'additionalProperties': {
      const name = String(issue.params.additionalProperty ?? '');
      return CARD_DATA_FIELDS.has(name) ? serverTexts.wallet.cardDataRefused : validation.unknownField(name);
    }
    case 'maxLength':
      return validation.tooLong(label, limitOf(issue));
    case 'minLength':
      return label && limitOf(issue) <= 1
        ? validation.required(label)
        : validation.tooShort(label, limitOf(issue));
    case 'minimum':
      return validation.tooSmall(label, limitOf(issue));
    case 'maximum':
      return validation.tooLarge(label, limitOf(issue));
    default:
      return field ? validation.invalid(label) : validation.invalidInput;
  }
}

export function walletSchemaErrorFormatter(errors: FastifySchemaValidationError[]): Error {
  const first = errors[0];
  const cardData =
    first?.keyword === 'additionalProperties' &&
    CARD_DATA_FIELDS.has(String(first.params.additionalProperty));
  return new ApiError(400, walletSchemaMessage(first), cardData ? 'CARD_DATA_REFUSED' : 'VALIDATION');
}
