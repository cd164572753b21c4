// Field rules of the session forms, each with its Turkish message (shown under the field).
// The password rule is the server's (server/src/users/password.ts), so a form the client accepts
// is never refused for its password.
import { tr } from '../../i18n/tr';

const texts = tr.session.validation;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_DIGITS_MIN = 10;
const PHONE_DIGITS_MAX = 15;
export const PASSWORD_LENGTH_MIN = 8;

/** A phone number: digits, optionally a leading + and spaces between groups. */
export function isPhoneNumber(value: string): boolean {
  const compact = value.replace(/\s/g, '');
  if (!/^\+?\d+$/.test(compact)) return false;
  const digitCount = compact.replace('+', '').length;
  return digitCount >= PHONE_DIGITS_MIN && digitCount <= PHONE_DIGITS_MAX;
}

export function meetsPasswordRules(value: string): boolean {
  return (
    value.length >= PASSWORD_LENGTH_MIN && /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value) && /\d/.test(value)
  );
}

export const requiredRule = { required: texts.required };

export const emailRule = {
  required: texts.required,
  pattern: { value: EMAIL_PATTERN, message: texts.emailInvalid },
};

export const phoneRule = {
  required: texts.required,
  validate: (value: string) => isPhoneNumber(value) || texts.phoneInvalid,
};

export const passwordRule = {
  required: texts.required,
  validate: (value: string) => meetsPasswordRules(value) || texts.passwordRules,
};

/** The confirmation must equal the form's `password` field. */
export const confirmRule = {
  required: texts.required,
  validate: (value: string, form: { password: string }) => value === form.password || texts.passwordMismatch,
};

export const termsRule = {
  validate: (value: boolean) => value === true || texts.termsRequired,
};

/** The privacy notice (KVKK article 10) must be acknowledged on the sign-up form. */
export const privacyNoticeRule = {
  validate: (value: boolean) => value === true || texts.privacyNoticeRequired,
};
