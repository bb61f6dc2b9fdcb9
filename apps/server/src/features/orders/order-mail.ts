// The order confirmation e-mail, queued in the order's transaction (the outbox), so a placed
// order always gets its mail and a rolled-back one never does. Minimal for now: the
// order-history work owns the full template (items, totals, download links).
import type { Lang } from '@bazaar/i18n/text';
import type { NewMail } from '../../gateways/mail/outbox.ts';
import { brandedMail, emailText } from '../../gateways/mail/templates/layout.ts';

export interface OrderConfirmation {
  to: string;
  firstName: string;
  lang: Lang;
  orderNumber: string;
  /** What the shopper pays, in rupees text ("1499.00"). */
  total: string;
}

export function orderConfirmationMail(order: OrderConfirmation): NewMail {
  const { to, firstName, lang, orderNumber, total } = order;
  return brandedMail({
    to,
    lang,
    subject: emailText(lang, 'orderPlacedSubject', { number: orderNumber }),
    before: [
      emailText(lang, 'resetCodeGreeting', { name: firstName }),
      emailText(lang, 'orderPlacedBody', { number: orderNumber, total }),
    ],
  });
}
