// Refunds as lines leave: the discount shared over what is kept, withdrawn below the coupon's
// minimum, odd paise never paid twice, and line-by-line refunds adding up to the whole.
import { describe, expect, it } from 'vitest';
import { refundFor, type MoneyLine, type OrderMoney } from './refund-amount.ts';

const A: MoneyLine = { id: 1, totalPaise: 33_333, shippingPaise: 0 };
const B: MoneyLine = { id: 2, totalPaise: 66_667, shippingPaise: 4_900 };
const C: MoneyLine = { id: 3, totalPaise: 10_001, shippingPaise: 0 };
const money = (extra: Partial<OrderMoney> = {}): OrderMoney => ({
  paidPaise: 110_001 + 4_900 - 11_000,
  subtotalPaise: 110_001,
  discountPaise: 11_000,
  couponMinimumPaise: 0,
  refundedPaise: 0,
  ...extra,
});

describe('refundFor', () => {
  it('gives everything back when nothing is kept, withdrawing the coupon', () => {
    expect(refundFor(money(), [])).toEqual({ refundPaise: 103_901, couponWithdrawn: true });
  });

  it('keeps back the leaving line’s share of the discount otherwise', () => {
    // Kept A and B: they owe 100 000 + 4 900 − round(11 000 × 100 000 / 110 001) = 94 900.
    const plan = refundFor(money(), [A, B]);
    expect(plan).toEqual({
      refundPaise: 103_901 - (100_000 + 4_900 - 10_000),
      couponWithdrawn: false,
    });
  });

  it('adds up to exactly what was paid, line after line, whatever the rounding', () => {
    let refunded = 0;
    const kept = [A, B, C];
    while (kept.length > 0) {
      kept.shift();
      refunded += refundFor(money({ refundedPaise: refunded }), kept).refundPaise;
    }
    expect(refunded).toBe(103_901);
  });

  it('withdraws the discount when the kept products fall below the coupon’s minimum', () => {
    const plan = refundFor(money({ couponMinimumPaise: 50_000 }), [A]);
    // A now costs its full price: 103 901 − 33 333.
    expect(plan).toEqual({ refundPaise: 70_568, couponWithdrawn: true });
  });

  it('never refunds below zero nor more than is left', () => {
    expect(refundFor(money({ refundedPaise: 103_901 }), []).refundPaise).toBe(0);
    const tiny = refundFor(money({ couponMinimumPaise: 100_001 }), [A, B]);
    expect(tiny.refundPaise).toBe(0);
  });

  it('refunds a line of an order without a coupon by its price and shipping', () => {
    const plain = money({ paidPaise: 114_901, discountPaise: 0 });
    expect(refundFor(plain, [A, C])).toEqual({
      refundPaise: 66_667 + 4_900,
      couponWithdrawn: false,
    });
  });
});
