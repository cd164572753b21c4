import { act, screen, waitFor } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../test/fake-api';
import { currentPath, lastNavigation, renderApp, SCREEN_WAIT } from '../test/render-app';
import { signedInState } from '../test/render-with-providers';
import { tr } from '../i18n/tr-signed-in';

let fake: FakeApi;
beforeEach(() => {
  // The layout loads the profile and the markets; an empty answer is enough for routing tests.
  fake = installFakeApi().on('GET /api/users/profile', { status: 200, body: { status: true, data: null } });
});
afterEach(() => fake.restore());

describe('route guard', () => {
  it('replaces a protected route with /sign-in when there is no token', async () => {
    renderApp({ route: '/transactions' });
    expect(
      await screen.findByRole('heading', { name: tr.session.signIn.title }, SCREEN_WAIT),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/sign-in');
    expect(lastNavigation()).toBe('REPLACE');
  });

  it('lets a signed-in user through to the page inside the layout', async () => {
    renderApp({ route: '/wallet', preloadedState: signedInState() });
    expect(
      await screen.findByRole('heading', { name: tr.shell.pages.wallet, level: 1 }, SCREEN_WAIT),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/wallet');
  });

  it('keeps the public session screens open without a token', async () => {
    renderApp({ route: '/reset-password/abcdefabcdefabcdef' });
    expect(
      await screen.findByRole('heading', { name: tr.session.reset.title }, SCREEN_WAIT),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/reset-password/abcdefabcdefabcdef');
  });
});

describe('route table', () => {
  it.each([
    ['/Verification', tr.shell.pages.verification],
    ['/verification', tr.shell.pages.verification],
    ['/Withdrawal', tr.shell.pages.withdrawal],
    ['/withdrawal', tr.shell.pages.withdrawal],
    ['/Finance', tr.shell.pages.finance],
    ['/Settings', tr.shell.pages.settings],
    ['/actions', tr.shell.pages.actions],
    ['/nft', tr.shell.pages.nft],
    ['/collections', tr.shell.pages.collections],
    ['/robots', tr.shell.pages.robots],
    ['/information', tr.shell.pages.information],
    ['/deposit', tr.shell.pages.deposit],
    ['/traders', tr.shell.pages.traders],
    ['/trader/7', tr.shell.pages.trader],
  ])('%s shows its title', async (route, title) => {
    renderApp({ route, preloadedState: signedInState() });
    expect(await screen.findByRole('heading', { name: title, level: 1 }, SCREEN_WAIT)).toBeInTheDocument();
  });

  it('sends an unknown path to / (and on to /sign-in without a token)', async () => {
    renderApp({ route: '/no/such/page' });
    await waitFor(() => expect(currentPath()).toBe('/sign-in'));
  });

  it('shows the sign-in screen without the layout (no sidebar, no bottom nav)', async () => {
    renderApp({ route: '/sign-in' });
    await screen.findByRole('heading', { name: tr.session.signIn.title }, SCREEN_WAIT);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('navigation', () => {
  it('scrolls back to the top when the route changes', async () => {
    renderApp({ route: '/sign-in' });
    await screen.findByRole('heading', { name: tr.session.signIn.title }, SCREEN_WAIT);
    const page = document.scrollingElement ?? document.documentElement;
    page.scrollTop = 480;
    act(() => screen.getByRole('link', { name: tr.session.signIn.forgot }).click());
    await screen.findByRole('heading', { name: tr.session.forgot.title }, SCREEN_WAIT);
    expect(page.scrollTop).toBe(0);
  });
});
