// Checks that fail a statement from inside SQL, so the transaction holding it rolls back even when
// its COMMIT was sent before the statement's answer came back (a group commit's one flight,
// database-types.ts `transactionOfStatements`). Outside PL/pgSQL, PostgreSQL has no RAISE: casting
// the message to an integer fails with "invalid input syntax for type integer" and the message.
// The message must depend on the statement's rows, or the planner may fold the cast and fail the
// statement before it runs.
import { DatabaseQueryError } from './database-error';

/** A SQL expression that fails its statement with `message` (a text expression) when `failed` holds. */
export function failWhen(failed: string, message: string): string {
  return `CASE WHEN ${failed} THEN (${message})::int END`;
}

/** The marker every check's message starts with, so a caller can tell a check from other errors. */
export const SQL_CHECK_MARKER = 'check failed: ';

/**
 * Wraps a data-modifying statement with RETURNING so that it fails unless it touched exactly
 * `expectedRowsSql` rows; answers the same rows (plus an always-null `failed` column that keeps
 * the check from being planned away). The check's row leads the join, so it is computed even when
 * nothing was written; a statement expected to touch no row answers one row of nulls.
 */
export function expectRowCount(statement: string, expectedRowsSql: string, what: string): string {
  const message = `'${SQL_CHECK_MARKER}${what}: ' || count(*) || ' of ' || ${expectedRowsSql} || ' rows'`;
  return `WITH written AS (${statement}),
     checked AS (SELECT ${failWhen(`count(*) <> ${expectedRowsSql}`, message)} AS failed FROM written)
     SELECT written.*, checked.failed FROM checked LEFT JOIN written ON true`;
}

/** 22P02: what the failed cast of a check's message raises. */
const INVALID_TEXT_REPRESENTATION = '22P02';

/** Whether `error` is one of these checks failing (the message's values are dropped from logs). */
export function isSqlCheckFailure(error: unknown): boolean {
  if (!(error instanceof DatabaseQueryError)) return false;
  return error.code === INVALID_TEXT_REPRESENTATION && error.statement.includes(SQL_CHECK_MARKER);
}
