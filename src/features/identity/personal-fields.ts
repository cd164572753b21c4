// The personal information form's values and its checks before sending: required names, an
// e-mail, a phone of 10 to 15 digits, an 18+ birth date, a valid T.C. Kimlik No, and the current
// password when the e-mail or the phone changes. Only changed fields are sent.
import type { PersonalInfo, ProfileUpdateRequest } from '../../../contract/identity';
import type { UserProfile } from '../../../contract/entities';
import { nationalIdProblem } from '../../../contract/national-id';
import { tr } from '../../i18n/tr-signed-in';
import { birthDateProblem, todayIso } from '../../lib/birth-date';

export interface PersonalValues {
  name: string;
  surname: string;
  email: string;
  phone: string;
  birthDate: string;
  nationalId: string;
  address: string;
  city: string;
  country: string;
  currentPassword: string;
}

export type ProfileWithInfo = UserProfile & Partial<PersonalInfo>;

export const FIELDS = [
  'name',
  'surname',
  'email',
  'phone',
  'birthDate',
  'nationalId',
  'address',
  'city',
  'country',
] as const;

/** A form not filled in yet starts with the broker's country. */
export const DEFAULT_COUNTRY = 'Türkiye';

export const formStartOf = (saved: PersonalValues): PersonalValues => ({
  ...saved,
  country: saved.country || DEFAULT_COUNTRY,
});

export function valuesOf(profile: ProfileWithInfo | null): PersonalValues {
  return {
    name: profile?.name ?? '',
    surname: profile?.surname ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    birthDate: profile?.birthDate ?? '',
    nationalId: profile?.nationalId ?? '',
    address: profile?.address ?? '',
    city: profile?.city ?? '',
    country: profile?.country ?? '',
    currentPassword: '',
  };
}

const errors = tr.identity.errors;
const required = tr.session.validation.required;

export const needsPassword = (values: PersonalValues, saved: PersonalValues): boolean =>
  values.email.trim() !== saved.email || values.phone.trim() !== saved.phone;

/** Field → Turkish message for every problem found, empty when the form can be sent. */
export function problemsOf(values: PersonalValues, saved: PersonalValues, today = todayIso()) {
  const found: Partial<Record<keyof PersonalValues, string>> = {};
  if (!values.name.trim()) found.name = required;
  if (!values.surname.trim()) found.surname = required;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    found.email = tr.session.validation.emailInvalid;
  if (!/^\+?\d{10,15}$/.test(values.phone.trim())) found.phone = tr.session.validation.phoneInvalid;
  if (values.birthDate) {
    const problem = birthDateProblem(values.birthDate, today);
    if (problem === 'invalid') found.birthDate = errors.birthInvalid;
    if (problem === 'future') found.birthDate = errors.birthFuture;
    if (problem === 'minor') found.birthDate = errors.birthMinor;
  }
  if (values.nationalId) {
    const problem = nationalIdProblem(values.nationalId.trim());
    if (problem === 'digits') found.nationalId = errors.nationalIdDigits;
    if (problem === 'checkDigits') found.nationalId = errors.nationalIdCheck;
  }
  if (needsPassword(values, saved) && !values.currentPassword) found.currentPassword = errors.passwordNeeded;
  return found;
}

/** The request: the fields that differ from what is saved, with the password when it is needed. */
export function changesOf(values: PersonalValues, saved: PersonalValues): ProfileUpdateRequest {
  const request: ProfileUpdateRequest = {};
  for (const field of FIELDS) {
    const value = values[field].trim();
    if (value !== saved[field]) request[field] = value;
  }
  if (needsPassword(values, saved)) request.currentPassword = values.currentPassword;
  return request;
}

/** The form field a server refusal names (contract/identity.ts ProfileUpdateRequest codes). */
export const FIELD_OF_CODE: Record<string, keyof PersonalValues> = {
  NATIONAL_ID_INVALID: 'nationalId',
  NATIONAL_ID_TAKEN: 'nationalId',
  BIRTH_DATE_INVALID: 'birthDate',
  UNDERAGE: 'birthDate',
  EMAIL_TAKEN: 'email',
  PHONE_TAKEN: 'phone',
  PASSWORD_REQUIRED: 'currentPassword',
  WRONG_PASSWORD: 'currentPassword',
};
