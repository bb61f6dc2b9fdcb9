import { afterEach, describe, expect, it } from 'vitest';
import {
  OPEN_ATTEMPT_KEY,
  OPEN_ATTEMPT_MAX_AGE_MS,
  forgetOpenAttempt,
  keepOpenAttempt,
  purchaseFingerprint,
  readOpenAttempt,
} from './open-attempt.ts';

const choice = (id: number, value: number) => ({
  ProductId: 3,
  ProductAttributeID: id,
  PrimaryKeyValue: value,
});
const purchase = (lines: unknown[], CouponCode = '', UserID = 7) => ({
  UserID,
  CouponCode,
  cartJsonData: JSON.stringify(lines),
});
const red = { ProductId: 3, Quantity: 1, productSelectedAttributes: [choice(1, 10), choice(2, 5)] };
const other = { ProductId: 4, Quantity: 2, productSelectedAttributes: [] };

afterEach(() => localStorage.clear());

describe('purchaseFingerprint', () => {
  it('is the same for the same lines in any order, options in any order, any coupon case', () => {
    const swapped = {
      ...red,
      productSelectedAttributes: [choice(2, 5), choice(1, 10)],
      Image: 'x',
    };
    expect(purchaseFingerprint(purchase([red, other], 'diwali'))).toBe(
      purchaseFingerprint(purchase([other, swapped], 'DIWALI')),
    );
  });

  it('changes with a quantity, an option, a line, the coupon or the shopper', () => {
    const base = purchaseFingerprint(purchase([red]));
    const changed = [
      purchase([{ ...red, Quantity: 2 }]),
      purchase([{ ...red, productSelectedAttributes: [choice(1, 11), choice(2, 5)] }]),
      purchase([red, other]),
      purchase([red], 'DIWALI'),
      purchase([red], '', 8),
    ];
    for (const draft of changed) expect(purchaseFingerprint(draft)).not.toBe(base);
  });
});

describe('the kept attempt', () => {
  it('is read back only for its own cart and while young enough, and forgotten by its key', () => {
    const fingerprint = purchaseFingerprint(purchase([red]));
    keepOpenAttempt({ fingerprint, key: 'k1', openedAt: 1_000 });
    expect(localStorage.getItem(OPEN_ATTEMPT_KEY)).toContain('k1');
    expect(readOpenAttempt(fingerprint, 2_000)?.key).toBe('k1');
    expect(readOpenAttempt(purchaseFingerprint(purchase([other])), 2_000)).toBeNull();
    expect(readOpenAttempt(fingerprint, 1_000 + OPEN_ATTEMPT_MAX_AGE_MS)).toBeNull();
    forgetOpenAttempt('another');
    expect(readOpenAttempt(fingerprint, 2_000)?.key).toBe('k1');
    forgetOpenAttempt('k1');
    expect(localStorage.getItem(OPEN_ATTEMPT_KEY)).toBeNull();
  });
});
