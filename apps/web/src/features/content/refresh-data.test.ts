import { describe, expect, it } from 'vitest';
import { dataRefreshed } from '../../app/common-slice.ts';
import { refreshAllData } from './refresh-data.ts';

function fakeStorage(initial: Record<string, string>) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('/refresh', () => {
  it('resets the store and empties the user, token, cart and wishlist keys', () => {
    const storage = fakeStorage({
      Token: 'abc',
      user: '{"UserID":5,"FirstName":"Asha"}',
      cartItems: '[{"ProductId":1,"Quantity":2}]',
      customerWishList: '[{"ProductId":9}]',
      langCode: 'ar',
    });
    const actions: unknown[] = [];
    refreshAllData((action) => actions.push(action), storage);

    expect(actions).toEqual([dataRefreshed()]);
    expect(Object.fromEntries(storage.data)).toEqual({
      user: '{}',
      cartItems: '[]',
      customerWishList: '[]',
      langCode: 'ar',
    });
  });

  it('still resets the store when browser storage is unavailable', () => {
    const actions: unknown[] = [];
    const broken = {
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => refreshAllData((action) => actions.push(action), broken)).not.toThrow();
    expect(() => refreshAllData((action) => actions.push(action), null)).not.toThrow();
    expect(actions).toHaveLength(2);
  });
});
