// The cart's rounding rules, in one place. Money is integer paise inside the server; a share of
// an amount (an option's percent of the base price, a coupon's percent of the order) is rounded
// to the nearest paisa, half a paisa (₹0.005) up; answers are rupees with two decimals.

/** `percent` % of `paise`, to the nearest paisa, halves up (5 paise at 10 % is 1 paisa). */
export function percentOfPaise(paise: number, percent: number): number {
  // paise × percent is a whole number for whole percents, so a half is exactly x.5 here and the
  // division cannot push a value across the rounding boundary.
  const hundredths = paise * percent;
  const sign = hundredths < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(hundredths) + 50) / 100);
}

/** Integer paise → rupees for an answer (two decimals, no binary-fraction noise in JSON). */
export function toRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** The smaller of two amounts, never below zero (a discount cannot exceed what it discounts). */
export function clampPaise(amount: number, ceiling: number): number {
  return Math.max(0, Math.min(amount, ceiling));
}
