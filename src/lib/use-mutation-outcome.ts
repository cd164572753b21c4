// The one way a screen sends a mutation and tells the user how it went (SPEC.md section 8).
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import {
  outcomeOfError,
  outcomeOfResult,
  toastOfOutcome,
  type DataOf,
  type MutationOutcome,
  type MutationResult,
  type OutcomeToasts,
} from './mutation-outcome';

export type { MutationOutcome, OutcomeToasts } from './mutation-outcome';

/**
 * Runs a mutation at most once at a time and shows the toast of its outcome.
 *
 * `mutate` sends the call: usually an RTK Query trigger with its arguments shaped, such as
 * `(id: string) => closePosition({ id })`. It may also throw; a throw is a failure.
 * `toasts` says what each outcome shows; see `OutcomeToasts`. Both may be new on every render.
 *
 * Returns `[run, busy]`. `run(...args)` resolves to the outcome, so a screen can navigate or close
 * a dialog after `outcome.kind === 'done'`; while a call is in flight, `run` sends nothing and
 * resolves to `undefined`. The guard is a ref set before the first await, so a double click or a
 * fast double Enter that lands before React re-renders the button as busy is dropped. `busy` is
 * true while the call runs, for the button's busy state.
 *
 * Example:
 *   const [deposit] = useDepositMutation();
 *   const [send, sending] = useMutationOutcome((form: DepositForm) => deposit(form), {
 *     success: tr.deposit.sent,
 *   });
 */
export function useMutationOutcome<Args extends unknown[], Result extends MutationResult<unknown>>(
  mutate: (...args: Args) => PromiseLike<Result>,
  toasts: OutcomeToasts<Args>,
): [run: (...args: Args) => Promise<MutationOutcome<DataOf<Result>> | undefined>, busy: boolean] {
  const { enqueueSnackbar } = useSnackbar();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  // The latest call and texts, so `run` keeps one identity while callers pass inline functions.
  const latest = useRef({ mutate, toasts });
  useLayoutEffect(() => {
    latest.current = { mutate, toasts };
  });

  const run = useCallback(
    async (...args: Args): Promise<MutationOutcome<DataOf<Result>> | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      const { mutate: send, toasts: texts } = latest.current;
      let outcome: MutationOutcome<DataOf<Result>>;
      try {
        outcome = outcomeOfResult((await send(...args)) as MutationResult<DataOf<Result>>, texts);
      } catch (error) {
        outcome = outcomeOfError(error, texts);
      } finally {
        running.current = false;
        setBusy(false);
      }
      if (outcome.kind !== 'done' && texts.logLabel) console.error(texts.logLabel, outcome.message);
      if (texts.shownInPlace?.(outcome)) return outcome;
      const toast = toastOfOutcome(outcome, texts, args);
      enqueueSnackbar(toast.message, { variant: toast.variant, autoHideDuration: toast.durationMs });
      return outcome;
    },
    [enqueueSnackbar],
  );
  return [run, busy];
}
