// Shared UI state (spec §3 "common part"): the requests holding the loading overlay up, the
// website logo and the language code. `dataRefreshed` is the /refresh route's action and
// `storageChanged` brings another tab's saved state in: every slice answers both.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import type { RegisteredState } from './registry.ts';

export interface CommonState {
  /** Requests that asked for the overlay and have not settled: a count, not a flag, so two
   * concurrent callers never clear each other's overlay. */
  requestsInFlight: number;
  websiteLogo: string;
  langCode: Lang;
}

export const initialCommonState: CommonState = {
  requestsInFlight: 0,
  websiteLogo: '',
  langCode: DEFAULT_LANGUAGE,
};

/** Clears the stored user, cart, wishlist and logo (the /refresh route, spec §2). */
export const dataRefreshed = createAction('common/dataRefreshed');

/** The saved state as another tab of this browser wrote it (app/persistence.ts). */
export interface StoredParts {
  user: RegisteredState['user'];
  cart: RegisteredState['cart'];
  websiteLogo: string;
}
export const storageChanged = createAction<StoredParts>('common/storageChanged');

const commonSlice = createSlice({
  name: 'common',
  initialState: initialCommonState,
  reducers: {
    requestStarted(state) {
      state.requestsInFlight += 1;
    },
    requestSettled(state) {
      state.requestsInFlight = Math.max(0, state.requestsInFlight - 1);
    },
    setWebsiteLogo(state, action: PayloadAction<string>) {
      state.websiteLogo = action.payload;
    },
    setLangCode(state, action: PayloadAction<Lang>) {
      state.langCode = action.payload;
    },
  },
  extraReducers: (builder) => {
    // The counter is left alone: requests still running settle (and count down) themselves.
    builder.addCase(dataRefreshed, (state) => {
      state.websiteLogo = '';
    });
    // The language stays this tab's own: it follows this tab's address.
    builder.addCase(storageChanged, (state, action) => {
      state.websiteLogo = action.payload.websiteLogo;
    });
  },
});

export const { requestStarted, requestSettled, setWebsiteLogo, setLangCode } = commonSlice.actions;
export const commonReducer = commonSlice.reducer;

export const selectLoading = (state: { common: CommonState }): boolean =>
  state.common.requestsInFlight > 0;
