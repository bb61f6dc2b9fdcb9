// The order page (/:lang/orders/:orderNumber, issue #20 §1): where the shopper's own order
// stands — its timeline first, then its number, items (with a line's own stage), delivery
// address, payment and totals. A visitor logs in and comes back; someone else's number (or an
// unknown one) shows the not-found page, as the server answers both alike.
import { Link, useParams } from 'react-router';
import { fill } from '@bazaar/i18n/text';
import { NotFound } from '../../components/not-found.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ToLogin } from '../../components/to-login.tsx';
import { OrderLineExtras } from '../../entities/order/order-line-extras.tsx';
import { OrderNumberBlock } from '../../entities/order/order-number-block.tsx';
import { OrderSummaryCards } from '../../entities/order/order-summary-cards.tsx';
import { OrderItemsCard } from '../../entities/order-lines/order-items-card.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { paths } from '../../lib/paths.ts';
import { useApi } from '../../lib/use-api.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { OrderTimeline } from './order-timeline.tsx';
import '../../entities/order/order-cards.css';
import './order-page.css';

export default function OrderPage() {
  const { orderNumber = '' } = useParams();
  const loggedIn = useAppSelector((state) => state.user.loggedIn);
  if (!loggedIn) return <ToLogin />;
  return <Order orderNumber={orderNumber} />;
}

function Order({ orderNumber }: { orderNumber: string }) {
  const t = useLabels('OrdersHistory');
  const tc = useLabels('Common');
  const lang = useLanguage();
  const { data, error, loading, refetch } = useApi(
    'getCustomerOrderDetail',
    { OrderNumber: orderNumber, languageCode: lang },
    { overlay: true },
  );
  const title = fill(lang, t('lbl_ordpage_title'), { number: orderNumber });
  if (!data && error?.status === 404) return <NotFound />;
  if (!data) {
    return (
      <PageTitle title={title} description={t('lbl_ordpage_meta')}>
        <div role="status" className="order-card">
          <p>{error ? t('lbl_ordconf_load_failed') : t('lbl_ordconf_loading')}</p>
          {error && !loading && (
            <button type="button" className="btn btn--ghost" onClick={refetch}>
              {tc('lbl_cmn_retry')}
            </button>
          )}
        </div>
      </PageTitle>
    );
  }
  return (
    <PageTitle title={title} description={t('lbl_ordpage_meta')}>
      <div className="order-page">
        <OrderTimeline order={data}>
          {/* after-sales actions (cancel, return): <OrderActions {...afterSalesOf(data, refetch)} /> */}
        </OrderTimeline>
        <OrderNumberBlock order={data} />
        <OrderItemsCard
          order={data}
          lineExtra={(item) => <OrderLineExtras item={item} orderStage={data.stage} />}
        />
        <OrderSummaryCards order={data} />
        <nav className="order-page__links" aria-label={title}>
          <Link className="btn btn--ghost" to={paths.ordersHistory(lang)}>
            {t('lbl_ordpage_back')}
          </Link>
        </nav>
      </div>
    </PageTitle>
  );
}
