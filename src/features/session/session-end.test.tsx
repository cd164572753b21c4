import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { api } from '../../api/api-slice';
import type { AppStore } from '../../app/store';
import { tr } from '../../i18n/tr-signed-in';
import { serverTexts } from '../../../contract/server-texts';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { currentPath, lastNavigation, renderApp } from '../../test/render-app';
import { renderWithProviders, signedInState } from '../../test/render-with-providers';
import { sessionApi } from './api/session-api';
import { SessionWatcher } from './session-watcher';
import { useLogout } from './use-logout';
import { useSignOut } from './use-sign-out';

jest.setTimeout(30_000);

/** An endpoint of some other feature, to show that a 401 from any call ends the session. */
const otherApi = api.injectEndpoints({
  endpoints: (build) => ({ openOrders: build.query<unknown, void>({ query: () => '/orders?page=1' }) }),
});

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi().on('GET /api/users/profile', { body: { status: true, data: null } });
});
afterEach(() => fake.restore());

describe('a 401 from any call', () => {
  const calls: [string, (store: AppStore) => Promise<unknown>][] = [
    [
      'GET /api/users/profile',
      (store) => store.dispatch(sessionApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true })),
    ],
    ['GET /api/orders', (store) => store.dispatch(otherApi.endpoints.openOrders.initiate())],
    ['POST /api/users/logout', (store) => store.dispatch(sessionApi.endpoints.logout.initiate())],
  ];

  it.each(calls)('%s clears the session and replaces the screen with /sign-in', async (route, call) => {
    const { store } = renderApp({ route: '/wallet', preloadedState: signedInState() });
    await screen.findByRole('heading', { name: tr.shell.pages.wallet, level: 1 }, { timeout: 10_000 });
    fake.on(route, { status: 401, body: { status: false, message: serverTexts.common.unauthorized } });

    await act(async () => {
      await call(store);
    });

    await waitFor(() => expect(currentPath()).toBe('/sign-in'));
    expect(lastNavigation()).toBe('REPLACE');
    expect(store.getState().userToken.token).toBeNull();
    expect(store.getState().userProfile.profile).toBeNull();
    // The api cache is dropped, so the next user starts from nothing.
    expect(Object.keys(store.getState().api.queries)).toHaveLength(0);
  });

  it('does not end the session for a refused login (a 401 there means a wrong password)', async () => {
    fake.on('POST /api/users/login', { status: 401, body: { status: false, message: 'Hatalı.' } });
    const { store } = renderWithProviders(<SessionWatcher />, { preloadedState: signedInState('keep') });
    await act(async () => {
      await store.dispatch(sessionApi.endpoints.login.initiate({ identifier: 'a@b.co', password: 'x' }));
    });
    expect(store.getState().userToken.token).toBe('keep');
  });
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function SignOutButtons() {
  const { logout } = useLogout();
  const signOut = useSignOut();
  return (
    <>
      <button onClick={() => void logout()}>{tr.nav.logout}</button>
      <button onClick={signOut}>{tr.nav.signOut}</button>
    </>
  );
}

function renderSignOutButtons() {
  return renderWithProviders(
    <>
      <SessionWatcher />
      <Routes>
        <Route path="/wallet" element={<SignOutButtons />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: '/wallet', preloadedState: signedInState('tok-out') },
  );
}

describe('signing out', () => {
  it("'Oturumu Kapat' calls the server with the token, then clears the session and goes to /sign-in", async () => {
    fake.on('POST /api/users/logout', { body: { status: true, message: serverTexts.users.loggedOut } });
    const { store } = renderSignOutButtons();
    await userEvent.click(screen.getByRole('button', { name: tr.nav.logout }));

    expect(await screen.findByTestId('where')).toHaveTextContent('/sign-in');
    const [call] = fake.callsTo('POST /api/users/logout');
    expect(call.headers.get('Authorization')).toBe('Bearer tok-out');
    expect(store.getState().userToken.token).toBeNull();
  });

  it("'Oturumu Kapat' still signs out here when the server cannot be reached", async () => {
    fake.on('POST /api/users/logout', 'network-error');
    const { store } = renderSignOutButtons();
    await userEvent.click(screen.getByRole('button', { name: tr.nav.logout }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/sign-in');
    expect(store.getState().userToken.token).toBeNull();
  });

  it("the menu's 'Çıkış Yap' signs out without calling the server", async () => {
    const { store } = renderSignOutButtons();
    await userEvent.click(screen.getByRole('button', { name: tr.nav.signOut }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/sign-in');
    expect(store.getState().userToken.token).toBeNull();
    expect(fake.callsTo('POST /api/users/logout')).toHaveLength(0);
  });
});
