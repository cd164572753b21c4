// The identity change request's values and checks before sending (after verification, name,
// surname, T.C. Kimlik No and birth date change only this way): the same rules as the profile
// form, at least one value differing from the verified one, and at least one document.
import type { IdentityChangeBody } from '../../../contract/identity';
import { nationalIdProblem } from '../../../contract/national-id';
import { tr } from '../../i18n/tr-signed-in';
import { birthDateProblem, todayIso } from '../../lib/birth-date';
import type { PersonalValues } from './personal-fields';

export const FROZEN_FIELDS = ['name', 'surname', 'nationalId', 'birthDate'] as const;
export type FrozenField = (typeof FROZEN_FIELDS)[number];
export type ChangeValues = Record<FrozenField, string>;
export type ChangeProblems = Partial<Record<FrozenField | 'documents', string>>;

/** The form starts from the verified values. */
export const changeStartOf = (saved: PersonalValues): ChangeValues => ({
  name: saved.name,
  surname: saved.surname,
  nationalId: saved.nationalId,
  birthDate: saved.birthDate,
});

const changedFields = (values: ChangeValues, saved: ChangeValues): FrozenField[] =>
  FROZEN_FIELDS.filter((field) => values[field].trim() !== saved[field]);

/** Field → Turkish message for every problem, empty when the request can be sent. */
export function changeProblemsOf(
  values: ChangeValues,
  saved: ChangeValues,
  documents: number,
  today = todayIso(),
): ChangeProblems {
  const errors = tr.identity.errors;
  const found: ChangeProblems = {};
  for (const field of FROZEN_FIELDS)
    if (!values[field].trim() && saved[field]) found[field] = tr.session.validation.required;
  if (!values.name.trim()) found.name = tr.session.validation.required;
  if (!values.surname.trim()) found.surname = tr.session.validation.required;
  const birthProblem = values.birthDate ? birthDateProblem(values.birthDate, today) : null;
  if (birthProblem === 'invalid') found.birthDate = errors.birthInvalid;
  if (birthProblem === 'future') found.birthDate = errors.birthFuture;
  if (birthProblem === 'minor') found.birthDate = errors.birthMinor;
  const idProblem = values.nationalId ? nationalIdProblem(values.nationalId.trim()) : null;
  if (idProblem === 'digits') found.nationalId = errors.nationalIdDigits;
  if (idProblem === 'checkDigits') found.nationalId = errors.nationalIdCheck;
  if (Object.keys(found).length === 0 && changedFields(values, saved).length === 0)
    found.name = tr.identity.change.errors.nothingChanged;
  if (documents === 0) found.documents = tr.identity.change.errors.documentsNeeded;
  return found;
}

/** The request: only the values that differ from the verified ones, and the documents. */
export function changeBodyOf(
  values: ChangeValues,
  saved: ChangeValues,
  uploadIds: string[],
): IdentityChangeBody {
  const body: IdentityChangeBody = { uploadIds };
  for (const field of changedFields(values, saved)) body[field] = values[field].trim();
  return body;
}
