// get-customer-order-history-master / -detail: only the caller's own orders (the Token is checked
// against UserID before this runs). A UserId in the body naming someone else reads nothing, and
// another user's OrderId answers an empty list, exactly as an order that does not exist.
import type { Kysely } from 'kysely';
import { chosenOptions } from '@bazaar/contract/cart/chosen-options';
import { paiseToRupees } from '@bazaar/contract/money/paise';
import { shopperPaysPaise } from '@bazaar/contract/pricing/shopper-pays';
import { isStage, type Stage } from '@bazaar/contract/orders/fulfilment';
import { STAGE_TEXTS } from '@bazaar/i18n/orders';
import type { Lang } from '@bazaar/i18n/text';
import type { OrderItemRow, OrderSummaryRow } from '@bazaar/contract/schemas/orders';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Database } from '../../db/schema.ts';
import { itemsOfUserOrder, ordersOfUser } from './order-history.repository.ts';
import { statusName } from './order-status.ts';

const stageOf = (text: string): Stage => (isStage(text) ? text : 'placed');

export async function orderHistory(
  db: Kysely<Database>,
  user: CurrentUser,
  { UserId, languageCode = 'en' }: { UserId: number; languageCode?: Lang | undefined },
): Promise<OrderSummaryRow[]> {
  if (UserId !== user.id) return [];
  const orders = await ordersOfUser(db, user.id);
  return orders.map((order) => ({
    OrderId: order.id,
    OrderNumber: order.order_number,
    OrderDateUTC: order.created_at,
    LatestStatusName: statusName(order.status_id, languageCode),
    TotalItems: order.total_items,
    OrderTotal: paiseToRupees(shopperPaysPaise(order.total_paise, order.discount_paise)),
    Stage: stageOf(order.stage),
    StageName: STAGE_TEXTS[stageOf(order.stage)][languageCode],
  }));
}

export async function orderDetail(
  db: Kysely<Database>,
  user: CurrentUser,
  { OrderId, languageCode = 'en' }: { OrderId: number; languageCode?: Lang | undefined },
): Promise<OrderItemRow[]> {
  const items = await itemsOfUserOrder(db, user.id, OrderId);
  return items.map((item) => ({
    OrderItemID: item.id,
    // The names as they were at order time; English when the product had no Arabic one.
    ProductName: (languageCode === 'ar' && item.product_name_ar) || item.product_name,
    DefaultImageUrl: item.image_url ?? '',
    Price: paiseToRupees(item.unit_price_paise),
    Quantity: item.quantity,
    OrderItemTotal: paiseToRupees(item.total_paise),
    IsDigitalProduct: item.is_digital === 1,
    LatestStatusID: item.status_id,
    ShippingStatusID: item.shipping_status_id,
    SelectedAttributes: chosenOptions(item.attributes_json, languageCode).map((option) => ({
      AttributeName: option.name,
      AttributeValue: option.value,
      AdditionalPrice: paiseToRupees(option.additionalPricePaise),
    })),
  }));
}
