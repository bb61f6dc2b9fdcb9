// The couriers the shop knows (issue #20 §1): a shipment names one, and the order page and the
// shipped e-mail link to its public tracking page. A carrier not in this table is still
// recorded as the operator typed it; the shopper then gets its name and number, without a link.

export interface Carrier {
  /** The name as shown everywhere (a brand: not translated). */
  name: string;
  /** Its public tracking page; `{number}` is replaced when the page takes the number. */
  trackingUrl: string;
}

export const CARRIERS: readonly Carrier[] = [
  { name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{number}' },
  {
    name: 'Blue Dart',
    trackingUrl:
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={number}',
  },
  { name: 'DTDC', trackingUrl: 'https://www.dtdc.in/tracking.asp' },
  { name: 'Ecom Express', trackingUrl: 'https://www.ecomexpress.in/tracking/?awb_field={number}' },
  {
    name: 'XpressBees',
    trackingUrl: 'https://www.xpressbees.com/shipment/tracking?awbNo={number}',
  },
  {
    name: 'India Post',
    trackingUrl:
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
  },
  { name: 'Shadowfax', trackingUrl: 'https://www.shadowfax.in/track-order' },
  { name: 'Ekart', trackingUrl: 'https://ekartlogistics.com/shipmenttrack/{number}' },
];

/** Spaces, dashes and case do not count: "bluedart", "Blue-Dart" and "BLUE DART" are one. */
const keyOf = (name: string) => name.replace(/[\s_-]+/g, '').toLowerCase();

/** The known carrier an operator or a stored row names; undefined for any other. */
export function knownCarrier(name: string): Carrier | undefined {
  const key = keyOf(name);
  return CARRIERS.find((carrier) => keyOf(carrier.name) === key);
}

/** The carrier's name as the shop writes it when known, else as typed (trimmed). */
export function carrierName(name: string): string {
  return knownCarrier(name)?.name ?? name.trim();
}

/** The page where the shopper follows the parcel; null for a carrier the shop does not know. */
export function trackingLink(carrier: string, trackingNumber: string): string | null {
  const known = knownCarrier(carrier);
  if (!known) return null;
  return known.trackingUrl.replace('{number}', encodeURIComponent(trackingNumber.trim()));
}
