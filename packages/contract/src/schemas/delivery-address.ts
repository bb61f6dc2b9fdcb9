// The address an order goes to, as the order keeps it: frozen when the order is placed, so a
// later edit of the shopper's address book (or a renamed city) never rewrites where a past
// parcel went. The confirmation page, the order pages and the e-mails show this shape.
import { z } from 'zod';

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
});

export type DeliveryAddress = z.infer<typeof deliveryAddress>;
