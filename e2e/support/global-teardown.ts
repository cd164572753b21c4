import { E2E_GLOBALS, type E2eGlobals } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const globals = (globalThis as Record<symbol, E2eGlobals | undefined>)[E2E_GLOBALS];
  if (!globals) return;
  await globals.browser.close();
  await Promise.all(globals.apps.map((app) => app.stop()));
}
