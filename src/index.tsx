// Entry of the SPA. Loads in this order: the store (with its persisted slices), the persistor that
// rehydrates them from localStorage, then <App/>, which renders the route the browser asked for.
// Pages and the layout arrive as separate chunks when a route first needs them (src/app/routes.tsx).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { makePersistor, makeStore } from './app/store';

const store = makeStore();
const persistor = makePersistor(store);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App store={store} persistor={persistor} />
  </StrictMode>,
);
