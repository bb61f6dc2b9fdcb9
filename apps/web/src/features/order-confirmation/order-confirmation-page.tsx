// Order confirmation (/:lang/order-confirmation/:orderNumber, issue #19, deviation 14): where a
// placed order lands, whatever the payment. The shopper's own order only (OwnOrderPage: a
// visitor logs in and comes back, anyone else's number is not found). It leads on to the order
// page, where the shopper follows the order.
import { Link } from 'react-router';
import { InvoiceLink } from '../../entities/order/invoice-link.tsx';
import { OrderLineExtras } from '../../entities/order/order-line-extras.tsx';
import { OrderNumberBlock } from '../../entities/order/order-number-block.tsx';
import { OrderSummaryCards } from '../../entities/order/order-summary-cards.tsx';
import { OwnOrderPage } from '../../entities/order/own-order-page.tsx';
import { OrderItemsCard } from '../../entities/order-lines/order-items-card.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { paths } from '../../lib/paths.ts';
import './order-confirmation.css';

export default function OrderConfirmationPage() {
  const t = useLabels('OrdersHistory');
  const lang = useLanguage();
  return (
    <OwnOrderPage title={() => t('lbl_ordconf_title')} description={t('lbl_ordconf_meta')}>
      {(order) => (
        <div className="confirmation">
          <OrderNumberBlock order={order} />
          <OrderItemsCard order={order} lineExtra={(item) => <OrderLineExtras item={item} />} />
          <OrderSummaryCards order={order} />
          <nav className="confirmation__links" aria-label={t('lbl_ordconf_title')}>
            <Link className="btn" to={paths.order(lang, order.orderNumber)}>
              {t('lbl_ordpage_follow')}
            </Link>
            <Link className="btn btn--ghost" to={paths.ordersHistory(lang)}>
              {t('lbl_ordconf_view_orders')}
            </Link>
            <Link className="btn btn--ghost" to={paths.home(lang)}>
              {t('lbl_ordconf_continue')}
            </Link>
            <InvoiceLink orderNumber={order.orderNumber} />
          </nav>
        </div>
      )}
    </OwnOrderPage>
  );
}
