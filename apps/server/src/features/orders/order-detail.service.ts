// get-customer-order-detail (Bazaar addition, issue #19): one of the caller's own orders by its
// number, as the confirmation page and the order page (issue #20: stages, timeline) show it. Someone else's number is answered exactly as an
// unknown one (HTTP 404), so order numbers reveal nothing.
import type { Kysely } from 'kysely';
import { paiseToRupees } from '@bazaar/contract/money/paise';
import { shopperPaysPaise } from '@bazaar/contract/pricing/shopper-pays';
import { expectedDelivery, type DeliveryDays } from '@bazaar/contract/orders/expected-delivery';
import { isStage, type Stage } from '@bazaar/contract/orders/fulfilment';
import { deliveredAt, timelineOf } from '@bazaar/contract/orders/timeline';
import type { ChosenOption, CustomerOrderDetail } from '@bazaar/contract/schemas/order-detail';
import { STAGE_TEXTS } from '@bazaar/i18n/orders';
import type { Lang } from '@bazaar/i18n/text';
import { ApiError } from '../../api-errors.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import type { Database } from '../../db/schema.ts';
import { historyOfOrder, optionNamesOf, orderOfUserByNumber } from './order-detail.repository.ts';
import { itemsOfOrder } from './order-history.repository.ts';
import { isDownloadable, statusName } from './order-status.ts';
import { findOrderDeliveryAddress } from '../addresses/index.ts';

type OptionNames = Awaited<ReturnType<typeof optionNamesOf>>;

const stageOf = (text: string): Stage => (isStage(text) ? text : 'placed');

interface FrozenOption {
  productAttributeId: number;
  primaryKeyValue: number;
  name: string;
  value: string;
  additionalPricePaise: number;
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const textOr = (value: unknown) => (typeof value === 'string' ? value : '');

/** order_items.attributes_json as written at any time (0001's DisplayValue, today's AttributeValue). */
export function frozenOptions(json: string): FrozenOption[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const row = entry as Record<string, unknown>;
    const rupees = numberOr(row['AdditionalPrice'], 0);
    return [
      {
        productAttributeId: numberOr(row['ProductAttributeID'], 0),
        primaryKeyValue: numberOr(row['PrimaryKeyValue'], 0),
        name: textOr(row['AttributeName']),
        value: textOr(row['AttributeValue'] ?? row['DisplayValue']),
        additionalPricePaise: numberOr(row['AdditionalPricePaise'], Math.round(rupees * 100)),
      },
    ];
  });
}

/** The option in `lang` from the catalogue when it still has it; as frozen otherwise. */
function localizedOption(
  lang: Lang,
  productId: number,
  option: FrozenOption,
  names: OptionNames,
): ChosenOption {
  const now = names.find(
    (row) =>
      row.product_id === productId &&
      row.attribute_id === option.productAttributeId &&
      row.primary_key_value === option.primaryKeyValue,
  );
  const inLang = (english: string, arabic: string | null, frozen: string) =>
    now ? (lang === 'ar' && arabic) || english : frozen;
  return {
    name: inLang(now?.attribute_name ?? '', now?.attribute_name_ar ?? null, option.name),
    value: inLang(now?.display_value ?? '', now?.display_value_ar ?? null, option.value),
    additionalPrice: paiseToRupees(option.additionalPricePaise),
  };
}

export async function customerOrderDetail(
  db: Kysely<Database>,
  user: CurrentUser,
  { OrderNumber, languageCode = 'en' }: { OrderNumber: string; languageCode?: Lang | undefined },
  deliveryDays: DeliveryDays,
): Promise<CustomerOrderDetail> {
  const order = await orderOfUserByNumber(db, user.id, OrderNumber);
  if (!order) throw new ApiError(404, { id: 'orderNotFound' });
  const rows = await itemsOfOrder(db, order.id);
  const names = await optionNamesOf(
    db,
    rows.map((row) => row.product_id),
  );
  const items = rows.map((item) => ({
    orderItemId: item.id,
    productId: item.product_id,
    productName: (languageCode === 'ar' && item.product_name_ar) || item.product_name,
    imageUrl: item.image_url ?? '',
    unitPrice: paiseToRupees(item.unit_price_paise),
    quantity: item.quantity,
    lineTotal: paiseToRupees(item.total_paise),
    isDigital: item.is_digital === 1,
    statusId: item.status_id,
    shippingStatusId: item.shipping_status_id,
    downloadable: isDownloadable({
      isDigital: item.is_digital === 1,
      statusId: item.status_id,
      shippingStatusId: item.shipping_status_id,
    }),
    options: frozenOptions(item.attributes_json).map((option) =>
      localizedOption(languageCode, item.product_id, option, names),
    ),
    stage: stageOf(item.stage),
  }));
  const timeline = timelineOf(
    (await historyOfOrder(db, order.id)).map((row) => ({
      stage: row.stage,
      orderItemId: row.order_item_id,
      carrier: row.carrier,
      trackingNumber: row.tracking_number,
      at: row.created_at,
    })),
  );
  const stage = stageOf(order.stage);
  return {
    orderId: order.id,
    orderNumber: order.order_number,
    placedAt: new Date(order.created_at).toISOString(),
    statusId: order.status_id,
    statusName: statusName(order.status_id, languageCode),
    paymentMethodId: order.payment_method_id,
    paymentReference: order.payment_reference,
    couponCode: order.coupon_code,
    note: order.note,
    subtotal: paiseToRupees(order.subtotal_paise),
    shipping: paiseToRupees(order.shipping_paise),
    discount: paiseToRupees(order.discount_paise),
    total: paiseToRupees(shopperPaysPaise(order.total_paise, order.discount_paise)),
    items,
    deliveryAddress: await findOrderDeliveryAddress(db, order.id),
    expectedDelivery: expectedDelivery(
      new Date(order.created_at),
      items.some((item) => !item.isDigital),
      deliveryDays,
    ),
    stage,
    stageName: STAGE_TEXTS[stage][languageCode],
    timeline,
    deliveredAt: deliveredAt(timeline),
  };
}
