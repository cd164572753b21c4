// The one date display of the app (SPEC.md section 9): DD.MM.YYYY HH:mm:ss, in the viewer's time.
import moment from 'moment';

export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm:ss';

/** Formats an ISO date; missing or unreadable dates show as '-'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = moment(iso, moment.ISO_8601);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '-';
}
