// An order's lines as a card (confirmation and order pages): picture, name with the chosen
// options, unit price, quantity, line total, and what the page adds under a line's name (its
// download, its own stage).
import type { ReactNode } from 'react';
import type { CustomerOrderDetail, CustomerOrderItem } from '@bazaar/contract/schemas/order-detail';
import { useLabels } from '../../i18n/use-labels.ts';
import { ChosenOptions } from './chosen-options.tsx';
import { OrderItemHead, OrderItemPicture, OrderItemSums } from './order-item-cells.tsx';

export function OrderItemsCard({
  order,
  lineExtra,
}: {
  order: CustomerOrderDetail;
  /** Shown under the line's name and options. */
  lineExtra?: (item: CustomerOrderItem) => ReactNode;
}) {
  const t = useLabels('OrdersHistory');
  return (
    <section className="order-card" aria-labelledby="order-items">
      <h2 id="order-items">{t('lbl_ordconf_items')}</h2>
      <div className="order-items-wrap">
        <table className="order-items data-table" aria-labelledby="order-items">
          <OrderItemHead />
          <tbody>
            {order.items.map((item) => (
              <tr key={item.orderItemId}>
                <OrderItemPicture url={item.imageUrl} size={64} className="thumb" />
                <th scope="row" data-label={t('lbl_ordrhis_prdnme')}>
                  <span dir="auto">{item.productName}</span>
                  <ChosenOptions
                    options={item.options.map((option) => ({
                      AttributeName: option.name,
                      AttributeValue: option.value,
                      AdditionalPrice: option.additionalPrice,
                    }))}
                  />
                  {lineExtra?.(item)}
                </th>
                <OrderItemSums
                  unitPrice={item.unitPrice}
                  quantity={item.quantity}
                  lineTotal={item.lineTotal}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
