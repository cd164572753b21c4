// Two schema validators for the two kinds of input a request carries. A JSON body has real types,
// so it is checked as sent: "0.01" is not a number, "" is not a price, [0.01] is not a lot amount
// and false is not a name. Query strings, route params and headers arrive as text, so only they
// are coerced ("2" → 2); there a number must also be finite: "Infinity" and "1e309" coerce to
// Infinity, which ajv's integer check and its minimum and maximum all let through.
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';

/** Shared by both: unknown fields are refused, never silently dropped. */
const COMMON_AJV_OPTIONS = { removeAdditional: false, useDefaults: true, allErrors: false } as const;

export const BODY_AJV_OPTIONS = { ...COMMON_AJV_OPTIONS, coerceTypes: false } as const;
export const TEXT_AJV_OPTIONS = { ...COMMON_AJV_OPTIONS, coerceTypes: 'array', strictNumbers: true } as const;

interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };
type CompileRoute = (route: RouteSchema) => Validate;

/** The first field of a coerced query, params or headers object that is not a finite number. */
function nonFiniteField(data: unknown): string | null {
  if (data === null || typeof data !== 'object') return null;
  for (const [key, value] of Object.entries(data)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'number' && !Number.isFinite(item))) return key;
  }
  return null;
}

/** Wraps a coercing validator so a non-finite number fails as a wrong type would. */
function finiteOnly(validate: Validate): Validate {
  const checked: Validate = (data) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const field = nonFiniteField(data);
    checked.errors =
      field === null
        ? null
        : [{ keyword: 'type', instancePath: `/${field}`, schemaPath: '', params: { type: 'number' } }];
    return field === null;
  };
  return checked;
}

/**
 * One pool per process: Ajv keeps each schema object it compiled, so an app built again in the
 * same process (a test file's app per test, a restart within a test) gets its validators back
 * instead of compiling every route's schema again; the server registers no shared schemas ($id),
 * so apps cannot collide in it. A server process builds one app and compiles as before.
 */
let sharedPool: ReturnType<typeof AjvCompiler> | null = null;

/** The compiler Fastify uses for every route: the body one for bodies, the text one for the rest. */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  sharedPool ??= AjvCompiler();
  // The pool's published types describe an older call shape; at run time it takes the route.
  const body = sharedPool({}, { customOptions: BODY_AJV_OPTIONS }) as unknown as CompileRoute;
  const text = sharedPool({}, { customOptions: TEXT_AJV_OPTIONS }) as unknown as CompileRoute;
  return (route) => (route.httpPart === 'body' ? body(route) : finiteOnly(text(route)));
}
