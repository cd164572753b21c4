// The refusal of the jurisdiction's terms for new positions: a real account below the minimum
// initial deposit is 422 MIN_DEPOSIT_REQUIRED, with a message naming the line and what is missing
// (DomainError.detail, trading-terms.ts); the table's text is the fallback. NO_PRICE (no USDTRY
// quote to turn the line into dollars) is trading's own refusal.
import { serverTexts } from '../../../contract/server-texts';
import type { RefusalTable } from '../http/refusal-table';

export const TRADING_TERMS_REFUSALS: RefusalTable<'MIN_DEPOSIT_REQUIRED'> = {
  MIN_DEPOSIT_REQUIRED: { statusCode: 422, message: serverTexts.tradingTerms.minimumDeposit },
};
