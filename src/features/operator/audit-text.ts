// How the audit log reads to an operator: each recorded field by its Turkish name, each value in
// the words and figures the screens use (money from cents as "2500.00 USD", a status, a yes or
// no), and the ids a reader cannot use left out (the subject's name stands for them). A field or
// value the screen has no word for is shown as the server wrote it.
import { tr } from '../../i18n/tr-signed-in';
import { formatMoney } from '../../lib/format-number';
import { shown } from './audit-diff';

const texts = tr.operator.audit;

/** Fields holding ids: the subject line names what they point at. */
const ID_FIELDS: ReadonlySet<string> = new Set(['accountId', 'userId', 'traderId', 'documentId', 'uploadId']);

export const isReadableField = (field: string): boolean => !ID_FIELDS.has(field);

export const auditFieldLabel = (field: string): string => texts.fields[field] ?? field;

const VALUE_WORDS: Record<string, Record<string, string> | undefined> = {
  status: texts.statuses,
  type: tr.money.types,
  method: tr.money.methods,
  role: texts.roles,
  kind: tr.identity.verification.kinds,
};

/** A recorded value as the screens write it. */
export function auditValueText(field: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'number' && field.endsWith('Cents'))
    return `${formatMoney(value / 100)} ${tr.app.currency}`;
  if (typeof value === 'string') return VALUE_WORDS[field]?.[value] ?? value;
  return shown(value);
}

/** The subject line: its kind in Turkish and its name, or its id when the log could not name it. */
export function auditSubjectText(row: {
  subjectType: string;
  subjectId: string;
  subjectName?: string | null;
}): string {
  const kind = texts.subjects[row.subjectType] ?? row.subjectType;
  return `${kind}: ${row.subjectName || row.subjectId}`;
}
