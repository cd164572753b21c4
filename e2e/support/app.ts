// What a spec uses: `const app = useApp();` registers the hooks, then `await app.open('/trade')`
// gives a page in a fresh browser context (its own localStorage, so nobody is signed in), and
// `await app.signIn(page)` signs in as the demo user through the real form.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { tr } from '../../src/i18n/tr-signed-in';
import { BACKEND_VAR, required, workerBaseUrl, WS_ENDPOINT_VAR } from './env';

export const DEMO_USER = { identifier: 'demo@example.com', password: 'Demo1234!' } as const;

/** Phone, tablet and desktop sizes the layout is built for (SPEC.md section 2). */
export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  tablet: { width: 800, height: 1024 },
  desktop: { width: 1280, height: 800 },
  wide: { width: 1920, height: 1080 },
} as const;

export interface OpenOptions {
  viewport?: { width: number; height: number };
}

export interface E2eApp {
  baseUrl(): string;
  /** True when the broker server runs (API and socket), false when only the SPA is served. */
  hasServer(): boolean;
  open(path: string, options?: OpenOptions): Promise<Page>;
  signIn(page: Page, user?: { identifier: string; password: string }): Promise<void>;
  /** Opens a page already signed in as the demo user, then goes to `path`. */
  openSignedIn(path: string, options?: OpenOptions): Promise<Page>;
}

export function useApp(): E2eApp {
  let browser: Browser | null = null;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(required(WS_ENDPOINT_VAR));
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });
  afterAll(async () => {
    await browser?.close();
  });

  const baseUrl = workerBaseUrl;

  const app: E2eApp = {
    baseUrl,
    hasServer: () => process.env[BACKEND_VAR] === 'server',
    async open(path, { viewport = VIEWPORTS.desktop } = {}) {
      if (!browser) throw new Error('useApp() must be called at the top of a describe block');
      const context = await browser.newContext({ baseURL: baseUrl(), viewport, locale: 'tr-TR' });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(path);
      return page;
    },
    async signIn(page, user = DEMO_USER) {
      const texts = tr.session.signIn;
      if (!new URL(page.url()).pathname.startsWith('/sign-in')) await page.goto('/sign-in');
      await page.getByLabel(texts.identifier).fill(user.identifier);
      await page.getByLabel(texts.password).fill(user.password);
      await page.getByRole('button', { name: texts.submit }).click();
      await page.waitForURL((url) => url.pathname === '/');
    },
    async openSignedIn(path, options) {
      const page = await app.open('/sign-in', options);
      await app.signIn(page);
      if (path !== '/') await page.goto(path);
      return page;
    },
  };
  return app;
}
