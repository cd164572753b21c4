// What the user sees after placing an order (SPEC.md section 8): a success toast for 3 s and a
// trip to /; a refusal (status false) shows the server's message for 3 s; an exception shows its
// message, or 'Bir hata oluştu.', for 5 s. Pure, so each case is tested without a screen.
import type { ApiAnswer } from '../../../contract/envelope';
import type { ApiError } from '../../api/base-query';
import { tr } from '../../i18n/tr';

export const ORDER_SUCCESS_TOAST_MS = 3000;
export const ORDER_REFUSED_TOAST_MS = 3000;
export const ORDER_EXCEPTION_TOAST_MS = 5000;

export interface PlaceOrderOutcome {
  variant: 'success' | 'error';
  message: string;
  durationMs: number;
  /** After a success the user goes to the dashboard. */
  goHome: boolean;
}

const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && 'status' in value && 'message' in value;

const refused = (message: string | undefined): PlaceOrderOutcome => ({
  variant: 'error',
  message: message || tr.order.failure,
  durationMs: ORDER_REFUSED_TOAST_MS,
  goHome: false,
});

const exception = (message: string | undefined): PlaceOrderOutcome => ({
  variant: 'error',
  message: message || tr.order.failure,
  durationMs: ORDER_EXCEPTION_TOAST_MS,
  goHome: false,
});

/** The outcome of a call that answered with a body. */
export function outcomeOfAnswer(answer: ApiAnswer<unknown>): PlaceOrderOutcome {
  if (answer.status === true) {
    return {
      variant: 'success',
      message: tr.order.success,
      durationMs: ORDER_SUCCESS_TOAST_MS,
      goHome: true,
    };
  }
  return refused(answer.message);
}

/**
 * The outcome of a failed call. An HTTP answer from the server (4xx/5xx with its envelope) is a
 * refusal with the server's message; no answer at all (network, unreadable body) is an exception.
 */
export function outcomeOfError(error: unknown): PlaceOrderOutcome {
  if (isApiError(error))
    return typeof error.status === 'number' ? refused(error.message) : exception(error.message);
  if (error instanceof Error) return exception(error.message);
  return exception(undefined);
}
