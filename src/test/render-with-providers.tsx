// Renders a component the way the app does: store, theme, toasts and a memory router.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { SnackbarProvider } from 'notistack';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { AppThemeProvider } from '../app/theme/app-theme-provider';

export interface RenderOptions {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
}

export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store, route = '/' }: RenderOptions = {},
) {
  const appStore = store ?? makeStore(preloadedState);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={appStore}>
      <AppThemeProvider>
        <SnackbarProvider>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </SnackbarProvider>
      </AppThemeProvider>
    </Provider>
  );
  return { store: appStore, ...render(ui, { wrapper }) };
}

/** A store state with a signed-in token, for screens behind the guard. */
export const signedInState = (token = 'test-token'): Partial<RootState> =>
  ({ userToken: { token } }) as Partial<RootState>;

/**
 * A signed-in state with one-click trading on: Al, Sat, Kapat and İptal send at once, as the tests
 * of what those calls send and answer expect. The confirmation itself has tests of its own.
 */
export const oneClickSignedInState = (token = 'test-token'): Partial<RootState> =>
  ({
    userToken: { token },
    ui: { theme: 'dark', scale: 1, chart: {}, oneClickTrading: true },
  }) as Partial<RootState>;
