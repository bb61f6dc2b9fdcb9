// The Redux store: user, common and cart parts, persisted together under `persist:root`
// (spec §3). `makeStore(preloadedState)` builds a fresh store for tests and for main.tsx.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  createTransform,
  persistReducer,
  type PersistConfig,
  type Storage,
} from 'redux-persist';
import { TIMING } from '@bazaar/contract/constants';
import { commonReducer, type CommonState } from './common-slice.ts';
import { userReducer } from '../features/account/user-slice.ts';
import { cartReducer } from '../features/cart/cart-slice.ts';

const rootReducer = combineReducers({ user: userReducer, common: commonReducer, cart: cartReducer });

export type AppState = ReturnType<typeof rootReducer>;

/** localStorage behind redux-persist's promise API; a no-op where there is no storage (tests). */
export const localStorageAdapter: Storage = {
  getItem: (key: string) =>
    Promise.resolve(typeof localStorage === 'undefined' ? null : localStorage.getItem(key)),
  setItem: (key: string, value: string) => {
    if (typeof localStorage !== 'undefined') localStorage.setItem(key, value);
    return Promise.resolve();
  },
  removeItem: (key: string) => {
    if (typeof localStorage !== 'undefined') localStorage.removeItem(key);
    return Promise.resolve();
  },
};

function persistConfig(current: CommonState): PersistConfig<AppState> {
  // A restored `loading: true` would leave the overlay up forever, and the language comes from
  // the URL or `langCode`, never from an old snapshot.
  const commonTransform = createTransform<CommonState, CommonState>(
    (inbound) => ({ ...inbound, loading: false }),
    (outbound) => ({ ...outbound, loading: false, langCode: current.langCode }),
    { whitelist: ['common'] },
  );
  return {
    key: 'root',
    storage: localStorageAdapter,
    whitelist: ['user', 'common', 'cart'],
    timeout: TIMING.persistTimeout,
    transforms: [commonTransform],
  };
}

export function makeStore(preloadedState?: Partial<AppState>) {
  const initial = rootReducer(undefined, { type: '@@bazaar/init' });
  const state: AppState = { ...initial, ...preloadedState };
  return configureStore({
    reducer: persistReducer(persistConfig(state.common), rootReducer),
    preloadedState: state as ReturnType<typeof rootReducer> & { _persist: never },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
