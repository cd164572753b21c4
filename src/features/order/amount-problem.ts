// Turkish text for each reason the client refuses an amount before calling the server.
import { tr } from '../../i18n/tr-signed-in';
import { checkAmount, formatLots, type AmountProblem } from '../../lib/sanitize-amount';
import type { LotBounds } from './ticket-state';

export function amountProblemText(problem: AmountProblem, bounds: LotBounds): string {
  switch (problem) {
    case 'empty':
      return tr.order.amountEmpty;
    case 'below-min':
      return tr.order.amountBelowMin(formatLots(bounds.min));
    case 'above-max':
      return tr.order.amountAboveMax(formatLots(bounds.max));
    case 'off-step':
      return tr.order.amountOffStep;
  }
}

/** The message to show under the amount, or null when it can be sent. */
export function amountProblemOf(text: string, bounds: LotBounds): string | null {
  const check = checkAmount(text, bounds.min, bounds.max);
  return check.ok ? null : amountProblemText(check.problem, bounds);
}
