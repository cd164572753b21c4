// The store: one RTK Query api plus small client slices. redux-persist keeps the slices SPEC.md
// lists, each under its own localStorage key (keyPrefix '' so the key is exactly 'userToken' ...).
// Features add their reducer to `reducers` and their middleware to the concat below with small edits.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import type { Reducer } from 'redux';
import { api } from '../api/api-slice';
import { userFinanceReducer, userProfileReducer, userTokenReducer } from '../features/session/session-slice';
import { uiReducer } from '../features/settings/ui-slice';
import { robotsReducer } from '../features/robots/robots-slice';
import { tradersReducer } from '../features/traders/traders-slice';
import { notificationsReducer } from '../features/notifications/notifications-slice';
import { alertsReducer } from '../features/alerts/alerts-slice';
import { marketReducer } from '../features/market/market-slice';
import { livePositionsReducer } from '../socket/live-positions-slice';
import { socketMiddleware } from '../socket/socket-middleware';
import { connectionReducer } from '../socket/connection-slice';
import { onboardingReducer } from '../features/compliance/onboarding-slice';

function persisted<S>(key: string, reducer: Reducer<S>, blacklist?: string[]): Reducer<S> {
  return persistReducer({ key, storage, keyPrefix: '', blacklist }, reducer) as unknown as Reducer<S>;
}

export const reducers = {
  [api.reducerPath]: api.reducer,
  userToken: persisted('userToken', userTokenReducer),
  userProfile: persisted('userProfile', userProfileReducer),
  userFinance: persisted('userFinance', userFinanceReducer, ['liveFields']),
  ui: persisted('ui', uiReducer),
  robots: persisted('robots', robotsReducer),
  traders: persisted('traders', tradersReducer),
  market: marketReducer,
  livePositions: livePositionsReducer,
  notifications: notificationsReducer,
  alerts: alertsReducer,
  connection: connectionReducer,
  compliance: onboardingReducer,
};

const rootReducer = combineReducers(reducers);
export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    devTools: process.env.NODE_ENV !== 'production',
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware, socketMiddleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const makePersistor = (store: AppStore) => persistStore(store);
