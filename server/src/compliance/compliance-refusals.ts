// The compliance domain's refusals, joined with the others by the error handler. A real-account
// order refused for missing onboarding is COMPLIANCE_REQUIRED (403); the order gate gives it a
// message naming what is missing (DomainError.detail), the table's text is the fallback.
import { serverTexts } from '../../../contract/server-texts';
import type { RefusalTable } from '../http/refusal-table';

const texts = serverTexts.compliance;

export const COMPLIANCE_REFUSALS = {
  COMPLIANCE_DOCUMENT_UNKNOWN: { statusCode: 400, message: texts.documentUnknown, wireCode: 'VALIDATION' },
  COMPLIANCE_VERSION_OUTDATED: { statusCode: 400, message: texts.versionOutdated },
  COMPLIANCE_ANSWERS_INVALID: { statusCode: 400, message: texts.answersInvalid, wireCode: 'VALIDATION' },
  COMPLIANCE_OUTCOMES_OFF: { statusCode: 404, message: texts.outcomesOff, wireCode: 'NOT_FOUND' },
  COMPLIANCE_REQUIRED: { statusCode: 403, message: texts.required([texts.onboarding]) },
  PROFESSIONAL_STATEMENTS_INVALID: {
    statusCode: 400,
    message: texts.professionalStatementsInvalid,
    wireCode: 'VALIDATION',
  },
  PROFESSIONAL_STATEMENTS_TOO_FEW: {
    statusCode: 400,
    message: texts.professionalStatementsTooFew,
    wireCode: 'VALIDATION',
  },
  PROFESSIONAL_ALREADY: { statusCode: 409, message: texts.professionalAlready },
  PROFESSIONAL_PENDING: { statusCode: 409, message: texts.professionalPending },
  PROFESSIONAL_REQUEST_NOT_FOUND: {
    statusCode: 404,
    message: texts.professionalNotFound,
    wireCode: 'NOT_FOUND',
  },
  PROFESSIONAL_REQUEST_DECIDED: { statusCode: 409, message: texts.professionalDecided },
  PROFESSIONAL_REASON_REQUIRED: {
    statusCode: 400,
    message: texts.professionalReasonRequired,
    wireCode: 'VALIDATION',
  },
  PRODUCT_COPY_TRADING_OFF: { statusCode: 403, message: texts.copyTradingOff },
  PRODUCT_CRYPTO_OFF: { statusCode: 403, message: texts.cryptoOff },
} satisfies RefusalTable<string>;

export type ComplianceRefusalCode = keyof typeof COMPLIANCE_REFUSALS;
