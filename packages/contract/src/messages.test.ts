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
    expect(MESSAGES.reviewSuccess).toBe('Your review submitted successfully!');
    expect(MESSAGES.contactSuccess).toBe('Message sent successfully!');
    expect(MESSAGES.refreshSuccess).toBe('All data refreshed successfully.');
    expect(MESSAGES.cartNoItems).toBe('No item exists in your cart');
  });

  // deviations.md #42: toasts only Bazaar's storefront shows, reworded; the wire carries none.
  it('rewords the five toasts of deviation 42', () => {
    expect(MESSAGES.newsletterSuccess).toBe("You're subscribed to our newsletter.");
    expect(MESSAGES.loginSuccess).toBe("You're logged in.");
    expect(MESSAGES.signupSuccess).toBe('Your account is ready.');
    expect(MESSAGES.sellerSuccess).toBe("Thanks — we've received your request to sell with us.");
  });

  it('fills in numbers and names', () => {
    expect(quantityLimitMessage(3)).toBe('You can add at most 3 of this product.');
    expect(selectVariantMessage('Gift Wrap')).toBe('Please select Gift Wrap variant!');
  });
});
