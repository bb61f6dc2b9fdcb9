import { describe, expect, it } from 'vitest';
import { inboundCommon, parsePersistedRoot } from './persisted-state.ts';

// What redux-persist writes under persist:root: each part is itself a JSON string.
const snapshot = (parts: Record<string, unknown>) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(parts).map(([key, value]) => [key, JSON.stringify(value)])),
  );

describe('parsePersistedRoot', () => {
  it('restores the three parts from redux-persist’s format', () => {
    const raw = snapshot({
      user: { user: { UserID: 5, FirstName: 'Asha' }, loggedIn: true },
      common: { loading: true, websiteLogo: '/logo.svg', langCode: 'en' },
      cart: { cartItems: [], totalCartItems: 0, customerWishList: [] },
      _persist: { version: -1, rehydrated: true },
    });
    const state = parsePersistedRoot(raw, 'ar');
    expect(state.user).toEqual({ user: { UserID: 5, FirstName: 'Asha' }, loggedIn: true });
    // A stored loading flag never comes back, and the language is the current one.
    expect(state.common).toEqual({ loading: false, websiteLogo: '/logo.svg', langCode: 'ar' });
    expect(state.cart?.totalCartItems).toBe(0);
    expect(state).not.toHaveProperty('_persist');
  });
  it('yields nothing for missing or damaged data', () => {
    expect(parsePersistedRoot(null, 'en')).toEqual({});
    expect(parsePersistedRoot('not json', 'en')).toEqual({});
    expect(parsePersistedRoot('[1,2]', 'en')).toEqual({});
    expect(parsePersistedRoot(JSON.stringify({ user: '{bad' }), 'en')).toEqual({});
  });
  it('skips parts that are not objects', () => {
    expect(parsePersistedRoot(snapshot({ user: 3, cart: 'x' }), 'en')).toEqual({});
  });
});

describe('inboundCommon', () => {
  it('never stores the loading flag as true', () => {
    expect(inboundCommon({ loading: true, websiteLogo: '', langCode: 'en' }).loading).toBe(false);
  });
});
