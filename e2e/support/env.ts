// What the global setup hands to the specs (through the environment, which jest's workers inherit).
export const BASE_URL_VAR = 'E2E_BASE_URL';
export const WS_ENDPOINT_VAR = 'E2E_BROWSER_WS_ENDPOINT';
/** 'server' when the broker server serves the app, 'static' when only the built SPA is served. */
export const BACKEND_VAR = 'E2E_BACKEND';

export function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with "npm run test:e2e"`);
  return value;
}
