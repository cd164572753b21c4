// The bad inputs the fuzz walk sends to every documented operation: path parameters that are not
// ids, query values of the wrong type or size, bodies of the wrong shape, fields of the wrong JSON
// type, over-long text and lone UTF-16 surrogates. Each case carries a `kind`, so a report can
// group what it finds.
import type { HttpMethod, OpenApiOperation } from './full-app-kit';

export type FuzzKind =
  | 'path-param'
  | 'path-percent-encoding'
  | 'path-long'
  | 'query-type'
  | 'query-long'
  | 'query-huge-page'
  | 'query-lone-surrogate'
  | 'body-shape'
  | 'body-field-type'
  | 'body-field-long'
  | 'body-lone-surrogate'
  | 'body-all-fields';

export interface FuzzCase {
  kind: FuzzKind;
  method: Uppercase<HttpMethod>;
  url: string;
  /** A raw JSON text, so a lone surrogate escape reaches the server as written. */
  payload?: string;
}

/** Long enough to pass any field's maximum, short enough to stay under the body limit. */
const LONG_TEXT_LENGTH = 5_000;
const LONG_PATH_PARAM_LENGTH = 2_000;
const LONG_TEXT = 'ş'.repeat(LONG_TEXT_LENGTH);

const PATH_VALUES: { kind: FuzzKind; value: string }[] = [
  { kind: 'path-param', value: 'x' },
  { kind: 'path-param', value: '-1' },
  { kind: 'path-param', value: '0' },
  { kind: 'path-param', value: '99999999999999999999999' },
  { kind: 'path-param', value: '1.5' },
  { kind: 'path-param', value: '%20' },
  { kind: 'path-param', value: '00000000-0000-0000-0000-000000000000' },
  { kind: 'path-percent-encoding', value: '%E0%A4%A' },
  { kind: 'path-percent-encoding', value: '%ED%A0%80' },
  { kind: 'path-percent-encoding', value: '%00' },
  { kind: 'path-long', value: 'a'.repeat(LONG_PATH_PARAM_LENGTH) },
];

const QUERY_VALUES: { kind: FuzzKind; value: string }[] = [
  { kind: 'query-type', value: 'abc' },
  { kind: 'query-type', value: '-5' },
  { kind: 'query-type', value: '1e309' },
  { kind: 'query-type', value: '' },
  { kind: 'query-long', value: encodeURIComponent(LONG_TEXT) },
  { kind: 'query-huge-page', value: '99999999999999999999' },
  { kind: 'query-lone-surrogate', value: '%ED%A0%80' },
];

const FIELD_VALUES: { kind: FuzzKind; json: string }[] = [
  { kind: 'body-field-type', json: '12345' },
  { kind: 'body-field-type', json: '-1e308' },
  { kind: 'body-field-type', json: 'true' },
  { kind: 'body-field-type', json: 'null' },
  { kind: 'body-field-type', json: '{"a":1}' },
  { kind: 'body-field-type', json: '["x"]' },
  { kind: 'body-field-type', json: '"zz"' },
  { kind: 'body-field-long', json: JSON.stringify(LONG_TEXT) },
  { kind: 'body-lone-surrogate', json: '"a\\ud800b"' },
];

const BODY_SHAPES = ['null', '[]', '"text"', '12', '{}', '{"zzUnknown":1}', '{"a":'];

const withBody = (method: HttpMethod) => method === 'post' || method === 'put' || method === 'patch';

function fillPath(template: string, value: string): string {
  return template.replace(/\{[^}]+\}/g, value);
}

/** A plausible value for each path parameter, so the query and body cases reach the handler. */
function plainPath(template: string): string {
  return fillPath(template, '1');
}

function bodyProperties(operation: OpenApiOperation): Record<string, { type?: unknown }> {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const properties = schema?.properties;
  return properties && typeof properties === 'object'
    ? (properties as Record<string, { type?: unknown }>)
    : {};
}

/**
 * Every field at once, each of its own JSON type, so a body passes the schema's required list and
 * the bad text reaches the handler (a refusal reason, a broadcast's title and text).
 */
function allFieldsBody(operation: OpenApiOperation, text: string): string | null {
  const entries = Object.entries(bodyProperties(operation));
  if (entries.length === 0) return null;
  const value = ({ type }: { type?: unknown }): string =>
    type === 'number' || type === 'integer' ? '1' : type === 'boolean' ? 'true' : text;
  return `{${entries.map(([name, schema]) => `"${name}":${value(schema)}`).join(',')}}`;
}

export function fuzzCases(template: string, method: HttpMethod, operation: OpenApiOperation): FuzzCase[] {
  const upper = method.toUpperCase() as Uppercase<HttpMethod>;
  const cases: FuzzCase[] = [];
  const plainBody = withBody(method) ? '{}' : undefined;
  if (template.includes('{'))
    for (const { kind, value } of PATH_VALUES)
      cases.push({ kind, method: upper, url: fillPath(template, value), payload: plainBody });
  const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  for (const name of queryNames)
    for (const { kind, value } of QUERY_VALUES)
      cases.push({ kind, method: upper, url: `${plainPath(template)}?${name}=${value}`, payload: plainBody });
  if (!withBody(method)) return cases;
  for (const shape of BODY_SHAPES)
    cases.push({ kind: 'body-shape', method: upper, url: plainPath(template), payload: shape });
  for (const field of Object.keys(bodyProperties(operation)))
    for (const { kind, json } of FIELD_VALUES)
      cases.push({ kind, method: upper, url: plainPath(template), payload: `{"${field}":${json}}` });
  for (const text of ['"a\\ud800b"', JSON.stringify(LONG_TEXT), '"Kısa metin"']) {
    const payload = allFieldsBody(operation, text);
    if (payload) cases.push({ kind: 'body-all-fields', method: upper, url: plainPath(template), payload });
  }
  return cases;
}
