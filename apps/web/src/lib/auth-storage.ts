// Browser storage keys of spec §3, and the signed-in user's `Token` and `UserID` as the API
// client sends them. Only app/persistence.ts writes these keys.
export const STORAGE_KEYS = {
  token: 'Token',
  user: 'user',
  langCode: 'langCode',
  wishlist: 'customerWishList',
  cart: 'cartItems',
} as const;

export function readAuth(): { token: string; userId: string } {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token) ?? '';
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as {
      UserID?: number;
    } | null;
    const userId = user?.UserID && user.UserID > 0 ? String(user.UserID) : '';
    return { token, userId };
  } catch {
    return { token: '', userId: '' };
  }
}
