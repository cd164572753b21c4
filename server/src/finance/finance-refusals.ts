// The finance domain's refusals; http/refusals.ts joins this table with the others. Bad input is
// 400 with the shared 'VALIDATION' wire code, like the wallet's; a month before the account
// existed is 404.
import { serverTexts } from '../../../contract/server-texts';
import type { RefusalTable } from '../http/refusal-table';

/** The longest date range a report covers. */
export const RANGE_YEARS_MAX = 3;

const texts = serverTexts.finance;
const invalid = (message: string) => ({ statusCode: 400, message, wireCode: 'VALIDATION' });

export const FINANCE_REFUSALS = {
  FINANCE_DATE_INVALID: invalid(texts.dateInvalid),
  FINANCE_DATE_FUTURE: invalid(texts.dateFuture),
  FINANCE_RANGE_REVERSED: invalid(texts.rangeReversed),
  FINANCE_RANGE_TOO_LONG: invalid(texts.rangeTooLong(RANGE_YEARS_MAX)),
  FINANCE_MONTH_INVALID: invalid(texts.monthInvalid),
  FINANCE_MONTH_FUTURE: invalid(texts.monthFuture),
  FINANCE_MONTH_UNKNOWN: { statusCode: 404, message: texts.monthUnknown, wireCode: 'NOT_FOUND' },
  FINANCE_FORMAT_INVALID: invalid(texts.formatInvalid),
} satisfies RefusalTable<string>;

export type FinanceRefusalCode = keyof typeof FINANCE_REFUSALS;
