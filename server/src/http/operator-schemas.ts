// Schema pieces every back-office route shares: the page number, a paged answer with its total,
// a data answer, and a nullable. The domains' operator routes build their own shapes from these.
import { Type, type TSchema } from '@sinclair/typebox';

/** Pages beyond this are refused: an offset that large is a typo, not a list. */
export const OPERATOR_PAGE_MAX = 100_000;

export const OperatorPage = Type.Optional(
  Type.Integer({ minimum: 1, maximum: OPERATOR_PAGE_MAX, default: 1 }),
);

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** `{status, data: item[], currentPage, totalPages, total}`. */
export function operatorPageAnswer<T extends TSchema>(item: T) {
  return Type.Object({
    status: Type.Literal(true),
    data: Type.Array(item),
    currentPage: Type.Integer(),
    totalPages: Type.Integer(),
    total: Type.Integer(),
  });
}

export function operatorDataAnswer<T extends TSchema>(data: T) {
  return Type.Object({ status: Type.Literal(true), message: Type.Optional(Type.String()), data });
}
