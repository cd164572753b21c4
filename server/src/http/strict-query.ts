// Every API route and the socket validate their query string, like their body: a route that reads
// none gets an empty strict schema, and an unknown parameter is refused with 400 before anything
// else is checked (params and body are validated before the query string, so a bad body would
// otherwise hide it). The SPA's pages and files are left alone: a link may carry a query of its
// own (utm tags, a cache-busting ?v=) that the server never reads.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { SOCKET_PATH } from '../../../contract/live';
import { ApiError } from './envelope';
import { strictObject } from './schema';

const texts = serverTexts.validation;

/** The query schema of a route that reads no query string. */
export const NoQuery = strictObject({});

function appliesTo(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url === SOCKET_PATH;
}

function namedKeys(schema: unknown): Set<string> {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return new Set(Object.keys(properties ?? {}));
}

type PreValidation = (request: FastifyRequest) => Promise<void>;

function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function installStrictQueries(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!appliesTo(route.url)) return;
    const schema = route.schema ?? {};
    if (schema.querystring === undefined) route.schema = { ...schema, querystring: NoQuery };
    const allowed = namedKeys(route.schema?.querystring);
    const refuseUnknown: PreValidation = async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      for (const key of Object.keys(query ?? {})) {
        if (!allowed.has(key)) throw new ApiError(400, texts.unknownField(key), 'VALIDATION');
      }
    };
    route.preValidation = [refuseUnknown, ...asList(route.preValidation)] as RouteOptions['preValidation'];
  });
}
