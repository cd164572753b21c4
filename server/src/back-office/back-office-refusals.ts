// The back office's own refusals (customer look-ups and the broadcast); the moderation and the
// robot switch refuse with their domains' codes. http/refusals.ts joins this table.
import { serverTexts } from '../../../contract/server-texts';
import type { RefusalTable } from '../http/refusal-table';

const texts = serverTexts.backOffice;
const VALIDATION = 'VALIDATION';

export const BACK_OFFICE_REFUSALS = {
  CUSTOMER_NOT_FOUND: { statusCode: 404, message: texts.customerNotFound, wireCode: 'NOT_FOUND' },
  CUSTOMER_ACCOUNT_NOT_FOUND: { statusCode: 404, message: texts.accountNotFound, wireCode: 'NOT_FOUND' },
  BROADCAST_TITLE_REQUIRED: { statusCode: 400, message: texts.titleRequired, wireCode: VALIDATION },
  BROADCAST_TITLE_TOO_LONG: { statusCode: 400, message: texts.titleTooLong, wireCode: VALIDATION },
  BROADCAST_TEXT_REQUIRED: { statusCode: 400, message: texts.textRequired, wireCode: VALIDATION },
  BROADCAST_TEXT_TOO_LONG: { statusCode: 400, message: texts.textTooLong, wireCode: VALIDATION },
} satisfies RefusalTable<string>;

export type BackOfficeRefusalCode = keyof typeof BACK_OFFICE_REFUSALS;
