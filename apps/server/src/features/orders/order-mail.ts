// The order confirmation e-mail, queued in the order's transaction (the outbox), so a placed
// order always gets its mail and a rolled-back one never does. It is built from the rows just
// written (loadOrderConfirmation), in the shopper's language: number, date, payment method,
// items, totals, note, and where to download digital items — a link to the order history, not
// to the file: the download needs the shopper's login token, which never goes into an e-mail.
import type { Kysely } from 'kysely';
import { PAYMENT_METHOD } from '@bazaar/contract/constants';
import { chosenOptions, chosenOptionsText } from '@bazaar/contract/cart/chosen-options';
import { PAYMENT_METHOD_TEXTS } from '@bazaar/i18n/orders';
import type { Lang } from '@bazaar/i18n/text';
import type { Database } from '../../db/schema.ts';
import type { NewMail } from '../../gateways/mail/outbox.ts';
import { brandedMail, emailText } from '../../gateways/mail/templates/layout.ts';
import { findOrderDeliveryAddress } from '../addresses/index.ts';
import { withDeliveryAddress } from './order-mail-address.ts';
import { orderMailBlock } from './order-mail-block.ts';
import type { OrderConfirmation } from './order-mail-types.ts';
import { findOrderForMail, itemsOfOrder } from './order-history.repository.ts';
import { isDownloadable } from './order-status.ts';

/** The payment method's name in the language; the id for one the shop does not know. */
export function paymentMethodName(id: number, lang: Lang): string {
  const key = (Object.keys(PAYMENT_METHOD) as (keyof typeof PAYMENT_METHOD)[]).find(
    (name) => PAYMENT_METHOD[name] === id,
  );
  return key ? PAYMENT_METHOD_TEXTS[key][lang] : String(id);
}

export function orderConfirmationMail(order: OrderConfirmation): NewMail {
  const { lang } = order;
  return brandedMail({
    to: order.to,
    lang,
    subject: emailText(lang, 'orderPlacedSubject', { number: order.orderNumber }),
    before: [
      emailText(lang, 'resetCodeGreeting', { name: order.firstName }),
      emailText(lang, 'orderPlacedThanks'),
    ],
    block: withDeliveryAddress(
      orderMailBlock(order, paymentMethodName(order.paymentMethodId, lang)),
      order,
    ),
    after: [emailText(lang, 'orderFollowUp')],
  });
}

/** The confirmation of an order as written (inside the placing transaction, or any time later). */
export async function loadOrderConfirmation(
  db: Kysely<Database>,
  orderId: number,
  siteUrl?: string,
): Promise<OrderConfirmation> {
  const order = await findOrderForMail(db, orderId);
  const lang: Lang = order.language_code === 'ar' ? 'ar' : 'en';
  const items = await itemsOfOrder(db, orderId);
  return {
    to: order.email,
    firstName: order.first_name,
    lang,
    orderNumber: order.order_number,
    placedAt: order.created_at,
    paymentMethodId: order.payment_method_id,
    subtotalPaise: order.subtotal_paise,
    shippingPaise: order.shipping_paise,
    discountPaise: order.discount_paise,
    totalPaise: order.total_paise,
    couponCode: order.coupon_code,
    note: order.note,
    items: items.map((item) => ({
      // The names frozen at order time; English when the product had no Arabic one.
      name: (lang === 'ar' && item.product_name_ar) || item.product_name,
      options: chosenOptionsText(chosenOptions(item.attributes_json, lang), lang),
      quantity: item.quantity,
      unitPaise: item.unit_price_paise,
      totalPaise: item.total_paise,
      isDigital: item.is_digital === 1,
      downloadReady: isDownloadable({
        isDigital: item.is_digital === 1,
        statusId: item.status_id,
        shippingStatusId: item.shipping_status_id,
      }),
    })),
    siteUrl,
    deliveryAddress: await findOrderDeliveryAddress(db, orderId),
  };
}
