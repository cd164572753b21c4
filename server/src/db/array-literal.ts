// PostgreSQL array literals for statement parameters, built in one pass. The driver's own path
// (pg's prepareValue and arrayString) runs every element through its generic conversion and two
// regular expressions; a group commit's statements carry a few hundred elements each, which made
// that the driver's largest cost on the order path (docs/server.md, "The order write path"). This
// builds the same literal PostgreSQL reads back to the same values, for the element types the
// server passes (text, numbers, booleans, dates, nulls); any other array goes to the driver as it is.

/** Dates PostgreSQL reads from an ISO text: years 1 to 9999 (toISOString writes others as ±YYYYYY). */
const ISO_DATE_MIN_MS = -62_135_596_800_000;
const ISO_DATE_MAX_MS = 253_402_300_799_999;

/** An element in double quotes, with its backslashes and double quotes escaped. */
function quoted(text: string): string {
  if (!text.includes('"') && !text.includes('\\')) return `"${text}"`;
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

/** One element's text in the literal, or null for a kind left to the driver. */
function elementText(value: unknown): string | null {
  switch (typeof value) {
    case 'string':
      return quoted(value);
    case 'number':
      // NaN and the infinities are left to the driver, which quotes them as PostgreSQL spells them.
      return Number.isFinite(value) ? String(value) : null;
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (!(value instanceof Date)) return null;
      const ms = value.getTime();
      return ms >= ISO_DATE_MIN_MS && ms <= ISO_DATE_MAX_MS ? `"${value.toISOString()}"` : null;
    }
    default:
      return null;
  }
}

/** The array's literal ('{...}'), or null when an element is of a kind left to the driver. */
export function arrayLiteral(values: readonly unknown[]): string | null {
  let literal = '{';
  for (let index = 0; index < values.length; index += 1) {
    if (index > 0) literal += ',';
    const value = values[index];
    if (value === null || value === undefined) {
      literal += 'NULL';
      continue;
    }
    const text = elementText(value);
    if (text === null) return null;
    literal += text;
  }
  return `${literal}}`;
}

/** A statement's parameters with each array of plain elements as its literal; the rest unchanged. */
export function withArrayLiterals(params: readonly unknown[]): unknown[] {
  const prepared = new Array<unknown>(params.length);
  for (let index = 0; index < params.length; index += 1) {
    const value = params[index];
    prepared[index] = Array.isArray(value) ? (arrayLiteral(value) ?? value) : value;
  }
  return prepared;
}
