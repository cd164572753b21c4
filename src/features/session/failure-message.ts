// The Turkish text to show for a failed session call: the server's message when it gave one
// (base-query.ts already picked `message` or `error`), otherwise the generic text.
import { tr } from '../../i18n/tr';

export function failureMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return tr.errors.generic;
}
