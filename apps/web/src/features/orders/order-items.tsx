// The items of one order (GET_CUSTOME_ORDER_HISTORY_DETAIL): image, name, unit price, quantity,
// item total and the digital flag — Download once the item is digital and Completed (spec §4),
// 'Yes (In Progress)' while not, 'No' for physical items.
import { ChosenOptions } from '../../entities/order-lines/chosen-options.tsx';
import {
  OrderItemHead,
  OrderItemPicture,
  OrderItemSums,
} from '../../entities/order-lines/order-item-cells.tsx';
import { ORDER_STATUS } from '@bazaar/contract/constants';
import type { OrderItemRow } from '@bazaar/contract/schemas/orders';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { useApi } from '../../lib/use-api.ts';
import { DownloadButton } from '../../entities/order/download-button.tsx';

/** Spec §4: a download only when digital and the latest or shipping status is Completed. */
export function canDownload(item: OrderItemRow): boolean {
  return (
    item.IsDigitalProduct &&
    (item.LatestStatusID === ORDER_STATUS.Completed ||
      item.ShippingStatusID === ORDER_STATUS.Completed)
  );
}

export function OrderItems({ orderId, headingId }: { orderId: number; headingId: string }) {
  const t = useLabels('OrdersHistory');
  const tc = useLabels('Common');
  // In the page's language: an Arabic page names the items by their Arabic names at order time.
  const { data, loading, failed, refetch } = useApi('getOrderHistoryDetail', {
    OrderId: orderId,
    languageCode: useLanguage(),
  });
  if (!data) {
    return (
      <div role="status">
        <p>{failed ? t('lbl_ordrhis_load_failed') : t('lbl_ordrhis_loading_items')}</p>
        {failed && !loading && (
          <button type="button" className="btn btn--ghost" onClick={refetch}>
            {tc('lbl_cmn_retry')}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="orders-table-wrap">
      <table className="orders-table orders-table--items data-table" aria-labelledby={headingId}>
        <OrderItemHead digital />
        <tbody>
          {data.map((item) => (
            <tr key={item.OrderItemID}>
              <OrderItemPicture
                url={item.DefaultImageUrl}
                size={56}
                className="orders-table__image thumb"
              />
              <th scope="row" dir="auto" data-label={t('lbl_ordrhis_prdnme')}>
                {item.ProductName}
                <ChosenOptions options={item.SelectedAttributes} />
              </th>
              <OrderItemSums
                unitPrice={item.Price}
                quantity={item.Quantity}
                lineTotal={item.OrderItemTotal}
              />
              <td data-label={t('lbl_ordrhis_isdigital')}>
                <DigitalFlag item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DigitalFlag({ item }: { item: OrderItemRow }) {
  const t = useLabels('OrdersHistory');
  if (!item.IsDigitalProduct) return <>{t('lbl_ordrhis_no')}</>;
  if (!canDownload(item)) return <>{t('lbl_ordrhis_in_progress')}</>;
  return <DownloadButton orderItemId={item.OrderItemID} productName={item.ProductName} />;
}
