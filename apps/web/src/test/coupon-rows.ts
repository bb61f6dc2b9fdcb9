// An applied coupon as the store and the browser's storage keep it, for the coupon's tests.
import type { AppliedCoupon } from '../entities/cart/coupon-storage.ts';

export const appliedCoupon: AppliedCoupon = {
  code: 'SAVE10',
  pricedFor: '[{"ProductId":7}]',
  totalAfterDiscount: 1800,
  discountAmount: 200,
  discountId: 4,
};
