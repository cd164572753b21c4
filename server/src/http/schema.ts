// TypeBox helpers so every route schema rejects unknown fields and documents its envelope.
import { Type } from '@sinclair/typebox';
import type { TObject, TProperties, TSchema } from '@sinclair/typebox';

/** An object schema that refuses fields it does not name. */
export function strictObject<T extends TProperties>(properties: T, description?: string): TObject<T> {
  return Type.Object(properties, { additionalProperties: false, description });
}

/** The success envelope around `data`, for response schemas and the OpenAPI document. */
export function successEnvelope<T extends TSchema>(data: T) {
  return Type.Object({ status: Type.Literal(true), message: Type.Optional(Type.String()), data });
}

export const MessageEnvelope = Type.Object({ status: Type.Boolean(), message: Type.Optional(Type.String()) });

export const FailureEnvelope = Type.Object(
  { status: Type.Literal(false), message: Type.String(), code: Type.Optional(Type.String()) },
  { description: 'Failure: a Turkish message and, sometimes, a machine code' },
);

/** Standard failure answers every route may give, for the OpenAPI document. */
export const failureResponses = {
  400: FailureEnvelope,
  401: FailureEnvelope,
  404: FailureEnvelope,
  500: FailureEnvelope,
};

/** A route that needs `Authorization: Bearer TOKEN` says so in the OpenAPI document. */
export const bearerSecurity = [{ bearerAuth: [] as string[] }];

/** Pages beyond this are refused: an offset that large is a typo, and the database's would overflow. */
export const PAGE_NUMBER_MAX = 100_000;

/** ?page=n, pages start at 1. */
export const PageQuery = strictObject({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_NUMBER_MAX, default: 1 })),
});
