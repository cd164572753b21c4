// The price alerts' refusals. The service throws DomainError with these codes; http/refusals.ts
// gives each its HTTP status and Turkish text. Another customer's alert answers as one that does
// not exist.
import { ALERTS_ACTIVE_MAX } from '../../../contract/alerts';
import { serverTexts } from '../../../contract/server-texts';
import type { RefusalTable } from '../http/refusal-table';

export type AlertsRefusalCode = 'ALERT_NOT_FOUND' | 'ALERT_UNKNOWN_SYMBOL' | 'ALERTS_TOO_MANY';

const texts = serverTexts.alerts;

export const ALERTS_REFUSALS: RefusalTable<AlertsRefusalCode> = {
  ALERT_NOT_FOUND: { statusCode: 404, message: texts.notFound },
  ALERT_UNKNOWN_SYMBOL: { statusCode: 400, message: texts.unknownSymbol, wireCode: 'VALIDATION' },
  ALERTS_TOO_MANY: { statusCode: 422, message: texts.tooMany(ALERTS_ACTIVE_MAX) },
};
