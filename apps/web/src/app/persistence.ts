// Attaches redux-persist (key `root`, localStorage, all three parts, 5000 ms restore timeout).
// Loaded after the first render: the store is restored synchronously from the same snapshot at
// startup (persisted-state.ts), so from here on redux-persist keeps `persist:root` written.
import { createTransform, persistReducer, persistStore, type Storage } from 'redux-persist';
import { TIMING, type LanguageCode } from '@bazaar/contract/constants';
import type { Reducer } from '@reduxjs/toolkit';
import { rootReducer, type AppState, type AppStore } from './store.ts';
import { PERSISTED_PARTS, PERSIST_KEY, inboundCommon, outboundCommon } from './persisted-state.ts';
import type { CommonState } from './common-slice.ts';

/** localStorage behind redux-persist's promise API. */
export const localStorageAdapter: Storage = {
  getItem: (key: string) => Promise.resolve(localStorage.getItem(key)),
  setItem: (key: string, value: string) => Promise.resolve(localStorage.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(localStorage.removeItem(key)),
};

export function startPersistence(store: AppStore, langCode: LanguageCode) {
  const commonTransform = createTransform<CommonState, CommonState>(
    (state) => inboundCommon(state),
    (stored) => outboundCommon(stored, langCode),
    { whitelist: ['common'] },
  );
  const persisted = persistReducer(
    {
      key: PERSIST_KEY,
      storage: localStorageAdapter,
      whitelist: [...PERSISTED_PARTS],
      timeout: TIMING.persistTimeout,
      transforms: [commonTransform],
      // The store was already restored from this same snapshot before the first render, and
      // may have moved on since (e.g. /refresh cleared it): the snapshot must not win now.
      stateReconciler: (_inbound: unknown, _original: AppState, reduced: AppState) => reduced,
    },
    // combineReducers types its preloaded state as partial; the state itself is AppState.
    rootReducer as Reducer<AppState>,
  );
  // The persisted reducer only adds `_persist` to the same state shape.
  store.replaceReducer(persisted as unknown as typeof rootReducer);
  return persistStore(store);
}
