// The order's lines: picture, name with the chosen options, unit price, quantity, line total, and
// the download of a paid digital item.
import type { CustomerOrderDetail } from '@bazaar/contract/schemas/order-detail';
import { ChosenOptions } from '../../entities/order-lines/chosen-options.tsx';
import {
  OrderItemHead,
  OrderItemPicture,
  OrderItemSums,
} from '../../entities/order-lines/order-item-cells.tsx';
import { DownloadButton } from '../../entities/order/download-button.tsx';
import { useLabels } from '../../i18n/use-labels.ts';

export function ConfirmationItems({ order }: { order: CustomerOrderDetail }) {
  const t = useLabels('OrdersHistory');
  return (
    <section className="confirmation-card" aria-labelledby="confirmation-items">
      <h2 id="confirmation-items">{t('lbl_ordconf_items')}</h2>
      <div className="orders-table-wrap">
        <table className="confirmation-items data-table" aria-labelledby="confirmation-items">
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
                  {item.downloadable && (
                    <DownloadButton orderItemId={item.orderItemId} productName={item.productName} />
                  )}
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
