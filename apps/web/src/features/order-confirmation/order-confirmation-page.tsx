// Order confirmation (/:lang/order-confirmation/:orderNumber, issue #19, deviation 14): where a
// placed order lands, whatever the payment. The shopper's own order only: a visitor logs in and
// comes back here; someone else's number (or an unknown one) shows the not-found page, as the
// server answers both alike.
import { Link, useParams } from 'react-router';
import { NotFound } from '../../components/not-found.tsx';
import { InvoiceLink } from '../../entities/order/invoice-link.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ToLogin } from '../../components/to-login.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { paths } from '../../lib/paths.ts';
import { useApi } from '../../lib/use-api.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { ConfirmationItems } from './confirmation-items.tsx';
import { ConfirmationSummary } from './confirmation-summary.tsx';
import { OrderNumberBlock } from './order-number-block.tsx';
import './order-confirmation.css';

export default function OrderConfirmationPage() {
  const { orderNumber = '' } = useParams();
  const loggedIn = useAppSelector((state) => state.user.loggedIn);
  if (!loggedIn) return <ToLogin />;
  return <OrderConfirmation orderNumber={orderNumber} />;
}

function OrderConfirmation({ orderNumber }: { orderNumber: string }) {
  const t = useLabels('OrdersHistory');
  const tc = useLabels('Common');
  const lang = useLanguage();
  const { data, error, loading, refetch } = useApi(
    'getCustomerOrderDetail',
    { OrderNumber: orderNumber, languageCode: lang },
    { overlay: true },
  );
  if (!data && error?.status === 404) return <NotFound />;
  if (!data) {
    return (
      <PageTitle title={t('lbl_ordconf_title')} description={t('lbl_ordconf_meta')}>
        <div role="status" className="confirmation-card">
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
    <PageTitle title={t('lbl_ordconf_title')} description={t('lbl_ordconf_meta')}>
      <div className="confirmation">
        <OrderNumberBlock order={data} />
        <ConfirmationItems order={data} />
        <ConfirmationSummary order={data} />
        <nav className="confirmation__links" aria-label={t('lbl_ordconf_title')}>
          <Link className="btn" to={paths.ordersHistory(lang)}>
            {t('lbl_ordconf_view_orders')}
          </Link>
          <Link className="btn btn--ghost" to={paths.home(lang)}>
            {t('lbl_ordconf_continue')}
          </Link>
          <InvoiceLink orderNumber={data.orderNumber} />
        </nav>
      </div>
    </PageTitle>
  );
}
