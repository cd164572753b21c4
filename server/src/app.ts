// Builds the Fastify application; main.ts and the tests both call buildApp. Order of loading:
//   1. error envelope + 404 handler, security headers (hooks apply to everything after)
//   2. OpenAPI collector (must precede every route), /api/docs
//   3. auth decorator (app.authenticate), users routes under /api/users
//   4. the trading part (orders, margin, live socket), when given
//   5. extra plugins (tests), then the static SPA with its index.html fallback
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import Fastify from 'fastify';
import path from 'node:path';
import type { AccountFiguresProvider } from './accounts/account-figures';
import { storedAccountFigures } from './accounts/account-figures';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { installAuth } from './http/auth';
import { installCloseConnections } from './http/close-connections';
import { installErrorHandler, sendNotFound } from './http/error-handler';
import './http/fastify-types';
import { loggerOptions, newRequestId } from './http/logging';
import { registerOpenApi, registerOpenApiRoute } from './http/openapi';
import { installSecurityHeaders } from './http/security-headers';
import { loadSpa, registerSpa, sendIndexHtml, wantsSpaFallback } from './http/spa';
import { findRepoRoot } from './repo-root';
import type { SessionService } from './users/session-service';
import { createSessionService } from './users/session-service';
import { usersRoutes } from './users/users-routes';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** What the trading helper plugs in (see server/src/trading/trading-plugin.ts). */
export interface TradingPart {
  /** Registered after the users routes; sees app.db, app.sessions, app.clock, app.authenticate. */
  plugin: FastifyPluginAsync;
  /** Live account figures for GET /api/users/profile. */
  accountFigures?: AccountFiguresProvider;
}

export interface AppDeps {
  config: AppConfig;
  db: Database;
  clock?: Clock;
  /** Pass the same instance to the live socket so it hears revocations. */
  sessions?: SessionService;
  trading?: TradingPart;
  accountFigures?: AccountFiguresProvider;
  /** More plugins registered before the SPA (tests). */
  plugins?: FastifyPluginAsync[];
  /** Folder of the built SPA; defaults to dist/ at the repository root. */
  distDir?: string;
  /** Tests read the log from here. */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions({ level: deps.config.logLevel, stream: deps.logStream }),
    genReqId: newRequestId,
    bodyLimit: BODY_LIMIT_BYTES,
    // Unknown fields are refused (additionalProperties: false), never silently dropped.
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
    return503OnClosing: true,
    trustProxy: deps.config.trustProxy,
  });
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('clock', clock);
  app.decorate('sessions', deps.sessions ?? createSessionService(deps.db, clock));

  installErrorHandler(app);
  installSecurityHeaders(app);
  installCloseConnections(app);
  await registerOpenApi(app);
  registerOpenApiRoute(app);
  installAuth(app);

  const accountFigures = deps.trading?.accountFigures ?? deps.accountFigures ?? storedAccountFigures(deps.db);
  await app.register(usersRoutes, { prefix: '/api/users', accountFigures });
  if (deps.trading) await app.register(deps.trading.plugin);
  for (const plugin of deps.plugins ?? []) await app.register(plugin);

  const spa = loadSpa(deps.distDir ?? path.join(findRepoRoot(), 'dist'));
  if (spa) await registerSpa(app, spa);
  app.setNotFoundHandler((request, reply) => {
    if (spa && wantsSpaFallback(request)) return sendIndexHtml(reply, spa);
    return sendNotFound(reply);
  });
  return app;
}
