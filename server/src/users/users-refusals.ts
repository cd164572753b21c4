// The users domain's refusals (registration, login, password reset, profile). The service throws
// DomainError with these codes; http/refusals.ts gives each its HTTP status and Turkish text.
import { serverTexts } from '../../../contract/server-texts';
import type { RefusalTable } from '../http/refusal-table';

const texts = serverTexts.users;
const validation = serverTexts.validation;
// Clients have always read these two families by one code each.
const VALIDATION = 'VALIDATION';
const DUPLICATE = 'DUPLICATE';

export const USERS_REFUSALS = {
  NAME_REQUIRED: {
    statusCode: 400,
    message: validation.required(validation.fields.name),
    wireCode: VALIDATION,
  },
  SURNAME_REQUIRED: {
    statusCode: 400,
    message: validation.required(validation.fields.surname),
    wireCode: VALIDATION,
  },
  PHONE_INVALID: { statusCode: 400, message: validation.phoneInvalid, wireCode: VALIDATION },
  PASSWORD_RULES: { statusCode: 400, message: validation.passwordRules, wireCode: VALIDATION },
  PASSWORD_MISMATCH: { statusCode: 400, message: validation.passwordMismatch, wireCode: VALIDATION },
  TERMS_REQUIRED: { statusCode: 400, message: validation.termsRequired, wireCode: VALIDATION },
  EMAIL_TAKEN: { statusCode: 409, message: texts.emailTaken, wireCode: DUPLICATE },
  PHONE_TAKEN: { statusCode: 409, message: texts.phoneTaken, wireCode: DUPLICATE },
  BAD_CREDENTIALS: { statusCode: 401, message: texts.badCredentials },
  TOO_MANY_ATTEMPTS: { statusCode: 429, message: texts.tooManyAttempts },
  RESET_INVALID: { statusCode: 400, message: texts.resetInvalid },
} satisfies RefusalTable<string>;

export type UsersRefusalCode = keyof typeof USERS_REFUSALS;
