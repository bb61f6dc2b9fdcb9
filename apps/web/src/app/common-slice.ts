// Shared UI state (spec §3 "common part"): the loading overlay flag, the website logo and the
// language code. `dataRefreshed` is the /refresh route's action: every slice resets on it.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@bazaar/contract/constants';

export interface CommonState {
  loading: boolean;
  websiteLogo: string;
  langCode: LanguageCode;
}

export const initialCommonState: CommonState = {
  loading: false,
  websiteLogo: '',
  langCode: DEFAULT_LANGUAGE,
};

/** Clears the stored user, cart, wishlist and logo (the /refresh route, spec §2). */
export const dataRefreshed = createAction('common/dataRefreshed');

const commonSlice = createSlice({
  name: 'common',
  initialState: initialCommonState,
  reducers: {
    setLoading(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    setWebsiteLogo(state, action: PayloadAction<string>) {
      state.websiteLogo = action.payload;
    },
    setLangCode(state, action: PayloadAction<LanguageCode>) {
      state.langCode = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(dataRefreshed, (state) => {
      state.websiteLogo = '';
      state.loading = false;
    });
  },
});

export const { setLoading, setWebsiteLogo, setLangCode } = commonSlice.actions;
export const commonReducer = commonSlice.reducer;
