import { describe, expect, it } from 'vitest';
import {
  commonReducer,
  dataRefreshed,
  initialCommonState,
  requestSettled,
  requestStarted,
  selectLoading,
  setLangCode,
  setWebsiteLogo,
} from './common-slice.ts';

describe('common slice', () => {
  it('sets the logo and the language', () => {
    let state = commonReducer(initialCommonState, setWebsiteLogo('/files/images/logo.svg'));
    state = commonReducer(state, setLangCode('ar'));
    expect(state).toEqual({
      requestsInFlight: 0,
      websiteLogo: '/files/images/logo.svg',
      langCode: 'ar',
    });
  });
  it('counts requests in flight: loading until the last one settles, never below 0', () => {
    let state = commonReducer(initialCommonState, requestStarted());
    state = commonReducer(state, requestStarted());
    state = commonReducer(state, requestSettled());
    expect(selectLoading({ common: state })).toBe(true);
    state = commonReducer(state, requestSettled());
    expect(selectLoading({ common: state })).toBe(false);
    state = commonReducer(state, requestSettled());
    expect(state.requestsInFlight).toBe(0);
  });
  it('clears the logo on /refresh but keeps the language and the running requests', () => {
    let state = commonReducer(initialCommonState, setWebsiteLogo('/logo.svg'));
    state = commonReducer(state, requestStarted());
    state = commonReducer(commonReducer(state, setLangCode('ar')), dataRefreshed());
    expect(state.websiteLogo).toBe('');
    expect(state.langCode).toBe('ar');
    expect(state.requestsInFlight).toBe(1);
  });
});
