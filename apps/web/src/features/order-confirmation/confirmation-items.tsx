// The order's lines: picture, name with the chosen options, unit price, quantity, line total, and
// the download of a paid digital item.
import { mediaUrl } from '@bazaar/contract/links';
import type { CustomerOrderDetail } from '@bazaar/contract/schemas/order-detail';
import { ChosenOptions } from '../../entities/order-lines/chosen-options.tsx';
import { DownloadButton } from '../../entities/order/download-button.tsx';
import { useLabels } from '../../i18n/use-labels.ts';
import { formatPrice } from '../../lib/format.ts';

export function ConfirmationItems({ order }: { order: CustomerOrderDetail }) {
  const t = useLabels('OrdersHistory');
  return (
    <section className="confirmation-card" aria-labelledby="confirmation-items">
      <h2 id="confirmation-items">{t('lbl_ordconf_items')}</h2>
      <div className="orders-table-wrap">
        <table className="confirmation-items" aria-labelledby="confirmation-items">
          <thead>
            <tr>
              <th scope="col">{t('lbl_ordrhis_prd')}</th>
              <th scope="col">{t('lbl_ordrhis_prdnme')}</th>
              <th scope="col">{t('lbl_ordrhis_price')}</th>
              <th scope="col">{t('lbl_ordrhis_qty')}</th>
              <th scope="col">{t('lbl_ordrhis_itmtotal')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.orderItemId}>
                <td data-label={t('lbl_ordrhis_prd')}>
                  {item.imageUrl ? (
                    <img
                      src={mediaUrl(item.imageUrl)}
                      alt=""
                      width={64}
                      height={64}
                      decoding="async"
                      className="confirmation-items__image"
                    />
                  ) : null}
                </td>
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
                <td data-label={t('lbl_ordrhis_price')} dir="ltr">
                  {formatPrice(item.unitPrice)}
                </td>
                <td data-label={t('lbl_ordrhis_qty')}>{item.quantity}</td>
                <td data-label={t('lbl_ordrhis_itmtotal')} dir="ltr">
                  {formatPrice(item.lineTotal)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
