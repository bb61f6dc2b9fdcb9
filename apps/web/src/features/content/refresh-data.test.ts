import { afterEach, describe, expect, it } from 'vitest';
import { refreshAllData } from './refresh-data.ts';
import { makeStore } from '../../app/store.ts';
import { startPersistence } from '../../app/persistence.ts';
import { setWebsiteLogo } from '../../store/common-slice.ts';
import { userLoggedIn, type User } from '../account/user-slice.ts';
import { addedToCart, addedToWishlist, type WishlistItem } from '../../entities/cart/cart-slice.ts';

let stop = () => {};
afterEach(() => stop());

describe('/refresh', () => {
  it('empties the user, token, cart, wishlist and logo, in the store and the browser keys', () => {
    const store = makeStore();
    stop = startPersistence(store, localStorage);
    store.dispatch(userLoggedIn({ UserID: 5, FirstName: 'Asha' } as User));
    localStorage.setItem('Token', 'abc');
    store.dispatch(
      addedToCart({ ProductId: 1, productSelectedAttributes: [], Quantity: 2, ShippingCharges: 0 }),
    );
    store.dispatch(addedToWishlist({ ProductId: 9 } as WishlistItem));
    store.dispatch(setWebsiteLogo('/logo.svg'));
    localStorage.setItem('langCode', 'ar');

    refreshAllData(store.dispatch);

    expect(store.getState().user.loggedIn).toBe(false);
    expect(store.getState().cart.totalCartItems).toBe(0);
    expect(store.getState().common.websiteLogo).toBe('');
    expect(localStorage.getItem('user')).toBe('{}');
    expect(localStorage.getItem('Token')).toBeNull();
    expect(localStorage.getItem('cartItems')).toBe('[]');
    expect(localStorage.getItem('customerWishList')).toBe('[]');
    expect(localStorage.getItem('langCode')).toBe('ar');
  });
});
