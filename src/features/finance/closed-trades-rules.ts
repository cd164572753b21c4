// The closed-trades export's date checks, before anything is sent, as the server counts them: both
// days given and real, the start neither after today (Istanbul) nor after the end, and at most
// three years between them. Days are YYYY-MM-DD, so their text order is their calendar order.
import { tr } from '../../i18n/tr-signed-in';
import { isIsoDay, shiftMonths } from './istanbul-day';
import { EXPORT_RANGE_MONTHS_MAX } from './statement-files';

export interface ClosedTradesRange {
  from: string;
  to: string;
}

const texts = tr.finance.export;

export function fromProblem(from: string, today: string): string | true {
  if (!isIsoDay(from)) return texts.fromRequired;
  return from > today ? texts.fromFuture : true;
}

export function toProblem(to: string, { from }: ClosedTradesRange): string | true {
  if (!isIsoDay(to)) return texts.toRequired;
  if (!isIsoDay(from)) return true;
  if (from > to) return texts.order;
  return to > shiftMonths(from, EXPORT_RANGE_MONTHS_MAX) ? texts.tooLong : true;
}
