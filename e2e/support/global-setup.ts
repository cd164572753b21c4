// Before every spec: the app (built server, or the built SPA alone) and one headless Chromium.
import type { BrowserServer } from 'playwright-core';
import { launchChromiumServer } from '../../scripts/chromium';
import { startApp, type RunningApp } from './app-server';
import { BACKEND_VAR, BASE_URL_VAR, WS_ENDPOINT_VAR } from './env';

export interface E2eGlobals {
  app: RunningApp;
  browser: BrowserServer;
}

/** Where the teardown finds what the setup started (both run in jest's main process). */
export const E2E_GLOBALS = Symbol.for('kaldirac.e2e');

export default async function globalSetup(): Promise<void> {
  const app = await startApp();
  let browser: BrowserServer;
  try {
    browser = await launchChromiumServer();
  } catch (error) {
    await app.stop();
    throw error;
  }
  process.env[BASE_URL_VAR] = app.url;
  process.env[WS_ENDPOINT_VAR] = browser.wsEndpoint();
  process.env[BACKEND_VAR] = app.backend;
  (globalThis as Record<symbol, E2eGlobals>)[E2E_GLOBALS] = { app, browser };
  console.log(
    `\ne2e: ${app.backend === 'server' ? 'broker server' : 'static SPA (no server built)'} at ${app.url}`,
  );
}
