// Sends the order and tells the user how it went (SPEC.md section 8): 'Başarıyla Tamamlandı.' for
// 3 s and a trip to /; a refusal shows the server's message for 3 s; an exception shows its message,
// or 'Bir hata oluştu.', for 5 s. The shared helper sends once at a time, so a fast double Enter
// that lands before React re-renders the button as busy places one order.
//
// Each submit carries its own clientOrderId. A call that got no answer may still have placed the
// order (the answer was lost), so sending the same ticket again reuses that id and the server
// returns the first order instead of placing a second; any answer, or a changed ticket, starts
// a new id.
//
// `place` resolves true once the order is placed, so the ticket can clear its price fields.
//
// A market order fills at the server's price of that moment, which may differ from the one shown:
// after the success toast a second one says the fill price and the slippage (issue 14, item 20).
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { OrderPayload } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { useToast } from '../../../lib/toast';
import { useMutationOutcome, type OutcomeToasts } from '../../../lib/use-mutation-outcome';
import { fillNoteOf, type ShownPrice } from '../fill-price';
import { usePlaceOrderMutation } from '../api/order-api';

export const PLACE_ORDER_TOASTS: OutcomeToasts<[OrderPayload]> = {
  success: tr.order.success,
  refusedDefault: tr.order.failure,
  failedDefault: tr.order.failure,
};

/** A v4 UUID; crypto.randomUUID exists only on https and localhost pages. */
export function newClientOrderId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface UnansweredSubmit {
  ticket: string;
  clientOrderId: string;
}

export function usePlaceOrder() {
  const [placeOrder] = usePlaceOrderMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const [send, busy] = useMutationOutcome((payload: OrderPayload) => placeOrder(payload), PLACE_ORDER_TOASTS);

  const unanswered = useRef<UnansweredSubmit | null>(null);

  const place = useCallback(
    async (payload: OrderPayload, shown: ShownPrice | null = null): Promise<boolean> => {
      const ticket = JSON.stringify(payload);
      const previous = unanswered.current;
      const clientOrderId = previous?.ticket === ticket ? previous.clientOrderId : newClientOrderId();
      unanswered.current = { ticket, clientOrderId };
      const outcome = await send({ ...payload, clientOrderId });
      if (!outcome) {
        // Nothing was sent (another submit was running): the running one's id stays remembered.
        unanswered.current = previous;
        return false;
      }
      if (outcome.kind !== 'failed') unanswered.current = null;
      // The success invalidated the positions and profile caches; the dashboard shows them fresh.
      if (outcome.kind !== 'done') return false;
      const answer = outcome.data;
      const order = answer && 'data' in answer ? answer.data : undefined;
      const note = payload.marketLimit === null ? fillNoteOf(order, shown) : null;
      if (note) (note.adverse ? toast.warning : toast.info)(note.text);
      navigate('/');
      return true;
    },
    [send, navigate, toast],
  );

  return { place, busy };
}
