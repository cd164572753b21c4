// Builds the Fastify application; main.ts and the tests both call buildApp. Order of loading:
//   1. error envelope + 404 handler, security headers (hooks apply to everything after)
//   2. OpenAPI collector (must precede every route), /api/docs
//   3. auth decorator (app.authenticate), users routes under /api/users
//   4. the live plugin (/websocket, one hub for every domain), then the trading part (orders,
//      margin), when given
//   5. the operator plugin under /api/operator (token + operator role on every route inside it,
//      the audit log and each domain's operatorRoutes)
//   6. extra plugins (tests), then the static SPA with its index.html fallback
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import Fastify from 'fastify';
import path from 'node:path';
import type { AccountFiguresProvider } from './accounts/account-figures';
import { storedAccountFigures } from './accounts/account-figures';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { DomainEventBus } from './events/event-bus';
import { installAuth } from './http/auth';
import { createIdentityPart } from './identity/identity-part';
import { installCloseConnections } from './http/close-connections';
import { installErrorHandler, sendNotFound } from './http/error-handler';
import './http/fastify-types';
import { loggerOptions, newRequestId } from './http/logging';
import { registerOpenApi, registerOpenApiRoute } from './http/openapi';
import { installSecurityHeaders } from './http/security-headers';
import { RateLimiter } from './http/rate-limit';
import { installStrictQueries } from './http/strict-query';
import { installTextGuard } from './http/text-guard';
import { createValidatorCompiler } from './http/validators';
import { LiveHub } from './live/live-hub';
import { livePlugin } from './live/live-plugin';
import { accountChannel, userChannel } from './live/live-ports';
import { loadSpa, registerSpa, sendIndexHtml, wantsSpaFallback } from './http/spa';
import { OPERATOR_PREFIX, operatorPlugin } from './operator/operator-plugin';
import { findRepoRoot } from './repo-root';
import type { SessionService } from './users/session-service';
import { createSessionService } from './users/session-service';
import { usersRoutes } from './users/users-routes';
import { accountsRoutes, restingAccounts, type AccountsEngine } from './accounts/accounts-routes';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * The whole request, headers and body, must arrive within this time, however it trickles in: a
 * body sent a byte every few seconds would otherwise hold a connection forever. A 10 MB upload
 * needs about 40 s at 2 Mbit/s.
 */
export const REQUEST_TIMEOUT_MS = 90_000;
/** A connection that sends and receives nothing for this long is closed. */
export const CONNECTION_TIMEOUT_MS = 60_000;
/** How often Node looks for requests past their time; never longer than the timeout itself. */
const TIMEOUT_CHECK_INTERVAL_MS = 5_000;

/** What the trading helper plugs in (see server/src/trading/trading-plugin.ts). */
export interface TradingPart {
  /** Registered after the users routes; sees app.db, app.sessions, app.clock, app.authenticate. */
  plugin: FastifyPluginAsync;
  /** Live account figures for GET /api/users/profile. */
  accountFigures?: AccountFiguresProvider;
  /** The engine behind /api/users/accounts (figures, holds, the practice reset). */
  accounts?: AccountsEngine;
}

export interface AppDeps {
  config: AppConfig;
  db: Database;
  clock?: Clock;
  /** Pass the same instance to the live socket so it hears revocations. */
  sessions?: SessionService;
  trading?: TradingPart;
  /** The live stream every domain publishes to; buildApp serves its socket. A new hub if absent. */
  live?: LiveHub;
  /** The domain-event bus (notifications listen, verification publishes). A new bus if absent. */
  events?: DomainEventBus;
  heartbeatIntervalMs?: number;
  /** Each domain's operator routes, registered under /api/operator behind the operator guard. */
  operatorRoutes?: readonly FastifyPluginAsync[];
  accountFigures?: AccountFiguresProvider;
  /** More plugins registered before the SPA (tests). */
  plugins?: FastifyPluginAsync[];
  /** Folder of the built SPA; defaults to dist/ at the repository root. */
  distDir?: string;
  /** Tests read the log from here. */
  logStream?: NodeJS.WritableStream;
  /** REQUEST_TIMEOUT_MS unless given (tests shorten it). */
  requestTimeoutMs?: number;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const requestTimeoutMs = deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: loggerOptions({ level: deps.config.logLevel, stream: deps.logStream }),
    genReqId: newRequestId,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    // Only the listed proxies' X-Forwarded-For is believed; with none, the socket's address counts.
    trustProxy: deps.config.trustProxy.length > 0 ? [...deps.config.trustProxy] : false,
    requestTimeout: requestTimeoutMs,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // Node reads the request timeout when the server is made; set as a property later, it is ignored.
    http: {
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, requestTimeoutMs),
    },
  });
  // Bodies are validated as sent, query strings and params coerced from text (http/validators.ts).
  app.setValidatorCompiler(createValidatorCompiler());
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('clock', clock);
  app.decorate('rateLimiter', new RateLimiter(deps.config.rateLimits, clock));
  app.decorate('sessions', deps.sessions ?? createSessionService(deps.db, clock));

  installErrorHandler(app);
  installSecurityHeaders(app);
  installTextGuard(app);
  installStrictQueries(app);
  installCloseConnections(app);
  await registerOpenApi(app);
  registerOpenApiRoute(app);
  installAuth(app);
  const live = deps.live ?? new LiveHub();
  const events = deps.events ?? new DomainEventBus(app.log);
  // Identity, settings and notifications: the users routes take its hooks (see identity-part.ts).
  const identity = createIdentityPart({
    db: deps.db,
    clock,
    sessions: app.sessions,
    events,
    live,
    dataDir: deps.config.dataDir,
    logger: app.log,
  });
  identity.installSessionTouch(app);
  app.addHook('onClose', () => identity.notifications.stop());

  const accountFigures = deps.trading?.accountFigures ?? deps.accountFigures ?? storedAccountFigures(deps.db);
  await app.register(usersRoutes, { prefix: '/api/users', accountFigures, identity: identity.hooks });
  await app.register(identity.userRoutes, { prefix: '/api/users' });
  await app.register(identity.notificationRoutes, { prefix: '/api/notifications' });
  await app.register(accountsRoutes, {
    prefix: '/api/users/accounts',
    engine: deps.trading?.accounts ?? restingAccounts(accountFigures),
  });
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
    socketsPerTokenMax: deps.config.socketsPerTokenMax,
    socketsPerAddressMax: deps.config.socketsPerAddressMax,
  });
  if (deps.trading) await app.register(deps.trading.plugin);
  await app.register(operatorPlugin, {
    prefix: OPERATOR_PREFIX,
    routes: [...(deps.operatorRoutes ?? []), identity.operatorRoutes],
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
