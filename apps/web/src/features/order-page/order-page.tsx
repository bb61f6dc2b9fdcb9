// The order page (/:lang/orders/:orderNumber, issue #20 §1): where the shopper's own order
// stands — its timeline first (with the cancel and return controls), then its number, items (with a line's own stage), delivery
// address, payment and totals. The shopper's own order only (OwnOrderPage: a visitor logs in
// and comes back, anyone else's number is not found).
import { Link } from 'react-router';
import { fill } from '@bazaar/i18n/text';
import { InvoiceLink } from '../../entities/order/invoice-link.tsx';
import { OrderLineExtras } from '../../entities/order/order-line-extras.tsx';
import { OrderNumberBlock } from '../../entities/order/order-number-block.tsx';
import { OrderSummaryCards } from '../../entities/order/order-summary-cards.tsx';
import { OwnOrderPage } from '../../entities/order/own-order-page.tsx';
import { OrderItemsCard } from '../../entities/order-lines/order-items-card.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { paths } from '../../lib/paths.ts';
import { AfterSalesActions } from './after-sales/after-sales-actions.tsx';
import { afterSalesOf } from './after-sales-props.ts';
import { OrderTimeline } from './order-timeline.tsx';
import './order-page.css';

export default function OrderPage() {
  const t = useLabels('OrdersHistory');
  const lang = useLanguage();
  const title = (orderNumber: string) =>
    fill(lang, t('lbl_ordpage_title'), { number: orderNumber });
  return (
    <OwnOrderPage title={title} description={t('lbl_ordpage_meta')}>
      {(order, reload) => (
        <div className="order-page">
          <OrderTimeline order={order}>
            <AfterSalesActions {...afterSalesOf(order, reload)} />
          </OrderTimeline>
          <OrderNumberBlock order={order} />
          <OrderItemsCard
            order={order}
            lineExtra={(item) => <OrderLineExtras item={item} orderStage={order.stage} />}
          />
          <OrderSummaryCards order={order} />
          <nav className="order-page__links" aria-label={title(order.orderNumber)}>
            <Link className="btn btn--ghost" to={paths.ordersHistory(lang)}>
              {t('lbl_ordpage_back')}
            </Link>
            {order.stage !== 'cancelled' && <InvoiceLink orderNumber={order.orderNumber} />}
          </nav>
        </div>
      )}
    </OwnOrderPage>
  );
}
