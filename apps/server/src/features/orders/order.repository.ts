// Kysely queries of order placement: stock taken and given back by conditional updates, and
// the order with its items, status history and payment record.
import { STATUS_OF_STAGE, initialLineStage } from '@bazaar/contract/orders/fulfilment';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { ORDER_STATUS } from '@bazaar/contract/constants';
import type { Database } from '../../db/schema.ts';
import type { PricedAttribute } from '../cart/index.ts';
import type { OrderDraft } from './order-draft.ts';
import type { FrozenOption } from '@bazaar/contract/cart/chosen-options';

/** A chosen attribute as order_items.attributes_json holds it (with its Arabic names since #19). */
const frozenAttribute = (attribute: PricedAttribute): FrozenOption => ({
  ProductAttributeID: attribute.productAttributeId,
  PrimaryKeyValue: attribute.primaryKeyValue,
  AttributeName: attribute.attributeName,
  AttributeValue: attribute.attributeValue,
  AttributeNameAr: attribute.attributeNameAr,
  AttributeValueAr: attribute.attributeValueAr,
  AdditionalPricePaise: attribute.additionalPricePaise,
});

/**
 * Takes `quantity` units if that many are left; false otherwise. Correct at any isolation:
 * the condition is checked against the row as it is when the update locks it.
 */
export async function takeStock(
  db: Kysely<Database>,
  productId: number,
  quantity: number,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ stock_quantity: sql<number>`stock_quantity - ${quantity}` })
    .where('id', '=', productId)
    .where('stock_quantity', '>=', quantity)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function giveBackStock(
  db: Kysely<Database>,
  productId: number,
  quantity: number,
): Promise<void> {
  await db
    .updateTable('products')
    .set({ stock_quantity: sql<number>`stock_quantity + ${quantity}` })
    .where('id', '=', productId)
    .execute();
}

export async function stockOf(db: Kysely<Database>, productId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('stock_quantity')
    .where('id', '=', productId)
    .executeTakeFirst();
  return row?.stock_quantity ?? 0;
}

export interface NewOrder {
  userId: number;
  orderNumber: string;
  paymentMethodId: number;
  note: string | null;
  draft: OrderDraft;
  /** The client's key (UNIQUE per shopper on orders), null for a derived one. */
  idempotencyKey: string | null;
  payment: { provider: string; reference: string; amountPaise: number } | null;
  /** Online payments complete digital items at once; cash on delivery leaves them Active. */
  digitalItemsCompleted: boolean;
  now: string;
}

/** Writes the order, its items, the status history and the payment's record; answers its id. */
export async function insertOrder(db: Kysely<Database>, order: NewOrder): Promise<number> {
  const { draft, now } = order;
  const { id: orderId } = await db
    .insertInto('orders')
    .values({
      user_id: order.userId,
      order_number: order.orderNumber,
      status_id: ORDER_STATUS.Active,
      payment_method_id: order.paymentMethodId,
      coupon_id: draft.coupon?.couponId ?? null,
      coupon_code: draft.coupon?.code ?? null,
      subtotal_paise: draft.subtotalPaise,
      shipping_paise: draft.shippingPaise,
      discount_paise: draft.coupon?.discountPaise ?? 0,
      total_paise: draft.totalPaise,
      note: order.note,
      idempotency_key: order.idempotencyKey,
      payment_reference: order.payment?.reference ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_status_history')
    .values({
      order_id: orderId,
      order_item_id: null,
      status_id: ORDER_STATUS.Active,
      stage: 'placed',
      actor: 'shopper',
      note: null,
      created_at: now,
    })
    .execute();
  for (const line of draft.lines) {
    const stage = initialLineStage(line.isDigital, order.digitalItemsCompleted);
    const status = STATUS_OF_STAGE[stage];
    const { id: itemId } = await db
      .insertInto('order_items')
      .values({
        order_id: orderId,
        product_id: line.productId,
        product_name: line.productNameEn,
        product_name_ar: line.productNameAr,
        image_url: line.imageUrl || null,
        unit_price_paise: line.unitPricePaise,
        quantity: line.quantity,
        shipping_paise: line.shippingPaise,
        total_paise: line.lineTotalPaise,
        is_digital: line.isDigital ? 1 : 0,
        status_id: status,
        shipping_status_id: status,
        stage,
        attributes_json: JSON.stringify(line.selectedAttributes.map(frozenAttribute)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status === ORDER_STATUS.Completed) {
      await db
        .insertInto('order_status_history')
        .values({
          order_id: orderId,
          order_item_id: itemId,
          status_id: status,
          stage,
          actor: 'system',
          note: 'paid online',
          created_at: now,
        })
        .execute();
    }
  }
  return orderId;
}

export interface PaymentRecord {
  orderId: number;
  userId: number;
  paymentMethodId: number;
  payment: { provider: string; reference: string; amountPaise: number };
  status: string;
  now: string;
}

/** Links the gateway's record of the payment to the order, or writes one (cash, real providers). */
export async function recordPayment(db: Kysely<Database>, record: PaymentRecord): Promise<void> {
  const { payment, now } = record;
  const linked = await db
    .updateTable('payment_transactions')
    .set({ order_id: record.orderId, updated_at: now })
    .where('provider', '=', payment.provider)
    .where('provider_reference', '=', payment.reference)
    .executeTakeFirst();
  if (linked.numUpdatedRows > 0n) return;
  await db
    .insertInto('payment_transactions')
    .values({
      order_id: record.orderId,
      user_id: record.userId,
      payment_method_id: record.paymentMethodId,
      provider: payment.provider,
      provider_reference: payment.reference,
      amount_paise: payment.amountPaise,
      status: record.status,
      payload_json: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
