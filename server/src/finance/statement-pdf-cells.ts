// How the statement PDF writes what a reader looks up by eye, where the CSV keeps the forms a
// program reads: dates as DD.MM.YYYY (the app's date display, SPEC.md section 9) and the account by
// a short readable number (its full id follows on a line of its own).
import { serverTexts } from '../../../contract/server-texts';
import type { Pair } from './statement-sections';

const texts = serverTexts.finance.statement;

/** Every YYYY-MM-DD in a cell, as DD.MM.YYYY (a time after it stays as it is). */
export const turkishDates = (cell: string): string =>
  cell.replace(
    /\b(\d{4})-(\d{2})-(\d{2})\b/g,
    (_match, year: string, month: string, day: string) => `${day}.${month}.${year}`,
  );

/** Hex digits of the account's id shown, in groups of four: enough to tell a customer's accounts apart. */
const ACCOUNT_NUMBER_DIGITS = 12;
const ACCOUNT_NUMBER_GROUP = 4;

/** The account's readable number: the first twelve hex digits of its id, upper case, grouped by four. */
export function accountNumberOf(accountId: string): string {
  const digits = accountId
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, ACCOUNT_NUMBER_DIGITS)
    .toUpperCase();
  return digits.match(new RegExp(`.{1,${ACCOUNT_NUMBER_GROUP}}`, 'g'))?.join(' ') ?? accountId;
}

/** The header's pairs as the PDF shows them: the readable number for the account, its id after. */
export function pdfHeaderPairs(pairs: readonly Pair[], accountId: string): Pair[] {
  const shown = pairs.map(([label, value]): Pair =>
    label === texts.account ? [label, accountNumberOf(accountId)] : [label, value],
  );
  return [...shown, [texts.accountId, accountId]];
}
