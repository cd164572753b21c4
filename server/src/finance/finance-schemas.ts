// Request and answer schemas of /api/finance/*. Query and params objects refuse unknown fields.
// Dates and months are checked by the service (a real calendar day, not in the future, a range of
// at most three years), so the schema only bounds their length; a schema failure still speaks the
// finance texts (financeSchemaErrorFormatter) rather than naming a field.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { serverTexts } from '../../../contract/server-texts';
import { ApiError } from '../http/envelope';
import { strictObject, successEnvelope } from '../http/schema';

const texts = serverTexts.finance;

const DayText = Type.String({ maxLength: 10, description: 'YYYY-MM-DD, a calendar day in Europe/Istanbul' });

export const RangeQuery = strictObject({ from: Type.Optional(DayText), to: Type.Optional(DayText) });
export type RangeQuery = Static<typeof RangeQuery>;

export const StatementParams = strictObject({
  month: Type.String({ maxLength: 7, description: 'YYYY-MM, a month in Europe/Istanbul' }),
});
export type StatementParams = Static<typeof StatementParams>;

/** The CSV dialect: the standard one (comma, decimal point) or Excel-Turkish (semicolon, decimal comma). */
const Dialect = Type.Optional(
  Type.Union([Type.Literal('standard'), Type.Literal('excel-tr')], { default: 'standard' }),
);

export const StatementQuery = strictObject({
  format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('pdf')], { default: 'csv' })),
  dialect: Dialect,
});

/** The range and the closed list's filter (contract/history.ts): the file holds the list's rows. */
export const ClosedTradesQuery = strictObject({
  from: Type.Optional(DayText),
  to: Type.Optional(DayText),
  symbol: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  type: Type.Optional(Type.Union([Type.Literal('Buy'), Type.Literal('Sell')])),
  dialect: Dialect,
});
export type ClosedTradesQuery = Static<typeof ClosedTradesQuery>;
export type StatementQuery = Static<typeof StatementQuery>;

const Usd = Type.Number({ description: 'USD with two decimals' });

export const EquityAnswer = successEnvelope(
  Type.Object({
    currency: Type.Literal('USD'),
    points: Type.Array(
      Type.Object({
        date: Type.String(),
        balance: Usd,
        equity: Usd,
        source: Type.Union([Type.Literal('snapshot'), Type.Literal('ledger'), Type.Literal('live')]),
      }),
    ),
  }),
);

export const MonthsAnswer = successEnvelope(
  Type.Array(
    Type.Object({
      month: Type.String({ description: 'YYYY-MM' }),
      openingBalance: Usd,
      deposits: Usd,
      withdrawals: Usd,
      realized: Usd,
      swap: Usd,
      commission: Usd,
      other: Usd,
      closingBalance: Usd,
      closedTrades: Type.Integer(),
    }),
    { description: 'Newest first' },
  ),
);

/** A file answer, for the OpenAPI document (a stream is never serialized). */
export function fileAnswer(contentTypes: readonly string[], description: string) {
  return {
    description,
    content: Object.fromEntries(
      contentTypes.map((type) => [type, { schema: Type.String({ format: 'binary' }) }]),
    ),
  };
}

function messageFor(issue: FastifySchemaValidationError | undefined): string {
  if (!issue) return serverTexts.validation.invalidInput;
  if (issue.keyword === 'additionalProperties') {
    return serverTexts.validation.unknownField(String(issue.params.additionalProperty ?? ''));
  }
  const field = issue.instancePath.split('/').filter(Boolean).pop() ?? '';
  if (field === 'month') return texts.monthInvalid;
  if (field === 'format') return texts.formatInvalid;
  if (field === 'from' || field === 'to') return texts.dateInvalid;
  const label = serverTexts.validation.fields[field];
  if (label !== undefined) return serverTexts.validation.invalid(label);
  return serverTexts.validation.invalidInput;
}

export function financeSchemaErrorFormatter(errors: FastifySchemaValidationError[]): Error {
  return new ApiError(400, messageFor(errors[0]), 'VALIDATION');
}
