// The order's rows, written inside the confirming transaction: the order, items and history
// (order.repository.ts), the coupon's redemption (the cart feature's, within its limit), the
// payment record, and the confirmation e-mail in the outbox.
import type { Kysely } from 'kysely';
import { ORDER_MESSAGES } from '@bazaar/contract/messages';
import { ShopperOutcome } from '../../api-errors.ts';
import type { Database } from '../../db/schema.ts';
import type { Payment } from '../../gateways/payment/payment-gateway.ts';
import type { OrdersContext } from './context.ts';
import { redeemDraftCoupon } from './draft-order.ts';
import { orderConfirmationMail } from './order-mail.ts';
import { payablePaise, rupeesText, type OrderDraft } from './order-draft.ts';
import { newOrderNumber } from './order-number.ts';
import { insertOrder, recordPayment } from './order.repository.ts';
import type { PostOrder } from './place-order.service.ts';

export interface OrderToWrite {
  params: PostOrder;
  attempt: { id: number; key: string; userId: number };
  draft: OrderDraft;
  /** The card charge or wallet capture; null for cash on delivery. */
  payment: Payment | null;
}

export async function writeOrder(
  ctx: OrdersContext,
  trx: Kysely<Database>,
  { params, attempt, draft, payment }: OrderToWrite,
): Promise<{ id: number; number: string }> {
  const now = ctx.now();
  const number = newOrderNumber(now);
  const id = await insertOrder(trx, {
    userId: attempt.userId,
    orderNumber: number,
    paymentMethodId: params.PaymentMethod,
    note: params.OrderNote ?? null,
    draft,
    idempotencyKey: attempt.key,
    payment,
    digitalItemsCompleted: payment !== null,
    now: now.toISOString(),
  });
  if (draft.coupon && !(await redeemDraftCoupon(trx, draft.coupon, attempt.userId, id))) {
    throw new ShopperOutcome('failure', ORDER_MESSAGES.couponUnavailable);
  }
  await recordPayment(trx, {
    orderId: id,
    userId: attempt.userId,
    paymentMethodId: params.PaymentMethod,
    // Cash on delivery is due on delivery; its record names the order.
    payment: payment ?? {
      provider: 'cash_on_delivery',
      reference: number,
      amountPaise: payablePaise(draft),
    },
    status: payment ? 'captured' : 'due',
    now: now.toISOString(),
  });
  const shopper = await trx
    .selectFrom('users')
    .select(['email', 'first_name', 'language_code'])
    .where('id', '=', attempt.userId)
    .executeTakeFirstOrThrow();
  await ctx.mailer.queue(
    trx,
    orderConfirmationMail({
      to: shopper.email,
      firstName: shopper.first_name,
      lang: shopper.language_code === 'ar' ? 'ar' : 'en',
      orderNumber: number,
      total: rupeesText(payablePaise(draft)),
    }),
  );
  return { id, number };
}
