// The delivery step's rules: which address is chosen and why Place Order waits.
import { describe, expect, it } from 'vitest';
import { CHECKOUT_ADDRESS } from '../../test/checkout-rows.ts';
import { cartNeedsAddress, chosenAddressId, deliveryHold } from './delivery-choice.ts';

const HOME = { ...CHECKOUT_ADDRESS, AddressId: 1, IsDefault: false };
const OFFICE = { ...CHECKOUT_ADDRESS, AddressId: 2, IsDefault: true };
const OLD = { ...CHECKOUT_ADDRESS, AddressId: 3, IsDefault: false, IsDeliverable: false };

describe('chosenAddressId', () => {
  it('preselects the default, wherever it stands', () => {
    expect(chosenAddressId([HOME, OFFICE], null)).toBe(2);
  });
  it("keeps the shopper's choice while it is in the book", () => {
    expect(chosenAddressId([HOME, OFFICE], 1)).toBe(1);
    expect(chosenAddressId([HOME, OFFICE], 9)).toBe(2);
  });
  it('takes the first without a default, and none from an empty book', () => {
    expect(chosenAddressId([HOME, OLD], null)).toBe(1);
    expect(chosenAddressId([], null)).toBeNull();
  });
});

describe('deliveryHold', () => {
  it('never holds an all-digital cart', () => {
    expect(deliveryHold(false, undefined, null)).toBe('none');
    expect(deliveryHold(false, [], null)).toBe('none');
  });
  it('waits for the book, then asks for an address when there is none', () => {
    expect(deliveryHold(true, undefined, null)).toBe('loading');
    expect(deliveryHold(true, [], null)).toBe('choose');
  });
  it('asks to fix an address the rules refuse, and lets a good one go', () => {
    expect(deliveryHold(true, [OLD], 3)).toBe('fix');
    expect(deliveryHold(true, [HOME], 1)).toBe('none');
  });
});

describe('cartNeedsAddress', () => {
  it('needs an address when any line is shipped', () => {
    expect(cartNeedsAddress([{ IsDigitalProduct: true }, { IsDigitalProduct: false }])).toBe(true);
    expect(cartNeedsAddress([{ IsDigitalProduct: true }])).toBe(false);
  });
});
