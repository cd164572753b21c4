// PostgreSQL text cannot hold the NUL character (\u0000), and its JSON cannot hold a lone UTF-16
// surrogate ("\ud800", half of a pair, which JSON lets a client escape): a string carrying either
// fails its query (an audit row's JSON, a text column), which would answer 500. Every body, query
// string and route param is walked before validation and such a string is refused with 400,
// naming the field, whatever route it was sent to.
import type { FastifyInstance } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { ApiError } from './envelope';

const texts = serverTexts.validation;
/** Bounds the walk on hostile nesting; a JSON body is already bounded by the 1 MB body limit. */
const DEPTH_MAX = 32;
/** NUL, or a surrogate that is not half of a pair (with the u flag a pair is one code point). */
const LONE_SURROGATE = /[\ud800-\udfff]/u;
const NUL = '\u0000';

/** Whether PostgreSQL can store this text (see above). */
export const isStorableText = (text: string): boolean => !text.includes(NUL) && !LONE_SURROGATE.test(text);

/** The name of the first field whose key or text cannot be stored, '' for a bare string; null if none. */
export function unstorableField(value: unknown, name = '', depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : name;
  if (value === null || typeof value !== 'object' || depth > DEPTH_MAX) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (!isStorableText(key)) return name;
    const found = unstorableField(inner, Array.isArray(value) ? name : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function installTextGuard(app: FastifyInstance): void {
  // A callback hook: every request runs it (security-headers.ts says why).
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = unstorableField(part);
      if (field === null) continue;
      const label = texts.fields[field] ?? field;
      done(new ApiError(400, label ? texts.invalid(label) : texts.invalidInput, 'VALIDATION'));
      return;
    }
    done();
  });
}
