// The Redux store: user, common and cart parts (spec §3). `makeStore(preloadedState)` builds a
// fresh store for tests and for main.tsx; persistence under `persist:root` is attached by
// app/persistence.ts once the first page has rendered (see there for why).
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { commonReducer } from './common-slice.ts';
import { userReducer } from '../features/account/user-slice.ts';
import { cartReducer } from '../features/cart/cart-slice.ts';

export const rootReducer = combineReducers({
  user: userReducer,
  common: commonReducer,
  cart: cartReducer,
});

export type AppState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<AppState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions (register, rehydrate callbacks).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
