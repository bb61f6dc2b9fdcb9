import { describe, expect, it } from 'vitest';
import { MESSAGES, quantityLimitMessage, selectVariantMessage } from './messages.ts';

describe('messages of spec §8', () => {
  it('fixes the misspellings listed in deviations.md #3', () => {
    const all = Object.values(MESSAGES).join('\n');
    expect(all).not.toMatch(/occured|gatways|want place order/);
    expect(MESSAGES.genericError).toBe('An error occurred. Please try again!');
    expect(MESSAGES.orderConfirm).toBe('Do you really want to place this order?');
  });

  it('keeps the spec texts exactly', () => {
    expect(MESSAGES.newsletterSuccess).toBe('You have successfully subscribed to news channel!');
    expect(MESSAGES.contactSuccess).toBe('Message sent successfully!');
    expect(MESSAGES.refreshSuccess).toBe('All data refreshed successfully.');
    expect(MESSAGES.cartNoItems).toBe('No item exists in your cart');
  });

  it('fills in numbers and names', () => {
    expect(quantityLimitMessage(3)).toBe('Can not add more than 3 for this product');
    expect(selectVariantMessage('Gift Wrap')).toBe('Please select Gift Wrap variant!');
  });
});
