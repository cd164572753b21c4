// Serves the built SPA from dist/ and answers client routes (/trade, /transactions ...) with
// index.html so the router can take over. /api and /websocket never fall back to the page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SpaFiles {
  root: string;
  indexHtml: string;
}

export function loadSpa(distDir: string): SpaFiles | null {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  return { root: distDir, indexHtml: readFileSync(indexPath, 'utf8') };
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function isSocketPath(url: string): boolean {
  return url === '/websocket' || url.startsWith('/websocket?') || url.startsWith('/websocket/');
}

/** A client route: a GET for a path that is not the API, not the socket and not a file name. */
export function wantsSpaFallback(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  if (isApiPath(url) || isSocketPath(url)) return false;
  const pathname = url.split('?')[0] ?? '';
  const lastSegment = pathname.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

export async function registerSpa(app: FastifyInstance, spa: SpaFiles): Promise<void> {
  await app.register(fastifyStatic, {
    root: spa.root,
    index: false,
    cacheControl: false,
    // The build writes .br and .gz beside each bundle (scripts/compress-dist.js): the smallest
    // one the browser accepts is sent as is, with no compression work per request.
    preCompressed: true,
    // Bundles have content hashes in their names and can be cached for good; index.html cannot.
    // A cache must keep the encodings apart, hence Vary.
    setHeaders: (res, filePath) => {
      const immutable = /\.[0-9a-f]{8,}\./.test(path.basename(filePath));
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  // With index: false the static handler refuses '/' as a directory; the page answers it instead.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndexHtml(reply, spa));
}

export function sendIndexHtml(reply: FastifyReply, spa: SpaFiles): FastifyReply {
  return reply
    .code(200)
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(spa.indexHtml);
}
