// The CSV dialects of every finance download. The standard one: UTF-8 with a byte-order mark (so Excel reads the
// Turkish letters as UTF-8 instead of the machine's code page), comma separated, RFC 4180 quoting
// (a field with a comma, quote or line break is quoted, inner quotes doubled), CRLF line ends,
// decimal point and no thousands separator (so 1234.50 is one number to every program; the comma
// is the separator, so it cannot also be the decimal mark). Free text a person typed (a name) that
// starts like a formula (= + - @) gets a leading apostrophe, so a spreadsheet shows it as text
// instead of running it.
// The Excel-Turkish one (`dialect=excel-tr`) is what Excel on a Turkish Windows opens into columns
// by a double click: the same BOM, quoting and line ends, but semicolon separated and with a
// decimal comma in every plain number (1234,50), since Turkish Excel reads a comma file as one
// column and 1234.50 as text.

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export type CsvDialectName = 'standard' | 'excel-tr';
export const CSV_DIALECT_NAMES: readonly CsvDialectName[] = ['standard', 'excel-tr'];

export interface CsvDialect {
  name: CsvDialectName;
  separator: ',' | ';';
  /** Plain numbers (1234.50, -0.35) are written with a decimal comma. */
  decimalComma: boolean;
}

export const CSV_STANDARD: CsvDialect = { name: 'standard', separator: ',', decimalComma: false };
export const CSV_EXCEL_TR: CsvDialect = { name: 'excel-tr', separator: ';', decimalComma: true };

export const csvDialectOf = (name: CsvDialectName | undefined): CsvDialect =>
  name === 'excel-tr' ? CSV_EXCEL_TR : CSV_STANDARD;

/** A plain decimal number as the cells write it (money, prices, lots), not a date or a text. */
const PLAIN_DECIMAL = /^-?\d+\.\d+$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string, dialect: CsvDialect = CSV_STANDARD): string {
  const text = dialect.decimalComma && PLAIN_DECIMAL.test(value) ? value.replace('.', ',') : value;
  const needsQuotes = text.includes(dialect.separator) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line; `width` pads it with empty fields so every line of a file has as many fields. */
export function csvLine(
  fields: readonly string[],
  width = fields.length,
  dialect: CsvDialect = CSV_STANDARD,
): string {
  const padded =
    fields.length < width ? [...fields, ...Array<string>(width - fields.length).fill('')] : fields;
  return padded.map((field) => csvField(field, dialect)).join(dialect.separator) + CSV_LINE_END;
}

/** The download's file name: the Excel-Turkish file says so before its extension. */
export const csvFileName = (stem: string, dialect: CsvDialect): string =>
  dialect.name === 'excel-tr' ? `${stem}-excel.csv` : `${stem}.csv`;

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
