// What a mutation's call came back with, in the three cases SPEC.md section 8 tells apart, and the
// toast each case shows. Pure, so every case is tested without a screen; `use-mutation-outcome.ts`
// runs the call once at a time and shows the toast.
import { tr } from '../i18n/tr';
import { TOAST_DURATION_MS } from './toast';

/**
 * done: the server said yes. refused: the server answered no (`status: false`, or a 4xx/5xx with
 * its Turkish message). failed: no answer at all (network, unreadable body, a thrown error).
 */
export type MutationOutcome<Data = unknown> =
  | { kind: 'done'; message?: string; data: Data }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/** What an RTK Query mutation trigger resolves to when it is not unwrapped. */
export type MutationResult<Data> = { data: Data; error?: undefined } | { error: unknown };

/** The data of a result's success branch: `T` for an RTK Query mutation answering `T`. */
export type DataOf<Result> = Result extends { data: infer Data; error?: undefined } ? Data : never;

/** The texts shown when a refusal or a failure carries no message of its own. */
export interface OutcomeDefaults {
  /** A refusal without a message; 'Bir Hata Oluştu, Daha Sonra Deneyiniz.' unless given. */
  refusedDefault?: string;
  /** A failure without a message; 'Bir hata oluştu.' unless given. */
  failedDefault?: string;
}

/** Which toast each outcome shows. Durations come from the toast kind (`TOAST_DURATION_MS`). */
export interface OutcomeToasts<Args extends unknown[]> extends OutcomeDefaults {
  /** The success text (3 s): fixed, or built from the call's arguments ('0.5 Lot Kapatıldı.'). */
  success: string | ((...args: Args) => string);
  /** A refusal shows the server's message as an error (3 s), or as a warning (3 s) if asked. */
  refusedAs?: 'error' | 'warning';
  /** A failure shows its message as an exception (error, 5 s), or as a warning (3 s) if asked. */
  failedAs?: 'exception' | 'warning';
  /** A failure shows this fixed text whatever its message (cancel: 'Bir Hata Oluştu'). */
  failedText?: string;
  /** Refusals and failures are also logged under this label, for the calls SPEC.md logs. */
  logLabel?: string;
  /**
   * True for an outcome the screen shows in its own place (a refusal under the form field it is
   * about): then no toast says it a second time.
   */
  shownInPlace?: (outcome: MutationOutcome<unknown>) => boolean;
}

export interface OutcomeToast {
  variant: 'success' | 'warning' | 'error';
  message: string;
  durationMs: number;
}

interface AnsweredError {
  status: unknown;
  message?: unknown;
}

const isAnsweredError = (error: unknown): error is AnsweredError =>
  typeof error === 'object' && error !== null && 'status' in error;

const messageOf = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' && error.message ? error.message : undefined;
};

/** The outcome of a call that answered with a body (the envelope's status and message). */
export function outcomeOfAnswer<Data>(data: Data, defaults: OutcomeDefaults = {}): MutationOutcome<Data> {
  const answer =
    typeof data === 'object' && data !== null ? (data as { status?: unknown; message?: unknown }) : {};
  const message = typeof answer.message === 'string' && answer.message ? answer.message : undefined;
  if (answer.status === false)
    return { kind: 'refused', message: message ?? defaults.refusedDefault ?? tr.errors.generic };
  return { kind: 'done', message, data };
}

/**
 * The outcome of a call that did not succeed. A numeric status means the server answered (the base
 * query keeps its Turkish message): a refusal. Anything else is a failure with its own message.
 */
export function outcomeOfError(error: unknown, defaults: OutcomeDefaults = {}): MutationOutcome<never> {
  const message = messageOf(error);
  if (isAnsweredError(error) && typeof error.status === 'number')
    return { kind: 'refused', message: message ?? defaults.refusedDefault ?? tr.errors.generic };
  return { kind: 'failed', message: message ?? defaults.failedDefault ?? tr.errors.exception };
}

export function outcomeOfResult<Data>(
  result: MutationResult<Data>,
  defaults: OutcomeDefaults = {},
): MutationOutcome<Data> {
  if (result.error !== undefined) return outcomeOfError(result.error, defaults);
  return outcomeOfAnswer((result as { data: Data }).data, defaults);
}

/** The toast an outcome shows, as `toasts` asks for this call. */
export function toastOfOutcome<Args extends unknown[]>(
  outcome: MutationOutcome<unknown>,
  toasts: OutcomeToasts<Args>,
  args: Args,
): OutcomeToast {
  if (outcome.kind === 'done') {
    const message = typeof toasts.success === 'string' ? toasts.success : toasts.success(...args);
    return { variant: 'success', message, durationMs: TOAST_DURATION_MS.success };
  }
  if (outcome.kind === 'refused') {
    const variant = toasts.refusedAs ?? 'error';
    return { variant, message: outcome.message, durationMs: TOAST_DURATION_MS[variant] };
  }
  const message = toasts.failedText ?? outcome.message;
  if (toasts.failedAs === 'warning')
    return { variant: 'warning', message, durationMs: TOAST_DURATION_MS.warning };
  return { variant: 'error', message, durationMs: TOAST_DURATION_MS.exception };
}
