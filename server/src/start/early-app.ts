// What the server answers while it starts (starting-server.ts), before the database is open: the
// health answer, 503 with a Turkish "starting" message and no leader for anything (a load
// balancer keeps traffic away, a probe sees the node is alive), and the built SPA, so a browser
// gets the sign-in page at once and its first API call waits for the app instead of the page.
// A small Fastify app of its own: the same static files, compression and security headers as the
// built app's, none of the parts' modules.
import type { IncomingMessage } from 'node:http';
import { Server } from 'node:http';
import Fastify from 'fastify';
import type { HealthAnswer } from '../../../contract/cluster-health';
import { serverTexts } from '../../../contract/server-texts';
import { healthFrom } from '../cluster/health';
import { failure } from '../http/envelope';
import { installSecurityHeaders } from '../http/security-headers';
import { isApiPath, loadSpa, registerSpa, sendIndexHtml, wantsSpaFallback } from '../http/spa';
import type { RequestHandler } from '../http/starting-server';

export interface EarlyApp {
  handler: RequestHandler;
  /** GET /api/health, and the SPA's page and files when there is a build. */
  answersEarly(request: IncomingMessage): boolean;
  close(): Promise<void>;
}

/** The body of the 503 to anything that waited too long for the start (starting-server.ts). */
export const STARTING_REFUSAL = JSON.stringify(failure(serverTexts.cluster.starting, 'STARTING'));

function startingHealth(node: string, roles: readonly string[]): HealthAnswer {
  const { data } = healthFrom({
    node,
    roles,
    engineShards: 1,
    leases: [],
    nodes: [{ node, roles: [...roles], leads: [], standbyFor: [] }],
  });
  return { status: false, message: serverTexts.cluster.starting, data };
}

function isHealthPath(url: string): boolean {
  return url === '/api/health' || url.startsWith('/api/health?');
}

export async function buildEarlyApp(options: {
  node: string;
  roles: readonly string[];
  distDir: string;
}): Promise<EarlyApp> {
  let handler: RequestHandler | null = null;
  const app = Fastify({
    logger: false,
    serverFactory: (fastifyHandler) => {
      handler = fastifyHandler;
      return new Server();
    },
  });
  installSecurityHeaders(app);
  const health = startingHealth(options.node, options.roles);
  app.get('/api/health', (_request, reply) => reply.code(503).header('Retry-After', '5').send(health));
  const spa = loadSpa(options.distDir);
  if (spa) await registerSpa(app, spa);
  app.setNotFoundHandler((request, reply) => {
    if (spa && wantsSpaFallback(request)) return sendIndexHtml(reply, spa);
    return reply.code(404).send(failure(serverTexts.common.notFound));
  });
  await app.ready();
  const ready: RequestHandler | null = handler;
  if (!ready) throw new Error('buildEarlyApp: Fastify did not call serverFactory');
  return {
    handler: ready,
    answersEarly(request) {
      const url = request.url ?? '/';
      if (isHealthPath(url)) return request.method === 'GET' || request.method === 'HEAD';
      if (!spa || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
      return !isApiPath(url) && url !== '/websocket' && !url.startsWith('/websocket?');
    },
    close: () => app.close(),
  };
}
