// The orders of the shopper: number (a link to the order's page), date (dd-mm-yyyy), stage as
// the server names it in the shopper's language, total items, total, and a view button per order
// that shows (or hides) its items below.
import { Link } from 'react-router';
import type { OrderSummaryRow } from '@bazaar/contract/schemas/orders';
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { EyeIcon } from './order-icons.tsx';

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
              <th scope="row" data-label={t('lbl_ordrhis_orderno')}>
                <Link
                  to={paths.order(lang, order.OrderNumber)}
                  dir="ltr"
                  aria-label={fill(lang, t('lbl_ordpage_open'), { number: order.OrderNumber })}
                >
                  {order.OrderNumber}
                </Link>
              </th>
              <td data-label={t('lbl_ordrhis_orderdte')} dir="ltr">
                {formatDate(order.OrderDateUTC)}
              </td>
              <td data-label={t('lbl_ordrhis_orderstatus')}>{order.StageName}</td>
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
