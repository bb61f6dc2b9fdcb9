// The orders of the shopper: number, date (dd-mm-yyyy), status, total items, total, and a view
// button per order that shows (or hides) its items below.
import { ORDER_STATUS, type OrderStatusName } from '@bazaar/contract/constants';
import type { OrderSummaryRow } from '@bazaar/contract/schemas/orders';
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { EyeIcon } from './order-icons.tsx';

const STATUS_LABEL = {
  Active: 'lbl_ordrhis_status_active',
  InProgress: 'lbl_ordrhis_status_inprogress',
  Completed: 'lbl_ordrhis_status_completed',
  Returned: 'lbl_ordrhis_status_returned',
  Refunded: 'lbl_ordrhis_status_refunded',
} as const satisfies Record<OrderStatusName, string>;

/** The server names statuses in English ('InProgress' or 'In Progress'); shown in the page's language. */
function statusKey(name: string): OrderStatusName | undefined {
  const compact = name.replace(/\s+/g, '').toLowerCase();
  return (Object.keys(ORDER_STATUS) as OrderStatusName[]).find(
    (key) => key.toLowerCase() === compact,
  );
}

export function OrdersTable({
  orders,
  openOrderId,
  onView,
}: {
  orders: readonly OrderSummaryRow[];
  openOrderId: number | null;
  onView: (order: OrderSummaryRow) => void;
}) {
  const t = useLabels('OrdersHistory');
  const lang = useLanguage();
  const statusText = (name: string) => {
    const key = statusKey(name);
    return key ? t(STATUS_LABEL[key]) : name;
  };
  return (
    <div className="orders-table-wrap">
      <table className="orders-table data-table" aria-labelledby="orders-heading">
        <thead>
          <tr>
            <th scope="col">{t('lbl_ordrhis_orderno')}</th>
            <th scope="col">{t('lbl_ordrhis_orderdte')}</th>
            <th scope="col">{t('lbl_ordrhis_orderstatus')}</th>
            <th scope="col">{t('lbl_ordrhis_totalitem')}</th>
            <th scope="col">{t('lbl_ordrhis_total')}</th>
            <th scope="col">{t('lbl_ordrhis_detail')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.OrderId} aria-current={order.OrderId === openOrderId || undefined}>
              <th scope="row" dir="ltr" data-label={t('lbl_ordrhis_orderno')}>
                {order.OrderNumber}
              </th>
              <td data-label={t('lbl_ordrhis_orderdte')} dir="ltr">
                {formatDate(order.OrderDateUTC)}
              </td>
              <td data-label={t('lbl_ordrhis_orderstatus')}>
                {statusText(order.LatestStatusName)}
              </td>
              <td data-label={t('lbl_ordrhis_totalitem')}>{order.TotalItems}</td>
              <td data-label={t('lbl_ordrhis_total')} dir="ltr">
                {formatPrice(order.OrderTotal)}
              </td>
              <td data-label={t('lbl_ordrhis_detail')}>
                <button
                  type="button"
                  className="icon-button orders-view"
                  aria-expanded={order.OrderId === openOrderId}
                  aria-controls={order.OrderId === openOrderId ? 'order-items' : undefined}
                  onClick={() => onView(order)}
                >
                  <EyeIcon />
                  <span className="visually-hidden">
                    {fill(lang, t('lbl_ordrhis_view'), { number: order.OrderNumber })}
                  </span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
