// The order as the server prices it: the cart feature's priceCart and evaluateCoupon, run
// inside the order's own transaction (what the shopper saw in cart-data, recomputed now; the
// browser's prices are never read). A line that cannot be ordered as asked, or a coupon that
// cannot be used, is the shopper's outcome, naming the product in both languages (wire.ts says
// it in the request's).
import type { Kysely } from 'kysely';
import type { Message } from '@bazaar/i18n/message-catalogue';
import { ShopperOutcome } from '../../api-errors.ts';
import type { Database } from '../../db/schema.ts';
import { evaluateCoupon, priceCart, recordRedemption, type PricedLine } from '../cart/index.ts';
import type { DraftCoupon, OrderDraft } from './order-draft.ts';
import type { PostOrder } from './post-order-types.ts';
import { productNameText, shortageMessage } from './stock-reservation.ts';

/**
 * Order items keep the names as the shop writes them (English, and the Arabic name beside);
 * messages name the product in both, and the answer picks the shopper's.
 */
const ORDER_LANGUAGE = 'en';

function unavailableMessage(line: PricedLine): Message {
  if (line.unavailableReason === 'removed') return { id: 'productUnavailable' };
  return shortageMessage(productNameText(line.productNameEn, line.productNameAr), line.unitsLeft);
}

export async function draftOrder(
  trx: Kysely<Database>,
  params: Pick<PostOrder, 'cartJsonData' | 'CouponCode'>,
  userId: number,
  now: Date,
  freeDeliveryThresholdPaise: number,
): Promise<OrderDraft> {
  const priced = await priceCart(trx, params.cartJsonData, {
    languageCode: ORDER_LANGUAGE,
    freeDeliveryThresholdPaise,
  });
  const unavailable = priced.lines.find((line) => !line.isAvailable);
  if (unavailable) throw new ShopperOutcome('failure', unavailableMessage(unavailable));
  let coupon: DraftCoupon | null = null;
  const code = params.CouponCode.trim();
  if (code) {
    const outcome = await evaluateCoupon(trx, code, priced, { userId, now });
    if (!outcome.ok) throw new ShopperOutcome('failure', { id: 'couponUnavailable' });
    coupon = {
      couponId: outcome.couponId,
      code: outcome.code,
      discountPaise: outcome.discountPaise,
    };
  }
  return {
    lines: priced.lines,
    subtotalPaise: priced.subtotalPaise,
    shippingPaise: priced.shippingPaise,
    totalPaise: priced.totalPaise,
    coupon,
  };
}

/** The redemption of the use held at reserve, for the order just inserted; false when refused. */
export function recordDraftRedemption(
  trx: Kysely<Database>,
  coupon: DraftCoupon,
  userId: number,
  orderId: number,
): Promise<boolean> {
  return recordRedemption(trx, {
    couponId: coupon.couponId,
    userId,
    orderId,
    discountPaise: coupon.discountPaise,
  });
}
