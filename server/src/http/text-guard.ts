// PostgreSQL text cannot hold the NUL character (\u0000): a string carrying one fails its query,
// which would answer 500. Every body, query string and route param is walked before validation
// and such a string is refused with 400, naming the field, whatever route it was sent to.
import type { FastifyInstance } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { ApiError } from './envelope';

const texts = serverTexts.validation;
/** Bounds the walk on hostile nesting; a JSON body is already bounded by the 1 MB body limit. */
const DEPTH_MAX = 32;
const NUL = '\u0000';

/** The name of the first field whose key or text holds a NUL, '' for a bare string; null if none. */
export function fieldWithNul(value: unknown, name = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? name : null;
  if (value === null || typeof value !== 'object' || depth > DEPTH_MAX) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes(NUL)) return name;
    const found = fieldWithNul(inner, Array.isArray(value) ? name : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = fieldWithNul(part);
      if (field === null) continue;
      const label = texts.fields[field] ?? field;
      throw new ApiError(400, label ? texts.invalid(label) : texts.invalidInput, 'VALIDATION');
    }
  });
}
