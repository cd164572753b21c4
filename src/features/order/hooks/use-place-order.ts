// Sends the order and tells the user how it went (SPEC.md section 8). A ref guards against a
// second send while the first is in flight: the busy button covers clicks, the ref covers a fast
// double Enter that lands before React re-renders.
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import type { OrderPayload } from '../../../../contract/entities';
import { usePlaceOrderMutation } from '../api/order-api';
import { outcomeOfAnswer, outcomeOfError, type PlaceOrderOutcome } from '../place-order-outcome';

export function usePlaceOrder() {
  const [placeOrder, { isLoading }] = usePlaceOrderMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const inFlight = useRef(false);

  const place = useCallback(
    async (payload: OrderPayload) => {
      if (inFlight.current) return;
      inFlight.current = true;
      let outcome: PlaceOrderOutcome;
      try {
        outcome = outcomeOfAnswer(await placeOrder(payload).unwrap());
      } catch (error) {
        outcome = outcomeOfError(error);
      } finally {
        inFlight.current = false;
      }
      enqueueSnackbar(outcome.message, { variant: outcome.variant, autoHideDuration: outcome.durationMs });
      // The success invalidated the positions and profile caches; the dashboard shows them fresh.
      if (outcome.goHome) navigate('/');
    },
    [placeOrder, enqueueSnackbar, navigate],
  );

  return { place, busy: isLoading };
}
