// What the global setup hands to the specs (through the environment, which jest's workers inherit).
/** The apps' base URLs as a JSON list, one per jest worker: a worker's files use only its own. */
export const BASE_URLS_VAR = 'E2E_BASE_URLS';
export const WS_ENDPOINT_VAR = 'E2E_BROWSER_WS_ENDPOINT';
/** 'server' when the broker server serves the app, 'static' when only the built SPA is served. */
export const BACKEND_VAR = 'E2E_BACKEND';

export function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with "npm run test:e2e"`);
  return value;
}

/**
 * This worker's app. Files on one worker run one after another, so they share its server and its
 * demo user as they did when one worker ran them all; files on the other worker never reach it.
 * Jest numbers its workers from 1 (a run in band is worker 1).
 */
export function workerBaseUrl(): string {
  const listed = required(BASE_URLS_VAR);
  const urls = JSON.parse(listed) as unknown;
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  const url = Array.isArray(urls) ? (urls as unknown[])[worker - 1] : undefined;
  if (typeof url !== 'string')
    throw new Error(`${BASE_URLS_VAR} has no app for jest worker ${worker}: ${listed}`);
  return url;
}
