// Toasts with the durations of SPEC.md section 9: default 2 s, success 3 s, warning or error 3 to
// 5 s. A failed call's message stays 3 s; an unexpected exception gets the longer 5 s to be read.
import { useMemo } from 'react';
import { useSnackbar } from 'notistack';

export const TOAST_DURATION_MS = {
  default: 2000,
  info: 2000,
  success: 3000,
  warning: 3000,
  error: 3000,
  exception: 5000,
} as const;

export interface Toaster {
  info(message: string): void;
  success(message: string): void;
  warning(message: string): void;
  /** A refusal the server explained (status false, 4xx with a message). */
  error(message: string): void;
  /** Something went wrong unexpectedly (no answer, a thrown error). */
  exception(message: string): void;
}

export function useToast(): Toaster {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      info: (message) =>
        enqueueSnackbar(message, { variant: 'info', autoHideDuration: TOAST_DURATION_MS.info }),
      success: (message) =>
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_DURATION_MS.success }),
      warning: (message) =>
        enqueueSnackbar(message, { variant: 'warning', autoHideDuration: TOAST_DURATION_MS.warning }),
      error: (message) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_DURATION_MS.error }),
      exception: (message) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_DURATION_MS.exception }),
    }),
    [enqueueSnackbar],
  );
}
