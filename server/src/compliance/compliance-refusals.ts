// The compliance domain's refusals, joined with the others by the error handler. A real-account
// order refused for missing onboarding is COMPLIANCE_REQUIRED (403); the order gate gives it a
// message naming what is missing (DomainError.detail), the table's text is the fallback.
import { serverTexts } from '../../../contract/server-texts';
import type { RefusalTable } from '../http/refusal-table';

export type ComplianceRefusalCode =
  | 'COMPLIANCE_DOCUMENT_UNKNOWN'
  | 'COMPLIANCE_VERSION_OUTDATED'
  | 'COMPLIANCE_ANSWERS_INVALID'
  | 'COMPLIANCE_OUTCOMES_OFF'
  | 'COMPLIANCE_REQUIRED';

const texts = serverTexts.compliance;

export const COMPLIANCE_REFUSALS: RefusalTable<ComplianceRefusalCode> = {
  COMPLIANCE_DOCUMENT_UNKNOWN: { statusCode: 400, message: texts.documentUnknown, wireCode: 'VALIDATION' },
  COMPLIANCE_VERSION_OUTDATED: { statusCode: 400, message: texts.versionOutdated },
  COMPLIANCE_ANSWERS_INVALID: { statusCode: 400, message: texts.answersInvalid, wireCode: 'VALIDATION' },
  COMPLIANCE_OUTCOMES_OFF: { statusCode: 404, message: texts.outcomesOff, wireCode: 'NOT_FOUND' },
  COMPLIANCE_REQUIRED: { statusCode: 403, message: texts.required([texts.onboarding]) },
};
