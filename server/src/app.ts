// Builds the Fastify application from parts that are already built; composeServer
// (compose/compose-server.ts) is its only caller. Order of loading:
//   1. error envelope (with the parts' joined refusal tables) + 404 handler, security headers
//      (hooks apply to everything after)
//   2. OpenAPI collector (must precede every route), /api/docs
//   3. auth decorator (app.authenticate), then each part's app-wide hooks (`install`)
//   4. the live plugin (/websocket, one hub for every part), then each part's routes in build order
//   5. the operator plugin under /api/operator (token + operator role on every route inside it,
//      the audit log and each part's operatorRoutes)
//   6. extra plugins (tests), then the static SPA with its index.html fallback
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import Fastify from 'fastify';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Clock } from './clock';
import type { ServerPart } from './compose/server-part';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { installAuth } from './http/auth';
import { installCloseConnections } from './http/close-connections';
import { answerFrameworkError, installErrorHandler, sendNotFound } from './http/error-handler';
import './http/fastify-types';
import { loggerOptions, newRequestId } from './http/logging';
import { registerOpenApi, registerOpenApiRoute } from './http/openapi';
import { installSecurityHeaders } from './http/security-headers';
import { CONNECTION_TIMEOUT_MS, REQUEST_TIMEOUT_MS, TIMEOUT_CHECK_INTERVAL_MS } from './http/server-timeouts';
import { RateLimiter } from './http/rate-limit';
import type { LimitStores } from './http/limit-ports';
import { memoryLimitStores } from './limits/memory-limits';
import type { RefusalLookup } from './http/refusals';
import { installStrictQueries } from './http/strict-query';
import { installTextGuard } from './http/text-guard';
import { createValidatorCompiler } from './http/validators';
import type { LiveHub } from './live/live-hub';
import { livePlugin } from './live/live-plugin';
import { accountChannel, userChannel } from './live/live-ports';
import { loadSpa, registerSpa, sendIndexHtml, wantsSpaFallback } from './http/spa';
import type { RequestHandler } from './http/starting-server';
import { OPERATOR_PREFIX, operatorPlugin } from './operator/operator-plugin';
import { findRepoRoot } from './repo-root';
import type { SessionService } from './sessions/session-service';

export const BODY_LIMIT_BYTES = 1024 * 1024;
// The timeouts live beside the server that main.ts opens before this app exists.
export { CONNECTION_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './http/server-timeouts';

/** What the caller of composeServer may set about the app itself. */
export interface AppOptions {
  heartbeatIntervalMs?: number;
  /** More plugins registered before the SPA (tests). */
  plugins?: readonly FastifyPluginAsync[];
  /** Folder of the built SPA; defaults to dist/ at the repository root. */
  distDir?: string;
  /** Tests read the log from here. */
  logStream?: NodeJS.WritableStream;
  /** REQUEST_TIMEOUT_MS unless given (tests shorten it). */
  requestTimeoutMs?: number;
  /** Where the named limits count: this process's memory unless given (cluster: shared). */
  limits?: LimitStores;
  /**
   * The app's server object (main.ts: one that never listens; the port is already open and its
   * requests are passed on, http/starting-server.ts). Fastify makes its own without it.
   */
  serverFactory?: (handler: RequestHandler) => Server;
}

export interface AppDeps extends AppOptions {
  config: AppConfig;
  db: Database;
  clock: Clock;
  /** The same instance the parts use, so the live socket hears revocations. */
  sessions: SessionService;
  /** The live stream every part publishes to; buildApp serves its socket. */
  live: LiveHub;
  /** Built parts in build order. */
  parts: readonly ServerPart<unknown>[];
  /** Every part's refusal codes, joined (http/refusals.ts). */
  refusalFor: RefusalLookup;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { clock, live } = deps;
  const limits = deps.limits ?? memoryLimitStores(clock);
  const requestTimeoutMs = deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: loggerOptions({ level: deps.config.logLevel, stream: deps.logStream }),
    genReqId: newRequestId,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    // What the router refuses before any route (bad percent-encoding, over-long parameters).
    frameworkErrors: answerFrameworkError,
    // Only the listed proxies' X-Forwarded-For is believed; with none, the socket's address counts.
    trustProxy: deps.config.trustProxy.length > 0 ? [...deps.config.trustProxy] : false,
    requestTimeout: requestTimeoutMs,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // Node reads the request timeout when the server is made; set as a property later, it is ignored.
    http: {
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, requestTimeoutMs),
    },
    ...(deps.serverFactory ? { serverFactory: deps.serverFactory } : {}),
  });
  // Bodies are validated as sent, query strings and params coerced from text (http/validators.ts).
  app.setValidatorCompiler(createValidatorCompiler());
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('clock', clock);
  app.decorate('rateLimiter', new RateLimiter(deps.config.rateLimits, limits.counter));
  app.decorate('sessions', deps.sessions);

  installErrorHandler(app, deps.refusalFor);
  installSecurityHeaders(app);
  installTextGuard(app);
  installStrictQueries(app);
  installCloseConnections(app);
  await registerOpenApi(app);
  registerOpenApiRoute(app);
  installAuth(app);
  for (const part of deps.parts) part.install?.(app);
  await app.register(livePlugin, {
    hub: live,
    // A socket listens on its user's channel and on its session's active account's channel.
    resolveChannels: async (token) => {
      const session = await app.sessions.verifySession(token);
      return session ? [userChannel(session.userId), accountChannel(session.accountId)] : null;
    },
    onSessionsChanged: (listener) => {
      app.sessions.onRevoke((_tokenHash, userId) => listener(userChannel(userId)));
    },
    heartbeatIntervalMs: deps.heartbeatIntervalMs,
    openSockets: limits.openSockets(deps.config.socketsPerTokenMax, deps.config.socketsPerAddressMax),
  });
  for (const part of deps.parts) if (part.routes) await app.register(part.routes);
  await app.register(operatorPlugin, {
    prefix: OPERATOR_PREFIX,
    routes: deps.parts.flatMap((part) => (part.operatorRoutes ? [part.operatorRoutes] : [])),
  });
  for (const plugin of deps.plugins ?? []) await app.register(plugin);

  const spa = loadSpa(deps.distDir ?? path.join(findRepoRoot(), 'dist'));
  if (spa) await registerSpa(app, spa);
  app.setNotFoundHandler((request, reply) => {
    if (spa && wantsSpaFallback(request)) return sendIndexHtml(reply, spa);
    return sendNotFound(reply);
  });
  return app;
}
