// The one date display of the app (SPEC.md section 9): DD.MM.YYYY HH:mm:ss, in the viewer's time,
// and DD.MM.YYYY where only the day matters (a start date, a back-test's window).
import moment from 'moment';

export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm:ss';
export const DATE_FORMAT = 'DD.MM.YYYY';

/** Formats an ISO date; missing or unreadable dates show as '-'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = moment(iso, moment.ISO_8601);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '-';
}

/** The day of an ISO date or of a Date, as DD.MM.YYYY; missing or unreadable dates show as '-'. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  const date = typeof value === 'string' ? moment(value, moment.ISO_8601) : moment(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '-';
}
