// The books' refusals (the day range of the client-money report); http/refusals.ts joins this
// table through the part. Bad input is 400 with the shared 'VALIDATION' wire code.
import { serverTexts } from '../../../contract/server-texts';
import type { RefusalTable } from '../http/refusal-table';

/** The longest client-money report: a year and a day, so any calendar year fits. */
export const BOOKS_RANGE_DAYS_MAX = 366;

export type BooksRefusalCode =
  'BOOKS_DATE_INVALID' | 'BOOKS_DATE_FUTURE' | 'BOOKS_RANGE_REVERSED' | 'BOOKS_RANGE_TOO_LONG';

const texts = serverTexts.books;
const invalid = (message: string) => ({ statusCode: 400, message, wireCode: 'VALIDATION' });

export const BOOKS_REFUSALS: RefusalTable<BooksRefusalCode> = {
  BOOKS_DATE_INVALID: invalid(texts.dateInvalid),
  BOOKS_DATE_FUTURE: invalid(texts.dateFuture),
  BOOKS_RANGE_REVERSED: invalid(texts.rangeReversed),
  BOOKS_RANGE_TOO_LONG: invalid(texts.rangeTooLong(BOOKS_RANGE_DAYS_MAX)),
};
