// The REST envelope of ARCHITECTURE.md: every answer carries `status`; failures carry a Turkish
// `message` and, where a client may act on it, a machine `code`.
import type { ApiFailure, ApiSuccess } from '../../../contract/envelope';

export function ok<T>(data?: T, message?: string): ApiSuccess<T> {
  const body: ApiSuccess<T> = { status: true };
  if (message !== undefined) body.message = message;
  if (data !== undefined) body.data = data;
  return body;
}

export function failure(message: string, code?: string): ApiFailure {
  return code === undefined ? { status: false, message } : { status: false, message, code };
}

/**
 * A refusal the client caused. Thrown from routes and services; the error handler turns it into
 * the failure envelope with this HTTP status. Anything else thrown becomes a generic 500.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
