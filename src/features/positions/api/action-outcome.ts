// Reads what an order action's call came back with, in the three cases SPEC.md section 8 tells
// apart: done, refused by the server (status false or an error answer with its message) and
// failed (no answer at all, or a thrown error).
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '../../../api/base-query';
import { tr } from '../../../i18n/tr';
import type { ActionAnswer } from './positions-api';

export type ActionOutcome =
  | { kind: 'done'; message?: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

export type MutationResult = { data: ActionAnswer } | { error: ApiError | SerializedError };

const isApiError = (error: ApiError | SerializedError): error is ApiError => 'status' in error;

/** `exceptionDefault` is what a failure without a message shows. */
export function outcomeOf(
  result: MutationResult,
  exceptionDefault: string = tr.positions.exceptionDefault,
): ActionOutcome {
  if ('data' in result) {
    if (result.data?.status === false)
      return { kind: 'refused', message: result.data.message || tr.errors.generic };
    return { kind: 'done', message: result.data?.message };
  }
  const { error } = result;
  // A numeric status means the server answered, with its Turkish message (base-query keeps it).
  if (isApiError(error) && typeof error.status === 'number')
    return { kind: 'refused', message: error.message };
  return { kind: 'failed', message: error.message || exceptionDefault };
}
