// Why an order's detail cannot be shown, in the customer's words.
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '../../../api/base-query';
import { tr } from '../../../i18n/tr-signed-in';

/** The server answers 403 for another customer's order and 404 for an unknown one. */
const NOT_FOUND_STATUSES = new Set<unknown>([403, 404]);

export function detailProblemOf(error: ApiError | SerializedError): string {
  if ('status' in error && NOT_FOUND_STATUSES.has(error.status)) return tr.positions.notYours;
  return error.message || tr.errors.generic;
}
