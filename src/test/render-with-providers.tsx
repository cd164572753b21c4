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
