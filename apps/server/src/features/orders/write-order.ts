// The order's rows, written inside the confirming transaction: the order, items and history
// (order.repository.ts), the redemption of the coupon use held at reserve (the cart feature's), the
// payment record, and the confirmation e-mail in the outbox.
import type { Kysely } from 'kysely';
import { ORDER_STATUS } from '@bazaar/contract/constants';
import { ShopperOutcome } from '../../api-errors.ts';
import type { Database } from '../../db/schema.ts';
import type { Payment } from '../../gateways/payment/payment-gateway.ts';
import type { OrdersContext } from './context.ts';
import { keepOrderDeliveryAddress } from '../addresses/index.ts';
import { recordDraftRedemption } from './draft-order.ts';
import { loadOrderConfirmation, orderConfirmationMail } from './order-mail.ts';
import { payablePaise, type OrderDraft } from './order-draft.ts';
import { newOrderNumber } from './order-number.ts';
import { initialDigitalItemStatus } from './order-status.ts';
import { insertOrder, recordPayment } from './order.repository.ts';
import type { PostOrder } from './post-order-types.ts';

export interface OrderToWrite {
  params: PostOrder;
  attempt: { id: number; key: string | null; userId: number };
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
    note: params.OrderNote || null,
    draft,
    idempotencyKey: attempt.key,
    payment,
    // Paid online: downloadable at once; cash on delivery: when the order is Completed.
    digitalItemsCompleted:
      initialDigitalItemStatus(params.PaymentMethod) === ORDER_STATUS.Completed,
    now: now.toISOString(),
  });
  await keepOrderDeliveryAddress(trx, id, draft.deliveryAddress);
  if (draft.coupon && !(await recordDraftRedemption(trx, draft.coupon, attempt.userId, id))) {
    throw new ShopperOutcome('failure', { id: 'couponUnavailable' });
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
  // Built from the rows just written, so the mail says exactly what the order holds.
  await ctx.mailer.queue(
    trx,
    orderConfirmationMail(await loadOrderConfirmation(trx, id, ctx.publicUrl)),
  );
  return { id, number };
}
