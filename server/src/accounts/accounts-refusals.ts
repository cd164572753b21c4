// The accounts domain's refusals; http/refusals.ts gives each its HTTP status and Turkish text.
import { serverTexts } from '../../../contract/server-texts';
import type { RefusalTable } from '../http/refusal-table';

export type AccountsRefusalCode = 'ACCOUNT_UNKNOWN';

export const ACCOUNTS_REFUSALS: RefusalTable<AccountsRefusalCode> = {
  ACCOUNT_UNKNOWN: { statusCode: 404, message: serverTexts.accounts.unknown },
};
