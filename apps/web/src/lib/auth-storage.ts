// Browser storage keys of spec §3, and the signed-in user's `Token` and `UserID` as the API
// client sends them. app/persistence.ts writes these keys, except the Token a login receives
// (saveToken): it is kept apart from the persisted state (spec §3), and persistence removes it
// when the user is logged out.
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

/** Keeps the Token a login answered; written before the user is stored, so the next call has it. */
export function saveToken(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.token, token);
  } catch {
    // Storage refused (privacy mode): calls go without a token and the server asks to log in.
  }
}
