// Price and rating rules shared by cards, the wishlist and later the cart.
import { RATING } from '@bazaar/contract/constants';
import { paiseToRupees, rupeesToPaise } from '@bazaar/contract/money/paise';
import { paidBasePaise } from '@bazaar/contract/pricing/option-price';

/** The wire's discounted price when it is a real discount (the contract's rule), else the price. */
export function effectivePrice(price: number, discounted: number | null | undefined): number {
  const sale = typeof discounted === 'number' ? rupeesToPaise(discounted) : null;
  return paiseToRupees(paidBasePaise(rupeesToPaise(price), sale));
}

/** Whole percent saved, 0 when there is no real discount (cards and the product page). */
export function percentOff(price: number, discounted: number | null | undefined): number {
  const current = effectivePrice(price, discounted);
  return price > 0 && current < price ? Math.round(((price - current) / price) * 100) : 0;
}

/**
 * The rating to show, or null for "No ratings yet" (deviation 11: the spec showed a missing
 * rating as 5 stars, a claim the shop cannot back).
 */
export function shownRating(rating: number | null | undefined): number | null {
  return typeof rating === 'number' && rating >= RATING.min ? rating : null;
}
