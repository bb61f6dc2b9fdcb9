// Price and rating rules shared by cards, the wishlist and later the cart.
import { RATING } from '@bazaar/contract/constants';

/** The discounted price when it is a real discount (positive and lower), else the price. */
export function effectivePrice(price: number, discounted: number | null | undefined): number {
  return typeof discounted === 'number' && discounted > 0 && discounted < price
    ? discounted
    : price;
}

/** Whole percent saved, 0 when there is no real discount (cards and the product page). */
export function percentOff(price: number, discounted: number | null | undefined): number {
  const current = effectivePrice(price, discounted);
  return price > 0 && current < price ? Math.round(((price - current) / price) * 100) : 0;
}

/** Spec §3: a missing rating is shown as 5. */
export function displayRating(rating: number | null | undefined): number {
  return typeof rating === 'number' && rating > 0 ? rating : RATING.displayDefault;
}
