// Orders history (/:lang/orders-history, spec §2): the signed-in shopper's orders, newest first
// (number, date dd-mm-yyyy, status, total items, total), each with a view button that opens its
// items below the table. A visit without a signed-in shopper goes to login, and comes back.
import { useEffect, useState } from 'react';
import { fill } from '@bazaar/i18n/text';
import type { OrderSummaryRow } from '@bazaar/contract/schemas/orders';
import { PageTitle } from '../../components/page-title.tsx';
import { ToLogin } from '../../components/to-login.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { useApi } from '../../lib/use-api.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { OrderItems } from './order-items.tsx';
import { OrdersTable } from './orders-table.tsx';
import './orders-history.css';

export default function OrdersHistoryPage() {
  const { user, loggedIn } = useAppSelector((state) => state.user);
  const [arrivedLoggedIn] = useState(loggedIn);
  if (!arrivedLoggedIn) return <ToLogin />;
  return loggedIn && user ? <OrdersHistory userId={user.UserID} /> : null;
}

/** Newest first (the server's order too; sorted again so the page never depends on it). */
export function newestFirst(orders: readonly OrderSummaryRow[]): OrderSummaryRow[] {
  return [...orders].sort(
    (a, b) => b.OrderDateUTC.localeCompare(a.OrderDateUTC) || b.OrderId - a.OrderId,
  );
}

function OrdersHistory({ userId }: { userId: number }) {
  const t = useLabels('OrdersHistory');
  const tc = useLabels('Common');
  const lang = useLanguage();
  const { data, failed, loading, refetch } = useApi(
    'getOrderHistory',
    { UserId: userId },
    { overlay: true },
  );
  const [openOrder, setOpenOrder] = useState<OrderSummaryRow | null>(null);
  const orders = data ? newestFirst(data) : [];
  const openId = openOrder?.OrderId;
  useEffect(() => {
    // The items appear below the table: take the shopper (and a screen reader) there.
    if (openId !== undefined) document.getElementById('order-items')?.focus();
  }, [openId]);

  return (
    <PageTitle title={tc('lbl_cmn_orders_history')} description={t('lbl_ordrhis_meta')}>
      <section className="orders-card" aria-labelledby="orders-heading">
        <h2 id="orders-heading">{t('lbl_ordrhis_your_orders')}</h2>
        {!data && failed && !loading && (
          <div role="alert">
            <p>{t('lbl_ordrhis_load_failed')}</p>
            <button type="button" className="btn btn--ghost" onClick={refetch}>
              {tc('lbl_cmn_retry')}
            </button>
          </div>
        )}
        {data && orders.length === 0 && <p>{t('lbl_ordrhis_empty')}</p>}
        {orders.length > 0 && (
          <OrdersTable
            orders={orders}
            openOrderId={openOrder?.OrderId ?? null}
            onView={(order) =>
              setOpenOrder((shown) => (shown?.OrderId === order.OrderId ? null : order))
            }
          />
        )}
      </section>
      {openOrder && (
        <section
          id="order-items"
          className="orders-card"
          aria-labelledby="order-items-heading"
          tabIndex={-1}
        >
          <h2 id="order-items-heading">
            {fill(lang, t('lbl_ordrhis_items_of'), { number: openOrder.OrderNumber })}
          </h2>
          <OrderItems orderId={openOrder.OrderId} headingId="order-items-heading" />
        </section>
      )}
    </PageTitle>
  );
}
