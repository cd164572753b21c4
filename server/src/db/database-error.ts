// What a failed statement may carry into a log. Both drivers attach to their errors what the
// statement was about: PGlite the parameters themselves (password hashes, e-mails, phones),
// PostgreSQL a detail such as `Key (email)=(ayse@example.com) already exists`, and either may
// quote the offending value in the message (`invalid input syntax for type uuid: "…"`). Every
// error a query throws is rebuilt from the fields that name things, never values: the SQLSTATE
// code, the constraint, table and column, the statement's text (its values are parameters).
import { DomainError } from '../domain/domain-error';

const SAFE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
] as const;
type SafeField = (typeof SAFE_FIELDS)[number];

/** A failed statement, with nothing the statement's values could have put in it. */
export class DatabaseQueryError extends Error {
  readonly code?: string;
  readonly severity?: string;
  readonly constraint?: string;
  readonly table?: string;
  readonly column?: string;
  readonly schema?: string;
  readonly dataType?: string;
  readonly routine?: string;

  constructor(
    message: string,
    fields: Partial<Record<SafeField, string>>,
    readonly statement: string,
  ) {
    super(message);
    this.name = 'DatabaseQueryError';
    Object.assign(this, fields);
  }
}

/** Drops a quoted value at the end of a message (`…: "value"`), and any `Key (…)=(…)` part. */
export function messageWithoutValues(message: string): string {
  return message
    .replace(/:\s*"[\s\S]*"\s*$/, ': [redacted]')
    .replace(/Key \([^)]*\)=\([\s\S]*?\)/g, 'Key [redacted]');
}

function looksLikeDatabaseError(error: unknown): error is Error & Record<string, unknown> {
  // A refusal thrown inside a transaction's callback passes through the same wrapper; it carries a
  // `code` too, but it is the domain's, never a driver's, and must reach the error handler as is.
  if (!(error instanceof Error) || error instanceof DomainError) return false;
  const fields = error as unknown as Record<string, unknown>;
  return typeof fields.code === 'string' || 'params' in fields || 'query' in fields || 'detail' in fields;
}

/** The error to throw in place of what a driver threw for `statement`; others pass unchanged. */
export function cleanDatabaseError(error: unknown, statement: string): unknown {
  if (error instanceof DatabaseQueryError || !looksLikeDatabaseError(error)) return error;
  const fields: Partial<Record<SafeField, string>> = {};
  for (const field of SAFE_FIELDS) {
    const value = error[field];
    if (typeof value === 'string') fields[field] = value;
  }
  const clean = new DatabaseQueryError(messageWithoutValues(error.message), fields, statement);
  // The call site of the query, without the original first line that carried the message.
  const frames = error.stack?.split('\n').slice(1).join('\n');
  if (frames) clean.stack = `${clean.name}: ${clean.message}\n${frames}`;
  return clean;
}
