// The Redux store: user, common and cart parts (spec §3), and the applied coupon once the cart or
// checkout code has loaded (injected into store/root-reducer.ts). `makeStore(preloadedState)`
// builds a fresh store for tests and for main.tsx, which preloads it with app/persistence.ts's
// restore.
import { configureStore } from '@reduxjs/toolkit';
import { rootReducer as sharedRootReducer } from '../store/root-reducer.ts';
import { userReducer } from '../features/account/user-slice.ts';
import { cartReducer } from '../entities/cart/cart-slice.ts';
import { actionObserverMiddleware } from '../store/action-observer.ts';

export const rootReducer = sharedRootReducer
  .inject({ reducerPath: 'user', reducer: userReducer })
  .inject({ reducerPath: 'cart', reducer: cartReducer });

export type AppState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<AppState>) {
  // inject() types the parts it adds as required in a preloaded state; a part left out starts
  // from its slice's initial state, as combineReducers has always done.
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as AppState,
    middleware: (getDefault) => getDefault().concat(actionObserverMiddleware),
  });
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
