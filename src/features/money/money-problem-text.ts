// Turkish text for each reason a money form refuses an amount before calling the server.
import { tr } from '../../i18n/tr-signed-in';
import { formatMoney } from '../../lib/format-number';
import { moneyProblemOf, type MoneyBounds, type MoneyProblem } from './money-amount';

export function moneyProblemText(problem: MoneyProblem, bounds: MoneyBounds): string {
  switch (problem) {
    case 'empty':
      return tr.money.amountEmpty;
    case 'zero':
      return tr.money.amountZero;
    case 'below-min':
      return tr.money.amountBelowMin(formatMoney(bounds.min));
    case 'above-max':
      return tr.money.amountAboveMax(formatMoney(bounds.max));
    case 'above-available':
      return tr.money.amountAboveAvailable(formatMoney(bounds.available ?? 0));
  }
}

/** A react-hook-form `validate` rule: the message to show, or true when the amount can be sent. */
export const validateMoney =
  (bounds: MoneyBounds) =>
  (text: string): string | true => {
    const problem = moneyProblemOf(text, bounds);
    return problem === null ? true : moneyProblemText(problem, bounds);
  };
