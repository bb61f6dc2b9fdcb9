// A page about one of the shopper's own orders, by the number in its path (the confirmation and
// order pages): a visitor logs in and comes back; someone else's number (or an unknown one)
// shows the not-found page, as the server answers both alike; while the order loads, or when it
// could not be, a card says so with a retry. The page draws the order once it is there.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { CustomerOrderDetail } from '@bazaar/contract/schemas/order-detail';
import { NotFound } from '../../components/not-found.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ToLogin } from '../../components/to-login.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { useApi } from '../../lib/use-api.ts';
import { useAppSelector } from '../../store/hooks.ts';
import './order-cards.css';

interface OwnOrderPageProps {
  title: (orderNumber: string) => string;
  description: string;
  /** The page's content, inside its title; `reload` fetches the order again. */
  children: (order: CustomerOrderDetail, reload: () => void) => ReactNode;
}

export function OwnOrderPage(props: OwnOrderPageProps) {
  const { orderNumber = '' } = useParams();
  const loggedIn = useAppSelector((state) => state.user.loggedIn);
  if (!loggedIn) return <ToLogin />;
  return <OwnOrder orderNumber={orderNumber} {...props} />;
}

function OwnOrder({
  orderNumber,
  title,
  description,
  children,
}: OwnOrderPageProps & { orderNumber: string }) {
  const t = useLabels('OrdersHistory');
  const tc = useLabels('Common');
  const lang = useLanguage();
  const { data, error, loading, refetch } = useApi(
    'getCustomerOrderDetail',
    { OrderNumber: orderNumber, languageCode: lang },
    { overlay: true },
  );
  if (!data && error?.status === 404) return <NotFound />;
  return (
    <PageTitle title={title(orderNumber)} description={description}>
      {data ? (
        children(data, refetch)
      ) : (
        <div role="status" className="order-card">
          <p>{error ? t('lbl_ordconf_load_failed') : t('lbl_ordconf_loading')}</p>
          {error && !loading && (
            <button type="button" className="btn btn--ghost" onClick={refetch}>
              {tc('lbl_cmn_retry')}
            </button>
          )}
        </div>
      )}
    </PageTitle>
  );
}
