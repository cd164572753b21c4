// The route schemas are JSON Schema draft 7, which ajv checks requests against; the document at
// /api/docs declares OpenAPI 3.0.3, whose Schema Object is an older dialect. @fastify/swagger turns
// most of draft 7 into 3.0 (type arrays become `nullable`, `const` becomes `enum`) but copies
// draft 7's numeric exclusiveMinimum/exclusiveMaximum as they are, which 3.0 reads as booleans
// beside minimum/maximum. Fastify also names a prefix's root route with a trailing slash
// ('/api/orders/') although clients call '/api/orders'. These pure rewrites make the document
// say what 3.0.3 means and name the paths clients call.

type Json = unknown;

/** Draft 7's `exclusiveMinimum: 0` is 3.0's `minimum: 0, exclusiveMinimum: true`. */
function exclusiveBoundToOpenApi30(
  schema: Record<string, Json>,
  exclusiveKey: 'exclusiveMinimum' | 'exclusiveMaximum',
  inclusiveKey: 'minimum' | 'maximum',
): void {
  const exclusive = schema[exclusiveKey];
  if (typeof exclusive !== 'number') return;
  const inclusive = schema[inclusiveKey];
  const exclusiveIsTighter =
    typeof inclusive !== 'number' ||
    (inclusiveKey === 'minimum' ? exclusive >= inclusive : exclusive <= inclusive);
  if (exclusiveIsTighter) {
    schema[inclusiveKey] = exclusive;
    schema[exclusiveKey] = true;
  } else {
    delete schema[exclusiveKey];
  }
}

/** Rewrites every nested object in place; the document is a fresh tree made for this purpose. */
function rewriteSchemas(node: Json): void {
  if (Array.isArray(node)) {
    for (const item of node) rewriteSchemas(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, Json>;
  exclusiveBoundToOpenApi30(record, 'exclusiveMinimum', 'minimum');
  exclusiveBoundToOpenApi30(record, 'exclusiveMaximum', 'maximum');
  for (const value of Object.values(record)) rewriteSchemas(value);
}

/** '/api/orders/' → '/api/orders'; the root '/' stays as it is. */
export function withoutTrailingSlash(url: string): string {
  return url.length > 1 && url.endsWith('/') ? url.replace(/\/+$/, '') || '/' : url;
}

/** Joins path items whose names differ only by a trailing slash, keeping every operation. */
function pathsWithoutTrailingSlash(paths: Record<string, Json>): Record<string, Json> {
  const joined: Record<string, Json> = {};
  for (const [url, item] of Object.entries(paths)) {
    const name = withoutTrailingSlash(url);
    const earlier = joined[name];
    joined[name] =
      earlier && typeof earlier === 'object' && item && typeof item === 'object'
        ? { ...earlier, ...item }
        : item;
  }
  return joined;
}

export function toOpenApi30<T extends { paths?: Record<string, Json> }>(document: T): T {
  rewriteSchemas(document.paths);
  rewriteSchemas((document as { components?: Json }).components);
  if (document.paths) document.paths = pathsWithoutTrailingSlash(document.paths);
  return document;
}
