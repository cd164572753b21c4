// The identity domain's refusals (personal information, uploads by kind, verification review).
// Services throw DomainError with these codes; http/refusals.ts gives each its status and text.
import { serverTexts } from '../../../contract/server-texts';
import type { RefusalTable } from '../http/refusal-table';

const texts = serverTexts.identity;
const VALIDATION = 'VALIDATION';

export const IDENTITY_REFUSALS = {
  UPLOAD_KIND: { statusCode: 400, message: texts.uploadKind },
  AVATAR_TYPE: { statusCode: 400, message: texts.avatarType, wireCode: 'UPLOAD_TYPE' },
  AVATAR_TOO_LARGE: { statusCode: 413, message: texts.avatarTooLarge, wireCode: 'UPLOAD_TOO_LARGE' },
  AVATAR_UNREADABLE: { statusCode: 400, message: texts.avatarUnreadable, wireCode: 'UPLOAD_TYPE' },
  DOCUMENT_IN_REVIEW: { statusCode: 409, message: texts.documentInReview },
  UPLOAD_DAILY_LIMIT: { statusCode: 429, message: texts.uploadDailyLimit },
  AVATAR_MISSING: { statusCode: 404, message: texts.avatarMissing },
  DOCUMENT_NOT_FOUND: { statusCode: 404, message: texts.documentNotFound },
  DOCUMENT_DECIDED: { statusCode: 409, message: texts.documentDecided },
  VERIFICATION_REASON_REQUIRED: { statusCode: 400, message: texts.reasonRequired, wireCode: VALIDATION },
  NATIONAL_ID_INVALID: { statusCode: 400, message: texts.nationalIdInvalid },
  NATIONAL_ID_TAKEN: { statusCode: 409, message: texts.nationalIdTaken, wireCode: 'DUPLICATE' },
  // The customer's answer when the number cannot be saved: it does not say that someone holds it.
  NATIONAL_ID_REFUSED: { statusCode: 400, message: texts.nationalIdRefused },
  IDENTITY_FROZEN: { statusCode: 409, message: texts.identityFrozen },
  IDENTITY_CHANGE_NOT_VERIFIED: { statusCode: 409, message: texts.identityChangeNotVerified },
  IDENTITY_CHANGE_EMPTY: { statusCode: 400, message: texts.identityChangeEmpty, wireCode: VALIDATION },
  IDENTITY_CHANGE_DOCUMENTS: { statusCode: 400, message: texts.identityChangeDocuments },
  IDENTITY_CHANGE_PENDING: { statusCode: 409, message: texts.identityChangePending },
  IDENTITY_CHANGE_NOT_FOUND: { statusCode: 404, message: texts.identityChangeNotFound },
  IDENTITY_CHANGE_DECIDED: { statusCode: 409, message: texts.identityChangeDecided },
  BIRTH_DATE_INVALID: { statusCode: 400, message: texts.birthDateInvalid },
  UNDERAGE: { statusCode: 400, message: texts.underage },
  PASSWORD_REQUIRED: { statusCode: 400, message: texts.passwordRequired },
  WRONG_PASSWORD: { statusCode: 400, message: serverTexts.settings.wrongPassword },
  ADDRESS_INVALID: { statusCode: 400, message: texts.addressInvalid, wireCode: VALIDATION },
  CITY_INVALID: { statusCode: 400, message: texts.cityInvalid, wireCode: VALIDATION },
  COUNTRY_INVALID: { statusCode: 400, message: texts.countryInvalid, wireCode: VALIDATION },
} satisfies RefusalTable<string>;

export type IdentityRefusalCode = keyof typeof IDENTITY_REFUSALS;
