// The watchlists' refusals. The service throws DomainError with these codes; http/refusals.ts
// gives each its HTTP status and Turkish text. A list id the customer does not own answers as one
// that does not exist, so ids of other customers' lists reveal nothing.
import { serverTexts } from '../../../contract/server-texts';
import type { RefusalTable } from '../http/refusal-table';

const texts = serverTexts.watchlists;
const VALIDATION = 'VALIDATION';

export const WATCHLISTS_REFUSALS = {
  WATCHLIST_NOT_FOUND: { statusCode: 404, message: texts.notFound },
  WATCHLIST_NAME_REQUIRED: { statusCode: 400, message: texts.nameRequired, wireCode: VALIDATION },
  WATCHLIST_NAME_TAKEN: { statusCode: 400, message: texts.nameTaken, wireCode: VALIDATION },
  WATCHLIST_UNKNOWN_SYMBOL: { statusCode: 400, message: texts.unknownSymbol, wireCode: VALIDATION },
  WATCHLIST_ID_REPEATED: { statusCode: 400, message: texts.idRepeated, wireCode: VALIDATION },
} satisfies RefusalTable<string>;

export type WatchlistsRefusalCode = keyof typeof WATCHLISTS_REFUSALS;
