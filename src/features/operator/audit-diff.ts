// The change an audit row records, as a short list of fields: each field whose value differs
// between before and after, with both values as text (compact JSON unless a formatter is given). A row whose before or after is not
// an object (a created or deleted subject, a plain value) is one line with the two whole values.

export interface FieldChange {
  /** The field's name; empty when the whole value changed. */
  field: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Compact JSON of a value; absent (null or undefined) reads as an empty string. */
export const shown = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** Writes one field's value; the field is '' for a whole plain value. */
export type ValueText = (field: string, value: unknown) => string;

export function auditChanges(
  before: unknown,
  after: unknown,
  text: ValueText = (_field, value) => shown(value),
): FieldChange[] {
  const beforeRecord = isRecord(before) ? before : before == null ? {} : null;
  const afterRecord = isRecord(after) ? after : after == null ? {} : null;
  if (!beforeRecord || !afterRecord) return [{ field: '', before: text('', before), after: text('', after) }];
  const fields = [...new Set([...Object.keys(beforeRecord), ...Object.keys(afterRecord)])];
  return fields
    .filter((field) => shown(beforeRecord[field]) !== shown(afterRecord[field]))
    .map((field) => ({
      field,
      before: beforeRecord[field] == null ? '' : text(field, beforeRecord[field]),
      after: afterRecord[field] == null ? '' : text(field, afterRecord[field]),
    }));
}
