// Browser storage keys of spec §3 for the signed-in user: `Token` and `user` (JSON).
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

/** Reads a JSON browser key; null when missing or unreadable. */
export function readStoredJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeStoredJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the persisted store still holds the state for this session.
  }
}

export function saveToken(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.token, token);
  } catch {
    // See writeStoredJson.
  }
}

export function clearToken(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // See writeStoredJson.
  }
}
