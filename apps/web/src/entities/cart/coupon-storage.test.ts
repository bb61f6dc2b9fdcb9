// The applied coupon survives a reload: kept in storage, read back checked.
import { afterEach, describe, expect, it } from 'vitest';
import { COUPON_STORAGE_KEY, readStoredCoupon, storeCoupon } from './coupon-storage.ts';
import { appliedCoupon as coupon } from '../../test/coupon-rows.ts';

afterEach(() => localStorage.clear());

describe('the stored coupon', () => {
  it('is read back as it was applied, and gone once removed', () => {
    expect(readStoredCoupon()).toBeNull();
    storeCoupon(coupon);
    expect(readStoredCoupon()).toEqual(coupon);
    storeCoupon(null);
    expect(readStoredCoupon()).toBeNull();
  });

  it('refuses what is not a coupon (another script, an older build)', () => {
    localStorage.setItem(COUPON_STORAGE_KEY, '{"code":"","pricedFor":"[]"}');
    expect(readStoredCoupon()).toBeNull();
    localStorage.setItem(COUPON_STORAGE_KEY, 'not json');
    expect(readStoredCoupon()).toBeNull();
    localStorage.setItem(COUPON_STORAGE_KEY, JSON.stringify({ ...coupon, discountAmount: '200' }));
    expect(readStoredCoupon()).toBeNull();
  });
});
