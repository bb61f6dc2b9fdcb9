// An order's cards (confirmation and order pages): where it goes, how it is paid, what it costs
// (the server's figures) and when it arrives.
import { PAYMENT_METHOD } from '@bazaar/contract/constants';
import type { CustomerOrderDetail } from '@bazaar/contract/schemas/order-detail';
import { listText } from '@bazaar/i18n/lists';
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { formatPrice } from '../../lib/format.ts';
import { formatCalendarDay } from './order-dates.ts';

type Labels = ReturnType<typeof useLabels<'OrdersHistory'>>;

function methodName(t: Labels, id: number): string {
  if (id === PAYMENT_METHOD.Card) return t('lbl_ordconf_method_card');
  if (id === PAYMENT_METHOD.OnlineWallet) return t('lbl_ordconf_method_wallet');
  return t('lbl_ordconf_method_cod');
}

export function OrderSummaryCards({ order }: { order: CustomerOrderDetail }) {
  const t = useLabels('OrdersHistory');
  const lang = useLanguage();
  const address = order.deliveryAddress;
  const cash = order.paymentMethodId === PAYMENT_METHOD.CashOnDelivery;
  const hasDigital = order.items.some((item) => item.isDigital);
  const { expectedDelivery: when } = order;
  const day = (value: string) => formatCalendarDay(lang, value);
  // The frozen address keeps both names of its places: the page's language picks one.
  const placeName = (english: string, arabic: string) => (lang === 'ar' && arabic) || english;
  return (
    <div className="order-grid">
      {address && (
        <section className="order-card" aria-labelledby="order-address">
          <h2 id="order-address">{t('lbl_ordconf_address')}</h2>
          <address className="order-address">
            {/* Typed in either script: each line keeps its own order ("4 Beach Road"). */}
            <span>
              <bdi>{address.fullName}</bdi>
            </span>
            <span>
              <bdi>{address.line1}</bdi>
            </span>
            {address.line2 && (
              <span>
                <bdi>{address.line2}</bdi>
              </span>
            )}
            <span>
              {listText(lang, [
                placeName(address.cityName, address.cityNameAr),
                placeName(address.stateName, address.stateNameAr),
              ])}{' '}
              <span dir="ltr">{address.pinCode}</span>
            </span>
            <span>{placeName(address.countryName, address.countryNameAr)}</span>
            <span>{fill(lang, t('lbl_ordconf_mobile'), { mobile: address.mobile })}</span>
          </address>
        </section>
      )}
      <section className="order-card" aria-labelledby="order-delivery">
        <h2 id="order-delivery">{t('lbl_ordconf_delivery')}</h2>
        {when.from && when.to && (
          <p data-testid="expected-delivery">
            {when.from === when.to
              ? fill(lang, t('lbl_ordconf_delivery_on'), { date: day(when.from) })
              : fill(lang, t('lbl_ordconf_delivery_range'), {
                  from: day(when.from),
                  to: day(when.to),
                })}
          </p>
        )}
        {hasDigital && (
          <p>
            {order.items.some((item) => item.downloadable)
              ? t('lbl_ordconf_digital_now')
              : t('lbl_ordconf_digital_after_payment')}
          </p>
        )}
      </section>
      <section className="order-card" aria-labelledby="order-payment">
        <h2 id="order-payment">{t('lbl_ordconf_payment')}</h2>
        <p>{methodName(t, order.paymentMethodId)}</p>
        {order.paymentReference && (
          <p className="order-muted">
            {fill(lang, t('lbl_ordconf_reference'), { reference: order.paymentReference })}
          </p>
        )}
        {cash && (
          <p>{fill(lang, t('lbl_ordconf_cod_note'), { total: formatPrice(order.total) })}</p>
        )}
      </section>
      <section className="order-card" aria-labelledby="order-totals">
        <h2 id="order-totals">{t('lbl_ordconf_summary')}</h2>
        <dl className="order-totals">
          <dt>{t('lbl_ordconf_subtotal')}</dt>
          <dd dir="ltr">{formatPrice(order.subtotal)}</dd>
          <dt>{t('lbl_ordconf_shipping')}</dt>
          <dd dir="ltr">
            {order.shipping > 0 ? formatPrice(order.shipping) : t('lbl_ordconf_free')}
          </dd>
          {order.discount > 0 && (
            <>
              <dt>{fill(lang, t('lbl_ordconf_discount'), { code: order.couponCode ?? '' })}</dt>
              <dd dir="ltr">−{formatPrice(order.discount)}</dd>
            </>
          )}
          <dt className="order-totals__total">{t('lbl_ordconf_total')}</dt>
          <dd className="order-totals__total" dir="ltr" data-testid="order-total">
            {formatPrice(order.total)}
          </dd>
        </dl>
      </section>
    </div>
  );
}
