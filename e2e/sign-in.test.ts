import { tr } from '../src/i18n/tr';
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
    expect(await page.getByRole('alert').textContent()).toBe(tr.server.users.badCredentials);
  });
});
