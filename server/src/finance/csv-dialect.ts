// The CSV dialect of every finance download: UTF-8 with a byte-order mark (so Excel reads the
// Turkish letters as UTF-8 instead of the machine's code page), comma separated, RFC 4180 quoting
// (a field with a comma, quote or line break is quoted, inner quotes doubled), CRLF line ends,
// decimal point and no thousands separator (so 1234.50 is one number to every program; the comma
// is the separator, so it cannot also be the decimal mark). Free text a person typed (a name) that
// starts like a formula (= + - @) gets a leading apostrophe, so a spreadsheet shows it as text
// instead of running it.

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One line; `width` pads it with empty fields so every line of a file has as many fields. */
export function csvLine(fields: readonly string[], width = fields.length): string {
  const padded =
    fields.length < width ? [...fields, ...Array<string>(width - fields.length).fill('')] : fields;
  return padded.map(csvField).join(',') + CSV_LINE_END;
}

/** Text a customer typed, made safe to open in a spreadsheet. */
export function textCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** `attachment; filename="…"` for an ASCII file name the server made. */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}

/**
 * Gathers lines into chunks of about `chunkChars` characters: a stream of 100,000 one-line chunks
 * would cost a write per line; a chunk per page of rows costs a hundred.
 */
export async function* chunked(lines: AsyncIterable<string>, chunkChars = 64 * 1024): AsyncGenerator<string> {
  let chunk = '';
  for await (const line of lines) {
    chunk += line;
    if (chunk.length >= chunkChars) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk.length > 0) yield chunk;
}
