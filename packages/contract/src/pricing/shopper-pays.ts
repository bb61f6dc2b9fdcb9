// Spec §4: what the shopper pays — the order total less the coupon's discount when that stays
// positive, else the whole total. Placement charges it; history, mail and the operator show it.

export function shopperPaysPaise(totalPaise: number, discountPaise: number): number {
  const discounted = totalPaise - discountPaise;
  return discountPaise > 0 && discounted > 0 ? discounted : totalPaise;
}
