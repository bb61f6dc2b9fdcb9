// The Redux store: user, common and cart parts (spec §3), and the applied coupon (not saved). `makeStore(preloadedState)` builds a
// fresh store for tests and for main.tsx, which preloads it with app/persistence.ts's restore.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { commonReducer } from '../store/common-slice.ts';
import { userReducer } from '../features/account/user-slice.ts';
import { cartReducer } from '../store/cart-slice.ts';
import { couponReducer } from '../store/coupon-slice.ts';

export const rootReducer = combineReducers({
  user: userReducer,
  common: commonReducer,
  cart: cartReducer,
  coupon: couponReducer,
});

export type AppState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<AppState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

declare module '../store/registry.ts' {
  interface StoreRegistry {
    state: AppState;
    dispatch: AppDispatch;
  }
}
