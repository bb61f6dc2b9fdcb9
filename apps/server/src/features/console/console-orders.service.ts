// The console's orders: a filtered page, one order whole (items as frozen at order time, the
// payment record, refunds, returns, the stage history), and the shop's moves — each through
// the orders feature's own services (moveStage's state machine, the shopper's cancel with its
// gateway refund and stock given back once, the return decisions), with the audit row written
// in the same transaction as the move.
import { classifyOrderSearch } from '@bazaar/contract/console/order-search';
import type { ConsoleRequest } from '@bazaar/contract/console/schemas';
import { isStage, nextStages, type Stage } from '@bazaar/contract/orders/fulfilment';
import { shopperPaysPaise } from '@bazaar/contract/pricing/shopper-pays';
import { ApiError } from '../../api-errors.ts';
import * as orders from '../orders/index.ts';
import { dayRange, keysetPage } from '../staff/index.ts';
import type { ConsoleServices } from './console-context.ts';
import * as repository from './console-orders.repository.ts';

const stageOf = (text: string): Stage => (isStage(text) ? text : 'placed');
const parsed = (json: string | null): unknown => (json ? JSON.parse(json) : null);
const notFound = () => new ApiError(404, { id: 'consoleOrderNotFound' });

export async function listOrders(ctx: ConsoleServices, params: ConsoleRequest<'listOrders'>) {
  const rows = await repository.orderPage(ctx.db, {
    stage: params.stage,
    paymentMethodId: params.paymentMethodId,
    ...dayRange(params.from, params.to),
    search: classifyOrderSearch(params.search),
    newestFirst: params.sort === 'newest',
    after: params.after,
    limit: params.limit,
  });
  return keysetPage(rows, params.limit, (row) => ({
    id: row.id,
    orderNumber: row.order_number,
    stage: row.stage,
    createdAt: row.created_at,
    email: row.email,
    mobile: row.mobile_no ?? '',
    paymentMethodId: row.payment_method_id,
    paymentMethod: {
      en: row.payment_method ?? '',
      ar: row.payment_method_ar ?? row.payment_method ?? '',
    },
    items: Number(row.items ?? 0),
    paidPaise: shopperPaysPaise(row.total_paise, row.discount_paise),
  }));
}

export async function showOrder(ctx: ConsoleServices, orderId: number) {
  const whole = await orders.findWholeOrder(ctx.db, orderId);
  if (!whole) throw notFound();
  const { order, items, history } = whole;
  const [payments, refunds, returns, method] = await Promise.all([
    repository.paymentsOfOrder(ctx.db, orderId),
    repository.refundsOfOrder(ctx.db, orderId),
    orders.requestsOfOrder(ctx.db, orderId),
    repository.paymentMethodName(ctx.db, order.payment_method_id),
  ]);
  const stage = stageOf(order.stage);
  return {
    id: order.id,
    orderNumber: order.order_number,
    stage,
    nextStages: nextStages(stage),
    createdAt: order.created_at,
    email: order.email,
    userId: order.user_id,
    paymentMethod: method?.name ?? String(order.payment_method_id),
    couponCode: order.coupon_code,
    note: order.note,
    subtotalPaise: order.subtotal_paise,
    shippingPaise: order.shipping_paise,
    discountPaise: order.discount_paise,
    paidPaise: shopperPaysPaise(order.total_paise, order.discount_paise),
    deliveryAddress: parsed(order.delivery_address_json),
    items: items.map((item) => ({
      id: item.id,
      productId: item.product_id,
      name: item.product_name,
      nameAr: item.product_name_ar,
      unitPricePaise: item.unit_price_paise,
      quantity: item.quantity,
      shippingPaise: item.shipping_paise,
      totalPaise: item.total_paise,
      isDigital: item.is_digital === 1,
      stage: item.stage,
      options: parsed(item.attributes_json),
    })),
    payments: payments.map((row) => ({
      provider: row.provider,
      reference: row.provider_reference,
      amountPaise: row.amount_paise,
      currency: row.currency,
      status: row.status,
      createdAt: row.created_at,
    })),
    refunds: refunds.map((row) => ({
      cause: row.cause,
      lineIds: parsed(row.line_ids_json),
      amountPaise: row.amount_paise,
      state: row.state,
      createdAt: row.created_at,
      settledAt: row.settled_at,
    })),
    returns: returns.map((row) => ({
      id: row.id,
      itemId: row.order_item_id,
      state: row.state,
      reason: row.reason,
      note: row.note,
      createdAt: row.created_at,
    })),
    history: history.map((row) => ({
      at: row.created_at,
      stage: row.stage,
      itemId: row.order_item_id,
      actor: row.actor,
      carrier: row.carrier,
      trackingNumber: row.tracking_number,
      note: row.note,
    })),
  };
}
