// Before every spec: one app per jest worker (built server, or the built SPA alone), each with its
// own port and fresh data folder, and one headless Chromium that every worker connects to.
import type { GlobalConfig } from 'jest';
import type { BrowserServer } from 'playwright-core';
import { launchChromiumServer } from '../../scripts/chromium';
import { startApp, type RunningApp } from './app-server';
import { BACKEND_VAR, BASE_URLS_VAR, WS_ENDPOINT_VAR } from './env';

export interface E2eGlobals {
  apps: RunningApp[];
  browser: BrowserServer;
}

/** Where the teardown finds what the setup started (both run in jest's main process). */
export const E2E_GLOBALS = Symbol.for('kaldirac.e2e');

/**
 * `count` apps, started side by side (a server's start is mostly its own work on an empty
 * database, so two overlap on two cores). If one fails, those that started are stopped.
 */
async function startApps(count: number): Promise<RunningApp[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startApp()));
  const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (!failed) return apps;
  await Promise.all(apps.map((app) => app.stop()));
  throw failed.reason;
}

/**
 * A worker's files share its app (the demo user's positions, the customers they register), so two
 * workers never trade on one account: close-all.test.ts closes every position of its demo user
 * while positions.test.ts counts them. jest.e2e.config.ts sets how many workers there are; a run
 * that ends up in band (one file) uses only the first app.
 */
export default async function globalSetup(globalConfig: GlobalConfig): Promise<void> {
  const apps = await startApps(Math.max(1, globalConfig.maxWorkers));
  let browser: BrowserServer;
  try {
    browser = await launchChromiumServer();
  } catch (error) {
    await Promise.all(apps.map((app) => app.stop()));
    throw error;
  }
  process.env[BASE_URLS_VAR] = JSON.stringify(apps.map((app) => app.url));
  process.env[WS_ENDPOINT_VAR] = browser.wsEndpoint();
  process.env[BACKEND_VAR] = apps[0].backend;
  (globalThis as Record<symbol, E2eGlobals>)[E2E_GLOBALS] = { apps, browser };
  const backend = apps[0].backend === 'server' ? 'broker server' : 'static SPA (no server built)';
  console.log(
    `\ne2e: ${apps.length} × ${backend}, one per worker, at ${apps.map((app) => app.url).join(', ')}`,
  );
}
