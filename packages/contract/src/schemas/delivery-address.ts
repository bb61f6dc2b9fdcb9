// The address an order goes to, as the order keeps it: frozen when the order is placed, so a
// later edit of the shopper's address book (or a renamed city) never rewrites where a past
// parcel went. The confirmation page, the order pages and the e-mails show this shape.
import { z } from 'zod';
import { listText } from '@bazaar/i18n/lists';
import type { Lang } from '@bazaar/i18n/text';

export const deliveryAddress = z.object({
  fullName: z.string(),
  /** Ten digits, as the shopper's address book keeps it (no +91). */
  mobile: z.string(),
  /** Six digits for India. */
  pinCode: z.string(),
  /** House, building, street. */
  line1: z.string(),
  /** Area, landmark; '' when none. */
  line2: z.string(),
  cityName: z.string(),
  stateName: z.string(),
  countryName: z.string(),
  /** The Arabic names of the places when the order was placed ('' where there were none). */
  cityNameAr: z.string().default(''),
  stateNameAr: z.string().default(''),
  countryNameAr: z.string().default(''),
});

export type DeliveryAddress = z.infer<typeof deliveryAddress>;

/** The address as lines to print, places in the reader's language: name, street, area, city… */
export function deliveryAddressLines(address: DeliveryAddress, lang: Lang): string[] {
  const place = (en: string, ar: string) => (lang === 'ar' && ar) || en;
  return [
    address.fullName,
    address.line1,
    address.line2,
    `${place(address.cityName, address.cityNameAr)} ${address.pinCode}`.trim(),
    listText(lang, [
      place(address.stateName, address.stateNameAr),
      place(address.countryName, address.countryNameAr),
    ]),
    address.mobile === '' ? '' : `☎ ${address.mobile}`,
  ].filter((line) => line.trim() !== '');
}
