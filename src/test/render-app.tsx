// Renders the whole route table the way app.tsx does (session watcher, scroll-to-top, routes) at
// a starting route, plus a probe that shows where the router is and how it got there.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigationType } from 'react-router';
import { AppRoutes } from '../app/routes';
import { ScrollToTop } from '../app/scroll-to-top';
import { SessionWatcher } from '../features/session/session-watcher';
import { renderWithProviders, signedInState, type RenderOptions } from './render-with-providers';

function LocationProbe() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  return (
    <span
      hidden
      data-testid="location"
      data-navigation={navigationType}
      data-pathname={pathname}
      data-search={search}
    />
  );
}

export function renderApp(options: RenderOptions = {}) {
  return renderWithProviders(
    <>
      <ScrollToTop />
      <SessionWatcher />
      <AppRoutes />
      <LocationProbe />
    </>,
    options,
  );
}

/** The router's current path, as the probe shows it. */
export const currentPath = (): string | null => screen.getByTestId('location').getAttribute('data-pathname');

/** The router's current query ('?a=1', or '' for none). */
export const currentSearch = (): string | null => screen.getByTestId('location').getAttribute('data-search');

/** PUSH, REPLACE or POP: how the router reached the current path. */
export const lastNavigation = (): string | null =>
  screen.getByTestId('location').getAttribute('data-navigation');

/** How long to wait for a lazily loaded screen: ts-jest compiles its chunk on first use. */
export const SCREEN_WAIT = { timeout: 10_000 };

/** A signed-in customer's visit to `route`, once its page shows the heading; with a user to act. */
export async function openSignedInPage(route: string, heading: string) {
  const user = userEvent.setup();
  const view = renderApp({ route, preloadedState: signedInState() });
  await screen.findByRole('heading', { name: heading }, SCREEN_WAIT);
  return { user, view };
}
