// The settings domain's refusals (two-factor sign-in). A wrong code at login is 401 like a wrong
// password; a wrong code on the settings screen is 400, so the SPA does not take it for an ended
// session.
import { serverTexts } from '../../../contract/server-texts';
import type { RefusalTable } from '../http/refusal-table';

const texts = serverTexts.settings;

export const SETTINGS_REFUSALS = {
  OTP_REQUIRED: { statusCode: 401, message: texts.otpRequired },
  OTP_INVALID: { statusCode: 401, message: texts.otpInvalid },
  TWO_FACTOR_CODE_INVALID: { statusCode: 400, message: texts.otpInvalid, wireCode: 'OTP_INVALID' },
  TWO_FACTOR_ALREADY_ON: { statusCode: 409, message: texts.twoFactorAlreadyOn },
  TWO_FACTOR_NOT_SET_UP: { statusCode: 409, message: texts.twoFactorNotSetUp },
  TWO_FACTOR_OFF: { statusCode: 409, message: texts.twoFactorOff },
} satisfies RefusalTable<string>;

export type SettingsRefusalCode = keyof typeof SETTINGS_REFUSALS;
