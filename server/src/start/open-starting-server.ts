// The server main.ts opens before anything else (http/starting-server.ts), with the early app's
// answers (early-app.ts) and the built app's timeouts.
import {
  CONNECTION_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
} from '../http/server-timeouts';
import { createStartingServer, type StartingServer } from '../http/starting-server';
import { STARTING_REFUSAL, buildEarlyApp } from './early-app';

export interface OpenStartingServerOptions {
  node: string;
  roles: readonly string[];
  /** The built SPA (dist/); without an index.html only the health answer is early. */
  distDir: string;
  /** How long a request waits for the built app before its 503. */
  holdMs: number;
}

export async function openStartingServer(options: OpenStartingServerOptions): Promise<StartingServer> {
  const early = await buildEarlyApp(options);
  return createStartingServer({
    early: early.handler,
    answersEarly: (request) => early.answersEarly(request),
    holdMs: options.holdMs,
    refusalBody: STARTING_REFUSAL,
    http: { requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    connectionTimeoutMs: CONNECTION_TIMEOUT_MS,
  });
}
