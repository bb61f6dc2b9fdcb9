import { describe, expect, it } from 'vitest';
import {
  commonReducer,
  dataRefreshed,
  initialCommonState,
  setLangCode,
  setLoading,
  setWebsiteLogo,
} from './common-slice.ts';

describe('common slice', () => {
  it('sets the loading flag, the logo and the language', () => {
    let state = commonReducer(initialCommonState, setLoading(true));
    state = commonReducer(state, setWebsiteLogo('/files/images/logo.svg'));
    state = commonReducer(state, setLangCode('ar'));
    expect(state).toEqual({ loading: true, websiteLogo: '/files/images/logo.svg', langCode: 'ar' });
  });
  it('clears the logo on /refresh but keeps the language', () => {
    let state = commonReducer(initialCommonState, setWebsiteLogo('/logo.svg'));
    state = commonReducer(commonReducer(state, setLangCode('ar')), dataRefreshed());
    expect(state.websiteLogo).toBe('');
    expect(state.langCode).toBe('ar');
  });
});
