// The app's providers, outermost first: the store; the persisted slices rehydrated before anything
// renders (so the guard sees a stored token); the theme of the stored ui settings; the browser
// router with its navigation helpers; and the routes. Toasts (notistack) come with the signed-in
// shell (signed-in-shell.tsx), which loads lazily with the layout.
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { SessionWatcher } from '../features/session/session-watcher';
import { AppRoutes } from './routes';
import { ScrollToTop } from './scroll-to-top';
import type { AppStore } from './store';
import { AppThemeProvider } from './theme/app-theme-provider';

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <AppThemeProvider>
          <BrowserRouter>
            <ScrollToTop />
            <SessionWatcher />
            <AppRoutes />
          </BrowserRouter>
        </AppThemeProvider>
      </PersistGate>
    </Provider>
  );
}
