import { tr } from '../src/i18n/tr-signed-in';
import { serverTexts } from '../contract/server-texts';
import { useApp, VIEWPORTS } from './support/app';

const texts = tr.session.signIn;

describe('first visit', () => {
  const app = useApp();

  it.each(Object.entries(VIEWPORTS))(
    'opening / goes to /sign-in and shows the sign-in form (%s)',
    async (_, viewport) => {
      const page = await app.open('/', { viewport });
      await page.waitForURL((url) => url.pathname === '/sign-in');
      await page.getByRole('heading', { name: texts.title }).waitFor();
      expect(await page.getByLabel(texts.identifier).isVisible()).toBe(true);
      expect(await page.getByLabel(texts.password).getAttribute('type')).toBe('password');
      expect(await page.getByRole('button', { name: texts.submit }).isEnabled()).toBe(true);
      expect(await page.getAttribute('html', 'lang')).toBe('tr');
    },
  );

  it('replaces history: Back does not return to the protected page', async () => {
    const page = await app.open('/sign-up');
    await page.getByRole('heading', { name: tr.session.signUp.title }).waitFor();
    await page.goto('/transactions');
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/sign-up');
  });

  it('shows the Turkish messages under empty fields', async () => {
    const page = await app.open('/sign-in');
    await page.getByRole('button', { name: texts.submit }).click();
    expect(await page.getByText(tr.session.validation.required).count()).toBe(2);
  });
});

describe('signing in', () => {
  const app = useApp();

  it('signs the demo user in and reaches the dashboard', async () => {
    if (!app.hasServer()) return; // Needs the broker server; the static fallback has no API.
    const page = await app.openSignedIn('/');
    expect(new URL(page.url()).pathname).toBe('/');
    const token = await page.evaluate(() => localStorage.getItem('userToken'));
    expect(token).toMatch(/"token":"\\"[^"\\]+/);
  });

  it("shows the server's message for a wrong password", async () => {
    if (!app.hasServer()) return;
    const page = await app.open('/sign-in');
    await page.getByLabel(texts.identifier).fill('demo@example.com');
    await page.getByLabel(texts.password).fill('Yanlis1234');
    await page.getByRole('button', { name: texts.submit }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(serverTexts.users.badCredentials);
  });
});

describe('a page chunk that fails to load', () => {
  const app = useApp();

  it('shows the Turkish retry screen, and the page after a retry', async () => {
    // The scripts index.html lists load normally; every lazy chunk fails until `failing` is off.
    const html = await (await fetch(`${app.baseUrl()}/sign-in`)).text();
    const initialScripts = Array.from(html.matchAll(/<script[^>]*src="?([^" >]+)/g), (match) => match[1]);
    expect(initialScripts.length).toBeGreaterThan(0);
    const fresh = await app.open('about:blank');
    let failing = true;
    await fresh.route('**/*.js', (route) => {
      const lazyChunk = !initialScripts.includes(new URL(route.request().url()).pathname);
      return failing && lazyChunk ? route.abort('failed') : route.continue();
    });
    await fresh.goto('/sign-in');
    await fresh.getByRole('heading', { name: tr.shell.chunkFailedTitle }).waitFor();
    expect(await fresh.getByText(tr.shell.chunkFailedText).isVisible()).toBe(true);

    failing = false;
    await fresh.getByRole('button', { name: tr.shell.retry }).click();
    await fresh.getByRole('heading', { name: texts.title }).waitFor();
    expect(await fresh.getByLabel(texts.identifier).isVisible()).toBe(true);
  });
});
