import { describe, expect, it } from 'vitest';
import { freeDelivery } from './free-delivery.ts';

describe('shop-wide free delivery', () => {
  it('says how much is left below the threshold', () => {
    expect(freeDelivery(100_000, 149_900)).toEqual({ reached: false, amountLeftPaise: 49_900 });
    expect(freeDelivery(149_899, 149_900)).toEqual({ reached: false, amountLeftPaise: 1 });
  });

  it('is reached at the threshold exactly and above it', () => {
    expect(freeDelivery(149_900, 149_900)).toEqual({ reached: true, amountLeftPaise: 0 });
    expect(freeDelivery(800_000, 149_900)).toEqual({ reached: true, amountLeftPaise: 0 });
  });

  it('never applies when the shop sets no threshold', () => {
    expect(freeDelivery(800_000, 0)).toEqual({ reached: false, amountLeftPaise: 0 });
  });
});
