// The app's providers, outermost first: the store; the persisted slices rehydrated before anything
// renders (so the guard sees a stored token); the theme of the stored ui settings; toasts; the
// browser router with its navigation helpers; and the routes.
import { SnackbarProvider } from 'notistack';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { SessionWatcher } from '../features/session/session-watcher';
import { TOAST_DURATION_MS } from '../lib/toast';
import { AppRoutes } from './routes';
import { ScrollToTop } from './scroll-to-top';
import type { AppStore } from './store';
import { AppThemeProvider } from './theme/app-theme-provider';

/** At most this many toasts at once; older ones make room. */
const TOASTS_VISIBLE_MAX = 3;

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <AppThemeProvider>
          <SnackbarProvider
            maxSnack={TOASTS_VISIBLE_MAX}
            autoHideDuration={TOAST_DURATION_MS.default}
            anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          >
            <BrowserRouter>
              <ScrollToTop />
              <SessionWatcher />
              <AppRoutes />
            </BrowserRouter>
          </SnackbarProvider>
        </AppThemeProvider>
      </PersistGate>
    </Provider>
  );
}
