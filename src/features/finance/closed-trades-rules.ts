// The closed-trades export's date checks, before anything is sent: both days given, real days, and
// the start not after the end. Days are YYYY-MM-DD, so their text order is their calendar order.
import { tr } from '../../i18n/tr-signed-in';
import { isIsoDay } from './istanbul-day';

export interface ClosedTradesRange {
  from: string;
  to: string;
}

const texts = tr.finance.export;

export function fromProblem(from: string): string | true {
  return isIsoDay(from) ? true : texts.fromRequired;
}

export function toProblem(to: string, { from }: ClosedTradesRange): string | true {
  if (!isIsoDay(to)) return texts.toRequired;
  if (isIsoDay(from) && from > to) return texts.order;
  return true;
}
