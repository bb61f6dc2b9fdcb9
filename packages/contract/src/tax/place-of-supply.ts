// Which GST applies (IGST Act s. 10): goods delivered in the shop's own state are an intra-state
// supply (CGST + SGST), anywhere else in India or abroad inter-state (IGST; an export is billed
// with IGST paid). An all-digital order has no delivery address: the place of supply is then the
// supplier's location (s. 12(2)(b)(ii), the recipient's address not being on record).
import type { SupplyKind } from './gst-split.ts';

export interface DeliveryPlace {
  stateName: string;
  countryName: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function supplyKind(delivery: DeliveryPlace | null, shopState: string): SupplyKind {
  if (delivery === null) return 'intra-state';
  return same(delivery.countryName, 'India') && same(delivery.stateName, shopState)
    ? 'intra-state'
    : 'inter-state';
}
